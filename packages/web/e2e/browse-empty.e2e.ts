/**
 * Nothing found, and the notes of a boosted search: 'Might also be relevant' after the hits
 * in the category the query names, 'No categorized data found.' when none are in it.
 */
import { describe, expect, it } from 'vitest';
import { expectResultText, searchHits, searchTotal, TIMEOUT } from './browse-support';
import { openPage, screenshot } from './harness';

describe('empty and boosted results', { timeout: TIMEOUT }, () => {
  it('says nothing was found, and what to try', async () => {
    for (const viewport of ['desktop', 'phone'] as const) {
      const page = await openPage('/?q=qxzvbnw', { viewport });
      await expectResultText(page, '0 results found for "qxzvbnw"');
      const empty = page.getByTestId('empty-state');
      await empty.getByRole('heading', { name: 'No result found' }).waitFor();
      await empty.getByText("We couldn't find what you searched for.").waitFor();
      await empty.getByText('Try again with different filters or search terms!').waitFor();
      expect(await page.getByTestId('model-card').count()).toBe(0);
      await screenshot(page, 'browse-empty');
    }
  });

  it("filters that match nothing can be cleared with 'Clear filter'", async () => {
    const page = await openPage(`/?f=${encodeURIComponent('{"prop_width":["5000.."]}')}`);
    await expectResultText(page, '0 results found for selected filters.');
    await page.getByTestId('empty-state').waitFor();
    await page.getByRole('button', { name: 'Clear filter' }).click();
    await expectResultText(page, `${await searchTotal({ types: ['cad'] })} results found`);
  });

  it("separates the named category's hits from the rest", async () => {
    const page = await openPage('/?q=lighting');
    const note = page.getByRole('separator').filter({ hasText: 'Might also be relevant' });
    await note.scrollIntoViewIfNeeded();
    await note.waitFor();
    // Everything above the note is in Lighting: as many cards as the category has available
    // hits (deprecated ones come after every available item in any listing, so below the note).
    const lighting = {
      query_string: 'lighting',
      types: ['cad'],
      filtering: [
        {
          operator: 'or',
          filters: [{ algorithm: 'exact_or', scope: 'category_tag_ids', values: ['cat_lighting'] }],
        },
      ],
    };
    const inLighting = (await searchHits({ ...lighting, size: 500 })).filter(
      (hit) => hit.state !== 'deprecated',
    ).length;
    const above = await page
      .getByTestId('model-card')
      .evaluateAll(
        (cards, noteTop) => cards.filter((c) => c.getBoundingClientRect().top < noteTop).length,
        await note.evaluate((n) => n.getBoundingClientRect().top),
      );
    expect(inLighting).toBeGreaterThan(0);
    expect(above).toBe(inLighting);
    await screenshot(page, 'browse-boosted');
  });

  it("says 'No categorized data found.' when the named category has no hits", async () => {
    const page = await openPage(
      `/?q=lighting&f=${encodeURIComponent('{"category":["cat_storage"]}')}`,
    );
    await expectResultText(page, /^\d+ results found for "lighting"$/);
    await page.getByText('No categorized data found.').waitFor();
    await page.getByRole('separator').filter({ hasText: 'Might also be relevant' }).waitFor();
    await screenshot(page, 'browse-no-categorized');
  });
});
