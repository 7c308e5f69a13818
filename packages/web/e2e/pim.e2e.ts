/**
 * Product information in the detail dialog against the real server and demo catalogue: a
 * model with egr_pim article data shows its categories as accordions; the datasheet's
 * download is a real PDF; the contact has its links; German visitors read German documents;
 * a failing service is reported as 'Failed to fetch PIM data'. Screenshots of the open
 * accordion at 1280x800 and 390x844 go to screens/ at the repository root.
 */
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { baseUrl, errorsOf, openPage } from './harness';
import { root } from './harness/server';
import { download, searchIds } from './detail-helpers';

const SLOW = 240_000;
const SCREENS = path.join(root, 'screens');

/** A published demo model whose references carry egr_pim article data. */
async function modelWithArticle(): Promise<string> {
  const hits = await searchIds({
    types: ['cad'],
    filtering: [
      {
        operator: 'and',
        filters: [{ algorithm: 'exact_or', scope: 'owner_ids', values: ['holzwerk'] }],
      },
    ],
  });
  const ids = hits.filter((h) => !h.is_deprecated).map((h) => h.id);
  const answer = await fetch(`${baseUrl()}/api/catalog/v1/models/fetch`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ ids, fetch: { references: true } }),
  });
  const { models } = (await answer.json()) as {
    models: Array<{ id: string; references?: Array<{ category: string }> }>;
  };
  const found = models.find((m) => m.references?.some((r) => r.category === 'egr_pim'));
  if (!found) throw new Error('no holzwerk model with egr_pim article data');
  return found.id;
}

async function openAccordion(page: Page, category: string) {
  const accordion = page.getByTestId(`pim-${category}`);
  await accordion.waitFor({ timeout: 90_000 });
  await accordion.locator('.MuiAccordionSummary-root').click();
  await accordion.locator('.MuiCollapse-entered').waitFor();
  return accordion;
}

describe('product information in the detail dialog', () => {
  it(
    'shows the datasheets, downloads a real PDF, and names the contact',
    { timeout: SLOW },
    async () => {
      const id = await modelWithArticle();
      const page = await openPage(`/?m=${id}`);
      const sheets = await openAccordion(page, 'datasheets');
      await expect(sheets.locator('.MuiAccordionSummary-root').innerText()).resolves.toMatch(
        /^Datasheets \(1\)$/,
      );
      await expect(sheets.innerText()).resolves.toMatch(
        /Datasheet – .+ Collection\s+\d+(\.\d)? KB/,
      );
      // The thumbnail is a real image from the file service.
      await expect
        .poll(() =>
          sheets
            .locator('img')
            .first()
            .evaluate((img: HTMLImageElement) => img.naturalWidth),
        )
        .toBeGreaterThan(0);
      const file = await download(page, sheets.getByTestId('pim-download'));
      expect(file.name).toMatch(/\.pdf$/);
      expect(new TextDecoder().decode(file.bytes.slice(0, 5))).toBe('%PDF-');
      expect(file.bytes.length).toBeGreaterThan(10_000);
      await mkdir(SCREENS, { recursive: true });
      await writeFile(path.join(SCREENS, 'pim-datasheet.pdf'), file.bytes);

      for (const category of ['assembly_instructions', 'images', 'care_instructions']) {
        await page.getByTestId(`pim-${category}`).waitFor();
      }
      const contacts = await openAccordion(page, 'contacts');
      const contact = contacts.getByTestId('pim-contact');
      await expect(contact.innerText()).resolves.toContain('Jonas Becker');
      await expect(
        contact.getByRole('link', { name: /^Write an e-mail to / }).getAttribute('href'),
      ).resolves.toBe('mailto:jonas.sales@holzwerk.example');
      await expect(contact.locator('a[href^="tel:+4989"]').count()).resolves.toBe(1);
      await expect(
        contact.locator('a[href="https://www.holzwerk.example/contact"]').count(),
      ).resolves.toBe(1);
      // A visitor reads with the public token, kept with its expiry (spec 02 s.3).
      const stored = await page.evaluate(() => localStorage.getItem('publicAccessToken'));
      const token = JSON.parse(stored!) as { access_token: string; expiry: number };
      expect(token.expiry - Date.now()).toBeGreaterThan(0.75 * 3600_000);
      expect(token.expiry - Date.now()).toBeLessThanOrEqual(0.8 * 3600_000);
      expect(errorsOf(page)).toEqual([]);

      // Screenshots with the datasheets and the contact open, then the photos and care texts.
      for (const [name, size] of [
        ['desktop-1280x800', { width: 1280, height: 800 }],
        ['phone-390x844', { width: 390, height: 844 }],
      ] as const) {
        await page.setViewportSize(size);
        await sheets.scrollIntoViewIfNeeded();
        await page.waitForTimeout(800);
        await page.screenshot({ path: path.join(SCREENS, `pim-accordion-${name}.png`) });
        await contacts.scrollIntoViewIfNeeded();
        await page.waitForTimeout(500);
        await page.screenshot({ path: path.join(SCREENS, `pim-contact-${name}.png`) });
      }
      const photos = await openAccordion(page, 'images');
      // Every photo's thumbnail is a real image (the product's renders, scaled by imagine).
      const count = await photos.locator('img').count();
      expect(count).toBeGreaterThanOrEqual(3); // a product has 3 or 4 colourways
      await expect
        .poll(() =>
          photos
            .locator('img')
            .evaluateAll((all) => all.map((i) => (i as HTMLImageElement).naturalWidth > 0)),
        )
        .toEqual(Array.from({ length: count }, () => true));
      await openAccordion(page, 'care_instructions');
      for (const [name, size] of [
        ['phone-390x844', { width: 390, height: 844 }],
        ['desktop-1280x800', { width: 1280, height: 800 }],
      ] as const) {
        await page.setViewportSize(size);
        await photos.scrollIntoViewIfNeeded();
        await page.waitForTimeout(500);
        await page.screenshot({ path: path.join(SCREENS, `pim-photos-care-${name}.png`) });
      }
    },
  );

  it('answers German visitors in German', { timeout: SLOW }, async () => {
    const id = await modelWithArticle();
    const page = await openPage(`/?m=${id}`, { locale: 'de-DE' });
    const sheets = await openAccordion(page, 'datasheets');
    await expect(sheets.locator('.MuiAccordionSummary-root').innerText()).resolves.toBe(
      'Datenblätter (1)',
    );
    await expect(sheets.innerText()).resolves.toMatch(/Datenblatt – Kollektion /);
    const care = await openAccordion(page, 'care_instructions');
    await expect(care.innerText()).resolves.toMatch(/Pflegehinweise – /);
  });

  it("reports 'Failed to fetch PIM data' when the service fails", { timeout: SLOW }, async () => {
    const id = await modelWithArticle();
    const messages: string[] = [];
    const page = await openPage(`/?m=${id}`, {
      beforeLoad: async (p) => {
        p.on('console', (m) => messages.push(m.text()));
        await p.route('**/api/pim/**', (route) =>
          route.fulfill({ status: 503, contentType: 'application/json', body: '{}' }),
        );
      },
    });
    const failed = page.getByTestId('pim-failed');
    await failed.waitFor({ timeout: 90_000 });
    await expect(failed.innerText()).resolves.toBe('Product information could not be loaded.');
    expect(messages.some((m) => m.includes('Failed to fetch PIM data'))).toBe(true);
    // The rest of the dialog works on.
    await page.getByTestId('detail-specification').waitFor();
  });
});
