/**
 * The app inside the demo host (examples/host at /examples/host/), in Debian Chromium: each
 * client mode's download formats (spec 01 s.9, in the mode's order) and button label, a
 * download that reaches the host as pCatHost.download while the browser downloads nothing,
 * and a catalog document folder's file the same way, pCat.checkRevisions on it, pCat.changeLanguage and pCat.navigate, a material
 * whose formats the mode does not take (the menu names the ones it does), and the full-page
 * 'Invalid client parameter'. Screenshots under screens/.
 */
import { CLIENT_PROFILES, type ClientMode } from '@vitrine/contracts/host-messages';
import type { Frame, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { searchIds } from './detail-helpers';
import { hostLog, openHost, screen } from './embedding-support';
import { errorsOf, openPage } from './harness';

const SLOW = 240_000;

/** A published wisla model with a glb (cadify converts it to the other formats). */
async function aModel(): Promise<string> {
  const hits = await searchIds({
    types: ['cad'],
    filtering: [
      {
        operator: 'and',
        filters: [{ algorithm: 'exact_or', scope: 'owner_ids', values: ['wisla'] }],
      },
    ],
  });
  return hits.find((h) => !h.is_deprecated)!.id;
}

/** Opens the detail dialog's download menu; its formats (test ids) and the button's label. */
async function downloadMenu(app: Frame | Page) {
  const button = app.getByTestId('detail-download');
  await expect.poll(() => button.isEnabled(), { timeout: 90_000 }).toBe(true);
  const label = (await button.textContent())?.trim();
  await button.click();
  const menu = app.getByRole('menu');
  await menu.waitFor();
  await expect.poll(() => menu.getAttribute('aria-busy')).toBeNull();
  const ids = await menu
    .locator('[data-testid^=download-]')
    .evaluateAll((items) => items.map((i) => i.getAttribute('data-testid')!.slice(9)));
  return { label, formats: ids };
}

const LABELS: Record<ClientMode, string> = {
  sketchup: 'Import',
  'pcon.planner': 'Download',
  'pcon.roomplanner': 'Open',
  'p-cat-ac': 'Herunterladen',
};

describe('client modes in the demo host', () => {
  it('offer their formats in their order and label the button', { timeout: SLOW * 2 }, async () => {
    const id = await aModel();
    // What the model offers without a mode: every format it has or cadify writes.
    const standalone = await openPage(`/?m=${id}`);
    const all = (await downloadMenu(standalone)).formats;
    expect(all).toEqual(expect.arrayContaining(['glb', 'obj', 'stl', 'usdz', 'dxf']));

    for (const mode of Object.keys(LABELS) as ClientMode[]) {
      const lang = mode === 'p-cat-ac' ? '&lang=de-AT' : '';
      const { page, app } = await openHost(`/?client=${mode}${lang}&m=${id}`);
      const { label, formats } = await downloadMenu(app);
      expect(label).toBe(LABELS[mode]);
      expect(formats).toEqual(CLIENT_PROFILES[mode].cadFormats.filter((f) => all.includes(f)));
      expect(formats.length).toBeGreaterThan(0);
      await page.waitForTimeout(500);
      await screen(page, `download-${mode}`, 'main');
      expect(errorsOf(page)).toEqual([]);
      await page.context().close();
    }
  });

  it(
    'says which formats pcon.planner takes when a material has none of them (MATZ)',
    { timeout: SLOW },
    async () => {
      const [material] = await searchIds({ types: ['material'] });
      // Standalone the material offers its package and maps.
      const standalone = await openPage(`/materials?m=${material!.id}`);
      expect((await downloadMenu(standalone)).formats.length).toBeGreaterThan(0);
      const { page, app } = await openHost(`/materials?client=pcon.planner&m=${material!.id}`);
      const button = app.getByTestId('detail-download');
      await expect.poll(() => button.isEnabled(), { timeout: 90_000 }).toBe(true);
      await button.click();
      const menu = app.getByRole('menu');
      await expect
        .poll(() => menu.textContent())
        .toContain('No file in a format your application accepts (MATZ)');
      await screen(page, 'download-pcon.planner-material', 'main');
      expect(errorsOf(page)).toEqual([]);
    },
  );

  it(
    'hands a sketchup download to the host; the browser downloads nothing',
    { timeout: SLOW },
    async () => {
      const id = await aModel();
      const { page, app } = await openHost(`/?client=sketchup&m=${id}`);
      const downloads: string[] = [];
      page.on('download', (d) => downloads.push(d.suggestedFilename()));
      await downloadMenu(app);
      await app.getByTestId('download-glb').click();
      await expect.poll(() => hostLog(page)).toContain('pCatHost.download');
      const imported = page.locator('#imports > li').first();
      await expect.poll(() => imported.textContent()).toMatch(/as GLB/);
      // The file the host would fetch is there for it, without credentials.
      const url = await imported.locator('a').first().getAttribute('href');
      const file = await fetch(url!);
      expect(file.status).toBe(200);
      expect(new Uint8Array(await file.arrayBuffer()).slice(0, 4)).toEqual(
        new TextEncoder().encode('glTF'),
      );
      await page.waitForTimeout(1500);
      expect(downloads).toEqual([]);

      // The host asks whether what it downloaded changed since: it did not.
      await page.getByRole('button', { name: /pCat\.checkRevisions/ }).click();
      await expect
        .poll(() => imported.locator('.revision').textContent())
        .toMatch(/current \(now \d+\)/);
      await screen(page, 'host-after-download');
      expect(errorsOf(page)).toEqual([]);
    },
  );

  it('hands a catalog document folder to the host download', { timeout: SLOW }, async () => {
    const { page, app } = await openHost('/brands/nordlys/catalog?client=pcon.planner');
    const downloads: string[] = [];
    page.on('download', (d) => downloads.push(d.suggestedFilename()));
    const tile = app.locator('[data-tile="document"]');
    await tile.getByRole('button').click();
    await expect.poll(() => hostLog(page)).toContain('pCatHost.download');
    const imported = page.locator('#imports > li').first();
    await expect.poll(() => imported.textContent()).toMatch(/as PDF/);
    expect(await imported.locator('li').first().textContent()).toContain('document');
    // The host fetches the file itself, without credentials, as an attachment.
    const url = await imported.locator('a').first().getAttribute('href');
    const file = await fetch(url!);
    expect(file.status).toBe(200);
    expect(file.headers.get('content-type')).toContain('application/pdf');
    expect(file.headers.get('content-disposition')).toMatch(/^attachment/);
    await page.waitForTimeout(1500);
    expect(downloads).toEqual([]);
    expect(page.context().pages()).toHaveLength(1);
    expect(errorsOf(page)).toEqual([]);
  });

  it('changes language and page when the host says so', { timeout: SLOW }, async () => {
    const { page, app } = await openHost('/?client=pcon.roomplanner');
    await app.getByRole('link', { name: 'Materials', exact: true }).waitFor();
    // The screenshot shows the catalogue as a planner's user sees it: cards with their images.
    await app.locator('[data-testid=model-card] img').first().waitFor();
    await app.waitForFunction(() =>
      [...document.querySelectorAll('[data-testid=model-card] img')]
        .slice(0, 4)
        .every((img) => (img as HTMLImageElement).complete),
    );
    await screen(page, 'host-desktop');
    await page.locator('#language select').selectOption('fr');
    await page.getByRole('button', { name: 'pCat.changeLanguage' }).click();
    await app.getByRole('link', { name: 'Matériaux', exact: true }).waitFor();
    await page.locator('#navigate input').fill('/brands');
    await page.getByRole('button', { name: 'pCat.navigate' }).click();
    await app.waitForFunction(
      () => location.pathname === '/brands' && location.search === '?client=pcon.roomplanner',
    );
    await app.getByText('Toutes les marques').first().waitFor();
    await screen(page, 'host-navigated-fr');
    expect(errorsOf(page)).toEqual([]);
  });
});

describe('an unknown client mode', () => {
  it('shows only the full-page error, in the lang language', async () => {
    const page = await openPage('/?client=photoshop', { waitForApp: false });
    await page.getByRole('heading', { name: 'Invalid client parameter' }).waitFor();
    expect(await page.locator('header').count()).toBe(0);
    expect(await page.getByRole('alert').textContent()).toContain('photoshop');
    await screen(page, 'invalid-client');
    const german = await openPage('/?client=autocad&lang=de', { waitForApp: false });
    await german.getByRole('heading', { name: 'Ungültiger Client-Parameter' }).waitFor();
  });
});
