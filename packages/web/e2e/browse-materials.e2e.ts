/** The materials screen: material categories and cards, the same filters as models. */
import { describe, expect, it } from 'vitest';
import {
  entryCount,
  expectResultText,
  filterEntry,
  listCounts,
  searchTotal,
  TIMEOUT,
} from './browse-support';
import { errorsOf, openPage, screenshot } from './harness';

describe('materials screen', { timeout: TIMEOUT }, () => {
  it('lists the materials by material category', async () => {
    const total = await searchTotal({ types: ['material'] });
    expect(total).toBeGreaterThan(0);
    for (const viewport of ['desktop', 'phone'] as const) {
      const page = await openPage('/materials', { viewport });
      await expectResultText(page, `${total} results found`);
      expect(await page.title()).toMatch(/^Materials/);
      await page.getByRole('combobox', { name: 'Search in materials' }).waitFor();
      const card = page.getByTestId('model-card').first();
      await card.waitFor();
      // Materials are not configured: favourite and download only.
      expect(await card.getByRole('button', { name: 'Configure' }).count()).toBe(0);
      await card.getByRole('button', { name: 'Download' }).waitFor();
      await screenshot(page, 'browse-materials');
      expect(errorsOf(page)).toEqual([]);
    }

    const page = await openPage('/materials');
    await expectResultText(page, `${total} results found`);
    const categories = await listCounts(page, 'Categories');
    // Only material categories, none of the furniture ones.
    expect(categories.has('Seating')).toBe(false);
    const [name] = [...categories].find(([, n]) => n > 0)!;
    const entry = filterEntry(page, 'Categories', name);
    const count = await entryCount(entry);
    await entry.click();
    await expectResultText(page, `${count} results found for selected filters.`);
    await screenshot(page, 'browse-materials-category');
  });
});
