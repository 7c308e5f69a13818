/**
 * The brand list (/brands): recently used brands, all brands, a search split into
 * high-quality brands and 'Might also be relevant', Enter with one result, the empty state.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { errorsOf, openPage, screenshot } from './harness';

/** Polls wait this long: the e2e server shares two cores with everything else. */
const SLOW = { timeout: 15_000 };

const VIEWPORTS = ['desktop', 'phone'] as const;

/** The recentOwners entry as the app stores it (versioned local storage). */
const recent = (...ids: string[]) => ({
  recentOwners: JSON.stringify({ version: '1', data: ids }),
});

/** Brand names of the cards under a section heading, in order. */
async function namesIn(page: Page, heading: string): Promise<string[]> {
  const section = page.getByRole('region', { name: heading, exact: true });
  await section.locator('[data-brand-id]').first().waitFor();
  return section.locator('[data-brand-id] h3').allInnerTexts();
}

async function searchFor(page: Page, text: string) {
  const box = page.getByRole('combobox', { name: 'Search in brands' });
  await box.fill(text);
  return box;
}

// Each test loads several pages, some at two widths, on a shared two-core machine.
describe('brand list', { timeout: 180_000 }, () => {
  it('shows recently used brands first, most recent first, then all brands', async () => {
    for (const viewport of VIEWPORTS) {
      const page = await openPage('/brands', { viewport, storage: recent('textura', 'nordlys') });
      expect(await namesIn(page, 'Recently used')).toEqual(['Textura', 'Nordlys']);
      const all = await namesIn(page, 'All brands');
      expect(all).toHaveLength(8);
      expect(all).toEqual(expect.arrayContaining(['Nordlys', 'Hygge Home', 'Wisła Meble']));
      expect(await page.title()).toBe('Brands | Vitrine');
      await expect.poll(() => page.getByText('Showing 8 of 8').isVisible(), SLOW).toBe(true);
      await screenshot(page, 'brands-list', true);

      // Opening a brand puts it first in 'Recently used'.
      await page.locator('[data-brand-id="casavento"]').first().click();
      await page.waitForURL('**/brands/casavento');
      await page.goBack();
      await expect
        .poll(() => namesIn(page, 'Recently used'), SLOW)
        .toEqual(['Casa Vento', 'Textura', 'Nordlys']);
      expect(errorsOf(page)).toEqual([]);
    }
  });

  it('puts high-quality brands first and the rest under "Might also be relevant"', async () => {
    for (const viewport of VIEWPORTS) {
      const page = await openPage('/brands?q=design', { viewport, storage: recent('nordlys') });
      // The demo brands whose texts say "design" (each brand's texts fit what it makes).
      expect((await namesIn(page, 'Brands')).sort()).toEqual([
        'Casa Vento',
        'Holzwerk Lindner',
        'Nordlys',
        'Studio Brno',
      ]);
      expect((await namesIn(page, 'Might also be relevant')).sort()).toEqual([
        'Hygge Home',
        'Wisła Meble',
      ]);
      // No 'Recently used' while searching.
      expect(await page.getByRole('heading', { name: 'Recently used' }).count()).toBe(0);
      await screenshot(page, 'brands-search', true);
    }
  });

  it('opens the only result on Enter: the brand page', async () => {
    for (const viewport of VIEWPORTS) {
      const page = await openPage('/brands', { viewport });
      const box = await searchFor(page, 'textura');
      await page.waitForURL('**/brands?q=textura');
      await page.locator('[data-brand-id="textura"]').waitFor();
      await box.press('Enter');
      await page.waitForURL('**/brands/textura');
      await page.getByRole('heading', { name: 'Textura', level: 1 }).waitFor();
      await screenshot(page, 'brands-enter-one');
    }
  });

  it("opens a brand's external catalogue in a new tab on Enter and from its card", async () => {
    const page = await openPage('/brands');
    // The example domain does not exist: answer for it, so the new tab keeps its address.
    await page
      .context()
      .route('https://catalogue.hygge-home.example/**', (route) =>
        route.fulfill({ contentType: 'text/html', body: '<h1>Hygge Home catalogue</h1>' }),
      );
    const box = await searchFor(page, 'hygge');
    await page.locator('[data-brand-id="hygge-home"]').waitFor();
    const [popup] = await Promise.all([page.waitForEvent('popup'), box.press('Enter')]);
    expect(popup.url()).toMatch(/^https:\/\/catalogue\.hygge-home\.example\/?$/);
    expect(new URL(page.url()).pathname).toBe('/brands');

    const card = page.locator('a[data-brand-id="hygge-home"]').last();
    expect(await card.getAttribute('target')).toBe('_blank');
    expect(await card.getAttribute('href')).toBe('https://catalogue.hygge-home.example');
    expect(await card.getAttribute('rel')).toContain('noopener');
  });

  it("says 'No result found' when nothing matches", async () => {
    for (const viewport of VIEWPORTS) {
      const page = await openPage('/brands?q=qqxxzzwwq', { viewport });
      await page.getByRole('heading', { name: 'No result found' }).waitFor();
      expect(await page.locator('[data-brand-id]').count()).toBe(0);
      await screenshot(page, 'brands-empty');
    }
  });
});
