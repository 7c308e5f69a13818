/**
 * Every view is a link: q and f in the URL give the same results, filters and chips in a
 * fresh browser; choosing filters and opening a card push history entries that back and
 * forward walk through.
 */
import { describe, expect, it } from 'vitest';
import {
  expectResultText,
  filterEntry,
  param,
  resultCount,
  searchTotal,
  TIMEOUT,
  poll,
} from './browse-support';
import { errorsOf, openPage, screenshot } from './harness';

const ownerGroup = (owner: string) => ({
  operator: 'or',
  filters: [{ algorithm: 'exact_or', scope: 'owner_ids', values: [owner] }],
});

describe('shareable views', { timeout: TIMEOUT }, () => {
  it('a link with q and f shows the same results, chips and choices', async () => {
    const expected = await searchTotal({
      query_string: 'oak',
      types: ['cad'],
      filtering: [ownerGroup('nordlys')],
    });
    expect(expected).toBeGreaterThan(0);
    const link = `/?q=oak&f=${encodeURIComponent('{"owner":["nordlys"]}')}`;
    for (const viewport of ['desktop', 'phone'] as const) {
      const page = await openPage(link, { viewport });
      await expectResultText(page, `${expected} results found for "oak"`);
      await page.getByTestId('filter-chips').getByRole('button', { name: 'Nordlys' }).waitFor();
      expect(await page.getByRole('combobox', { name: 'Search in models' }).inputValue()).toBe(
        'oak',
      );
      if (viewport === 'desktop') {
        const nordlys = filterEntry(page, 'Brands', 'Nordlys');
        expect(await nordlys.getByRole('checkbox').isChecked()).toBe(true);
      }
      await screenshot(page, 'browse-shared-link');
      expect(errorsOf(page)).toEqual([]);
    }
  });

  it('back and forward walk through filters and the expanded model', async () => {
    const page = await openPage('/');
    await expectResultText(page, /results found$/);
    const all = await resultCount(page);

    // (The counts come from the server itself: the page passes through others while it loads.)
    const inCategory = (id: string) =>
      searchTotal({
        types: ['cad'],
        filtering: [
          {
            operator: 'or',
            filters: [{ algorithm: 'exact_or', scope: 'category_tag_ids', values: [id] }],
          },
        ],
      });
    const tables = await inCategory('cat_tables');
    const desks = await inCategory('cat_desks');
    expect(desks).toBeLessThan(tables);
    await filterEntry(page, 'Categories', 'Tables').click();
    await expectResultText(page, `${tables} results found for selected filters.`);
    await filterEntry(page, 'Categories', 'Desks').click();
    await expectResultText(page, `${desks} results found for selected filters.`);

    // A card click sets m (the detail dialog itself is tested in detail.e2e.ts).
    // (A deprecated model does not open: take the first one that does.)
    const id = await page
      .locator('[data-testid="model-card"]:has(.MuiCardActionArea-root:not(.Mui-disabled))')
      .first()
      .getAttribute('data-id');
    const card = page.locator(`[data-testid="model-card"][data-id="${id}"]`);
    await card.getByRole('button').first().click();
    await poll(() => param(page, 'm')).toBe(id);

    await page.goBack();
    await poll(() => param(page, 'm')).toBeNull();
    await expectResultText(page, `${desks} results found for selected filters.`);
    await page.goBack();
    await expectResultText(page, `${tables} results found for selected filters.`);
    expect(param(page, 'f')).toBe('{"category":["cat_tables"]}');
    await page.goBack();
    await expectResultText(page, `${all} results found`);
    await page.goForward();
    await expectResultText(page, `${tables} results found for selected filters.`);
    await page.goForward();
    await expectResultText(page, `${desks} results found for selected filters.`);
    expect(await page.getByRole('navigation', { name: 'Category path' }).innerText()).toMatch(
      /All\s*\/\s*Tables\s*\/\s*Desks/,
    );
    expect(errorsOf(page)).toEqual([]);
  });

  it('an invalid f is read as no filters (and reported), not a broken page', async () => {
    const page = await openPage('/?f=%7Bbroken');
    const all = await searchTotal({ types: ['cad'] });
    await expectResultText(page, `${all} results found`);
  });
});
