/**
 * The phone layout: no filter column; the header's filter button opens the panel as a
 * drawer, whose bottom button closes it showing the result count.
 */
import { describe, expect, it } from 'vitest';
import { entryCount, expectResultText, filterEntry, param, TIMEOUT } from './browse-support';
import { errorsOf, openPage, screenshot } from './harness';

describe('phone filter drawer', { timeout: TIMEOUT }, () => {
  it('filters through the drawer', async () => {
    const page = await openPage('/', { viewport: 'phone' });
    await expectResultText(page, /results found$/);
    expect(await page.getByTestId('filter-panel').count()).toBe(0);
    const columns = await page.getByTestId('model-grid').getAttribute('data-columns');
    expect(columns).toBe('2');
    await screenshot(page, 'browse-phone-grid');

    await page.getByRole('button', { name: /^Filters/ }).click();
    const drawer = page.getByTestId('filter-drawer');
    await drawer.waitFor();
    const seating = filterEntry(drawer, 'Categories', 'Seating');
    const count = await entryCount(seating);
    await seating.click();
    const show = drawer.getByRole('button', { name: `Show ${count} results` });
    await show.waitFor();
    await screenshot(page, 'browse-phone-drawer');
    await show.click();
    await drawer.waitFor({ state: 'detached' });
    await expectResultText(page, `${count} results found for selected filters.`);
    expect(param(page, 'f')).toBe('{"category":["cat_seating"]}');
    // The header's button now shows that filters are set.
    await page.getByRole('button', { name: 'Filters (active)' }).waitFor();
    expect(errorsOf(page)).toEqual([]);
  });
});
