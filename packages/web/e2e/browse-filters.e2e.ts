/**
 * The models screen's filter panel: a category and property values narrow the results to
 * exactly the counts shown beside them, counts within a property stay disjunctive, chips
 * remove filters and 'Clear filter' keeps the category.
 */
import { describe, expect, it } from 'vitest';
import {
  entryCount,
  expectResultText,
  filterEntry,
  listCounts,
  param,
  resultCount,
  resultText,
  searchTotal,
  TIMEOUT,
  poll,
} from './browse-support';
import { errorsOf, openPage, screenshot } from './harness';

describe('models screen filters', { timeout: TIMEOUT }, () => {
  it('a category, then property values, narrow the results to the counts shown', async () => {
    const page = await openPage('/');
    await expectResultText(page, /^[\d,]+ results found$/);
    const all = await resultCount(page);
    expect(all).toBe(await searchTotal({ types: ['cad'] }));
    await page.getByRole('navigation', { name: 'Category path' }).getByText('All').waitFor();

    // Category: the count beside 'Seating' becomes the result count.
    const seating = filterEntry(page, 'Categories', 'Seating');
    const seatingCount = await entryCount(seating);
    expect(seatingCount).toBeGreaterThan(0);
    expect(seatingCount).toBeLessThan(all);
    await seating.click();
    await expectResultText(page, `${seatingCount} results found for selected filters.`);
    expect(param(page, 'f')).toBe('{"category":["cat_seating"]}');
    const crumbs = page.getByRole('navigation', { name: 'Category path' });
    expect(await crumbs.innerText()).toMatch(/All\s*\/\s*Seating/);
    // Its subcategories open below it, each with a count; together they make up Seating.
    const categories = await listCounts(page, 'Categories');
    expect(categories.get('Chairs')).toBeGreaterThan(0);
    const children = ['Chairs', 'Armchairs', 'Sofas', 'Stools', 'Benches'].map(
      (name) => categories.get(name) ?? 0,
    );
    expect(children.reduce((a, b) => a + b, 0)).toBe(seatingCount);

    // A property value: its count becomes the result count.
    const materials = await listCounts(page, 'Material');
    const [first, second] = [...materials].filter(([, n]) => n > 0);
    expect(first && second).toBeTruthy();
    await filterEntry(page, 'Material', first![0]).click();
    await expectResultText(page, `${first![1]} results found for selected filters.`);
    await screenshot(page, 'browse-filters');

    // Disjunctive: the other materials keep their counts beside the chosen one...
    const after = await listCounts(page, 'Material');
    expect(after.get(second![0])).toBe(second![1]);
    // ...and choosing a second one adds its results (a model has one material).
    await filterEntry(page, 'Material', second![0]).click();
    await expectResultText(page, `${first![1] + second![1]} results found for selected filters.`);
    const f = JSON.parse(param(page, 'f')!) as Record<string, string[]>;
    expect(f.category).toEqual(['cat_seating']);
    expect(f.prop_material).toHaveLength(2);
    // Other facets count under the material filter: the brands now add up to the results.
    const brands = await listCounts(page, 'Brands');
    expect([...brands.values()].reduce((a, b) => a + b, 0)).toBe(first![1] + second![1]);

    // A chip removes one value; 'Clear filter' removes the rest but keeps the category.
    const chips = page.getByTestId('filter-chips');
    await chips.getByRole('button', { name: first![0] }).locator('.MuiChip-deleteIcon').click();
    await expectResultText(page, `${second![1]} results found for selected filters.`);
    await chips.getByRole('button', { name: 'Clear filter' }).click();
    await expectResultText(page, `${seatingCount} results found for selected filters.`);
    expect(param(page, 'f')).toBe('{"category":["cat_seating"]}');

    // 'All' in the breadcrumbs leaves the category.
    await crumbs.getByRole('button', { name: 'All' }).click();
    await expectResultText(page, `${all} results found`);
    expect(param(page, 'f')).toBeNull();
    expect(errorsOf(page)).toEqual([]);
  });

  it('a width range keeps the models within it', async () => {
    const page = await openPage('/?f={"category":["cat_tables"]}');
    const tables = await resultCount(page);
    const from = page.getByLabel('Width From');
    await from.fill('100');
    await from.press('Enter');
    const expected = await searchTotal({
      types: ['cad'],
      filtering: [
        {
          operator: 'or',
          filters: [{ algorithm: 'exact_or', scope: 'category_tag_ids', values: ['cat_tables'] }],
        },
        {
          operator: 'or',
          filters: [
            {
              algorithm: 'range',
              scope: 'property_values',
              property_tag_id: 'prop_width',
              values: [100, null],
            },
          ],
        },
      ],
    });
    expect(expected).toBeGreaterThan(0);
    expect(expected).toBeLessThan(tables);
    await expectResultText(page, `${expected} results found for selected filters.`);
    expect(JSON.parse(param(page, 'f')!)).toEqual({
      category: ['cat_tables'],
      prop_width: ['100..'],
    });
    await page.getByTestId('filter-chips').getByText('Width: from 100 cm').waitFor();
    await screenshot(page, 'browse-range');
    await page.getByTestId('filter-chips').getByRole('button', { name: 'Clear filter' }).click();
    await expectResultText(page, `${tables} results found for selected filters.`);
    expect(await from.inputValue()).toBe('');
  });

  it("keeps what is typed in 'to' while 'from', left just before, applies on a slow device", async () => {
    const page = await openPage('/?f={"category":["cat_tables"]}');
    await resultCount(page);
    // A slow phone: the results for the new filter render long after the URL has changed.
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 6 });
    const from = page.getByLabel('Width From');
    const to = page.getByLabel('Width To');
    await from.fill('100');
    await from.press('Tab');
    await to.fill('180');
    await poll(() => param(page, 'f')).toContain('"prop_width":["100.."]');
    await page.getByTestId('filter-chips').getByText('Width: from 100 cm').waitFor();
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
    expect(await to.inputValue()).toBe('180');
    await to.press('Enter');
    await poll(() => param(page, 'f')).toContain('"prop_width":["100..180"]');
    expect(await from.inputValue()).toBe('100');
  });

  it('collections and families appear once exactly one brand is chosen', async () => {
    const page = await openPage('/');
    await resultText(page).waitFor();
    expect(await page.getByRole('list', { name: 'Collections', exact: true }).count()).toBe(0);
    const brand = filterEntry(page, 'Brands', 'Nordlys');
    const nordlys = await entryCount(brand);
    await brand.click();
    await expectResultText(page, `${nordlys} results found for selected filters.`);
    const families = await listCounts(page, 'Product families');
    expect(families.size).toBeGreaterThan(0);
    const [family, count] = [...families].find(([, n]) => n > 0)!;
    await filterEntry(page, 'Product families', family).click();
    await expectResultText(page, `${count} results found for selected filters.`);
    await screenshot(page, 'browse-brand-families');

    // Without a brand they hide again, and the family filter goes with them.
    await filterEntry(page, 'Brands', 'Nordlys').click();
    await poll(() => param(page, 'f')).toBeNull();
    await expectResultText(page, /^[\d,]+ results found$/);
    expect(await page.getByRole('list', { name: 'Product families', exact: true }).count()).toBe(0);
  });
});
