/**
 * The model detail dialog against the real server and demo catalogue: opening from the
 * grid, the image slider and viewer, the 3D view (rendered by model-viewer through
 * SwiftShader), the AR QR code and the link it holds, generated downloads, and deprecated
 * models. Screenshots of each at phone and desktop sizes go to packages/web/screenshots/.
 */
import { describe, expect, it } from 'vitest';
import { baseUrl, errorsOf, openPage, screenshot } from './harness';
import {
  download,
  nonBackgroundShare,
  objOfZip,
  readQr,
  searchIds,
  zipEntries,
} from './detail-helpers';

const SLOW = 240_000;
const VIEWPORTS = ['desktop', 'phone'] as const;

/** A published model with a 3D file (the demo's glb). */
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

describe('detail dialog', () => {
  for (const viewport of VIEWPORTS) {
    it(`opens from the grid and closes (${viewport})`, { timeout: SLOW }, async () => {
      const page = await openPage('/', { viewport });
      const card = page
        .locator('[data-testid=model-card]:not(:has(button[disabled].MuiCardActionArea-root))')
        .first();
      const id = await card.getAttribute('data-id');
      await card.locator('.MuiCardActionArea-root').click();
      const dialog = page.getByTestId('detail-dialog');
      await dialog.getByTestId('detail-specification').waitFor({ timeout: 60_000 });
      expect(new URL(page.url()).searchParams.get('m')).toBe(id);
      await expect(dialog.getByTestId('detail-brand').getAttribute('href')).resolves.toMatch(
        /^\/brands\//,
      );
      await dialog
        .getByTestId('detail-related')
        .locator('[data-testid=model-card]')
        .first()
        .waitFor({ timeout: 60_000 });
      await page.waitForTimeout(1000);
      await screenshot(page, 'detail-dialog');
      await dialog.getByRole('button', { name: 'Close' }).first().click();
      await dialog.waitFor({ state: 'detached' });
      expect(new URL(page.url()).searchParams.get('m')).toBeNull();
      expect(errorsOf(page)).toEqual([]);
    });
  }

  for (const viewport of VIEWPORTS) {
    it(
      `slides a material's images and zooms the viewer (${viewport})`,
      { timeout: SLOW },
      async () => {
        const [material] = await searchIds({ types: ['material'] });
        const page = await openPage(`/materials?m=${material!.id}`, { viewport });
        const slider = page.getByTestId('detail-slider');
        await slider.waitFor({ timeout: 60_000 });
        // Auto-switch: the slider moves on by itself (every 5 s).
        await expect
          .poll(() => slider.getAttribute('data-index'), { timeout: 30_000 })
          .not.toBe('0');
        // By hand: the focused arrow pauses the auto-switch, so each press moves exactly one.
        const next = slider.getByRole('button', { name: 'Next image' });
        await next.click({ timeout: 60_000 });
        const start = Number(await slider.getAttribute('data-index'));
        await next.click();
        expect(await slider.getAttribute('data-index')).toBe(String((start + 1) % 4));
        await slider.getByRole('button', { name: 'Previous image' }).click();
        expect(await slider.getAttribute('data-index')).toBe(String(start));
        if (viewport === 'phone') {
          // A swipe to the left moves on as well.
          const box = (await slider.boundingBox())!;
          await slider.dispatchEvent('touchstart', {
            touches: [{ identifier: 1, clientX: box.x + box.width * 0.8, clientY: box.y + 50 }],
          });
          await slider.dispatchEvent('touchend', {
            changedTouches: [
              { identifier: 1, clientX: box.x + box.width * 0.2, clientY: box.y + 50 },
            ],
          });
          expect(await slider.getAttribute('data-index')).toBe(String((start + 1) % 4));
        }
        await screenshot(page, 'detail-slider');
        await slider.getByRole('button', { name: /^Open full screen/ }).click();
        const viewer = page.getByTestId('image-viewer');
        await viewer.waitFor();
        const zoom = viewer.getByTestId('viewer-zoom');
        expect(await zoom.textContent()).toBe('100%');
        await viewer.getByRole('button', { name: 'Zoom in' }).click();
        await viewer.getByRole('button', { name: 'Zoom in' }).click();
        expect(await zoom.textContent()).toBe('225%');
        // On until the button gives up (a click on a disabled button would wait 90 s).
        const zoomIn = viewer.getByRole('button', { name: 'Zoom in' });
        for (let i = 0; i < 10 && (await zoomIn.isEnabled()); i++) await zoomIn.click();
        expect(await zoom.textContent()).toBe('800%');
        await expect(viewer.getByRole('button', { name: 'Zoom in' }).isDisabled()).resolves.toBe(
          true,
        );
        const before = await viewer.getByTestId('viewer-image').getAttribute('alt');
        await page.keyboard.press('ArrowRight');
        await expect
          .poll(() => viewer.getByTestId('viewer-image').getAttribute('alt'))
          .not.toBe(before);
        expect(await zoom.textContent()).toBe('100%');
        await viewer.getByRole('button', { name: 'Zoom in' }).click();
        await page.waitForTimeout(800);
        await screenshot(page, 'detail-viewer');
        expect(
          await viewer.getByTestId('viewer-thumbnails').getByRole('button').count(),
        ).toBeGreaterThan(1);
      },
    );
  }

  for (const viewport of VIEWPORTS) {
    it(`shows the model in 3D (${viewport})`, { timeout: SLOW }, async () => {
      const id = await aModel();
      const page = await openPage(`/?m=${id}`, { viewport });
      await page.getByTestId('detail-3d-toggle').click({ timeout: 90_000 });
      const viewer = page.locator('model-viewer');
      await viewer.waitFor({ timeout: 120_000 });
      await page.waitForFunction(
        () =>
          (document.querySelector('model-viewer') as unknown as { loaded: boolean } | null)
            ?.loaded === true,
        undefined,
        { timeout: 120_000 },
      );
      // React sets src as the element's property.
      expect(await viewer.evaluate((el) => (el as unknown as { src: string }).src)).toContain(
        '/cadify?f=glb',
      );
      await page.waitForTimeout(1500);
      // The model itself is drawn: a clear share of pixels differ from the light background.
      expect(await nonBackgroundShare(viewer, [245, 245, 245])).toBeGreaterThan(0.05);
      await screenshot(page, 'detail-3d');
    });
  }

  it('shows an AR QR code whose link opens the model in AR', { timeout: SLOW }, async () => {
    const id = await aModel();
    const page = await openPage(`/?m=${id}`);
    await page.getByTestId('detail-related').waitFor({ timeout: 90_000 });
    await page.getByTestId('detail-ar').click({ timeout: 90_000 });
    const qr = page.getByTestId('ar-qr');
    await qr.waitFor();
    await screenshot(page, 'detail-ar');
    const link = await readQr(qr);
    expect(link).toBe(`${baseUrl()}/?m=${id}&ar=1`);
    const phone = await openPage(link!.slice(baseUrl().length), { viewport: 'phone' });
    const viewer = phone.locator('model-viewer');
    await viewer.waitFor({ timeout: 120_000 });
    expect(await viewer.getAttribute('ar-modes')).toBe('webxr scene-viewer quick-look');
    expect(await viewer.getAttribute('ios-src')).toContain('/cadify?f=usdz');
    await phone.waitForFunction(
      () =>
        (document.querySelector('model-viewer') as unknown as { loaded: boolean } | null)
          ?.loaded === true,
      undefined,
      { timeout: 120_000 },
    );
    await screenshot(phone, 'detail-ar-link');
  });

  it('AR dialog on a phone-sized screen', { timeout: SLOW }, async () => {
    const id = await aModel();
    const page = await openPage(`/?m=${id}`, { viewport: 'phone' });
    // Headless Chromium has no AR viewer, so even at phone size the QR dialog shows.
    await page.getByTestId('detail-ar').click({ timeout: 90_000 });
    await page.getByTestId('ar-qr').waitFor();
    await screenshot(page, 'detail-ar');
  });

  it('downloads a generated OBJ and a usdz from the menu', { timeout: SLOW }, async () => {
    const id = await aModel();
    const page = await openPage(`/?m=${id}`);
    const menuButton = page.getByTestId('detail-download');
    await expect.poll(() => menuButton.isEnabled(), { timeout: 90_000 }).toBe(true);
    await menuButton.click();
    await page.getByTestId('download-obj').waitFor();
    await screenshot(page, 'detail-download-menu');
    expect(await page.getByTestId('download-obj').textContent()).toContain('converted from GLB');
    expect(await page.getByTestId('download-glb').textContent()).toMatch(/\d+(\.\d)? KB/);
    expect(await page.getByRole('menuitem').allTextContents()).not.toContain('OBX');

    const obj = await download(page, page.getByTestId('download-obj'));
    objOfZip(obj.bytes);

    await menuButton.click();
    const usdz = await download(page, page.getByTestId('download-usdz'));
    expect(usdz.name).toMatch(/\.usdz$/);
    const [first] = zipEntries(usdz.bytes);
    expect(first![0]).toMatch(/\.usd[ac]$/);
  });

  it('does not expand a deprecated model', { timeout: SLOW }, async () => {
    const hits = await searchIds({
      types: ['cad'],
      filtering: [
        {
          operator: 'and',
          filters: [{ algorithm: 'exact_or', scope: 'owner_ids', values: ['stara-praha'] }],
        },
      ],
    });
    const deprecated = hits.find((h) => h.is_deprecated);
    expect(deprecated).toBeDefined();
    let page = undefined as unknown as Awaited<ReturnType<typeof openPage>>;
    for (const viewport of VIEWPORTS) {
      page = await openPage(`/?m=${deprecated!.id}`, { viewport });
      await page
        .getByRole('dialog')
        .getByText('This is not available anymore.')
        .waitFor({ timeout: 60_000 });
      expect(await page.getByTestId('detail-dialog').count()).toBe(0);
      await screenshot(page, 'detail-deprecated');
    }
    // In the grid the card is disabled (the whole brand is deprecated): a click leaves m unset.
    await page.goto(`/?f=${encodeURIComponent(JSON.stringify({ owner: ['stara-praha'] }))}`, {
      timeout: 120_000,
    });
    const card = page.locator('[data-testid=model-card]').first();
    await card.getByText('This is not available anymore.').waitFor({ timeout: 60_000 });
    await card.locator('.MuiCardActionArea-root').click({ force: true });
    await page.waitForTimeout(500);
    expect(new URL(page.url()).searchParams.get('m')).toBeNull();
    expect(await page.getByTestId('detail-dialog').count()).toBe(0);
  });
});
