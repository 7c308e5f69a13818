/**
 * The infinite grid: 64 results a page, the next page loading as the footer nears the
 * viewport, 'Showing N of M' and the progress bar following, cards rendered all the way
 * down (the grid is virtualised: only rows near the viewport exist), and 'Show more'.
 */
import { describe, expect, it } from 'vitest';
import { resultCount, showing, TIMEOUT, poll } from './browse-support';
import { errorsOf, openPage, screenshot } from './harness';

describe('infinite grid', { timeout: TIMEOUT }, () => {
  for (const viewport of ['desktop', 'phone'] as const) {
    it(`scrolling past 200 models loads page after page (${viewport})`, async () => {
      const page = await openPage('/', { viewport });
      await page.getByTestId('grid-footer').waitFor();
      const total = await resultCount(page);
      expect(total).toBeGreaterThan(250);
      expect(await showing(page)).toEqual({ shown: 64, total });
      const columns = Number(await page.getByTestId('model-grid').getAttribute('data-columns'));
      expect(columns).toBeGreaterThanOrEqual(viewport === 'phone' ? 2 : 4);

      // Pages of 64 arrive as the footer nears the viewport (several at once when it stays
      // near): keep scrolling until more than 200 are loaded.
      let shown = 64;
      while (shown <= 200) {
        // (Touch contexts ignore the mouse wheel: scroll the window itself.) Scroll again on
        // every try, as a reader keeps scrolling: the page grows as the rows of the page that
        // just arrived render, and a scroll made before that stops short of the footer.
        await poll(async () => {
          await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
          return (await showing(page)).shown;
        }).toBeGreaterThan(shown);
        shown = (await showing(page)).shown;
        expect(shown % 64 === 0 || shown === total).toBe(true);
      }
      const progress = page.getByTestId('grid-footer').getByRole('progressbar');
      // Pages may still arrive: read the bar and the count together.
      await poll(async () => {
        const { shown: loaded } = await showing(page);
        const value = Number(await progress.getAttribute('aria-valuenow'));
        return Math.abs(value - (100 * loaded) / total);
      }).toBeLessThan(1);

      // Cards near the bottom are rendered with their titles and brands, not placeholders.
      await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
      const cards = page.getByTestId('model-card');
      await poll(() => cards.count()).toBeGreaterThan(columns);
      // Virtualised: far fewer cards in the page than loaded.
      expect(await cards.count()).toBeLessThan(200);
      // (The last card is re-read on every try: rows are recycled while pages still arrive.)
      await poll(async () => {
        const heading = cards.last().getByRole('heading');
        return (await heading.innerText({ timeout: 2_000 })).trim();
      }).not.toBe('');
      await screenshot(page, 'browse-scrolled');
      expect(errorsOf(page)).toEqual([]);
    });
  }

  it("'Show more' loads the next page", async () => {
    const page = await openPage('/');
    await page.getByTestId('grid-footer').waitFor();
    const total = await resultCount(page);
    const more = page.getByRole('button', { name: 'Show more' });
    expect(await showing(page)).toEqual({ shown: 64, total });
    // (Bringing the button into view also starts the automatic load; either way one more
    // page arrives.)
    await more.click();
    await poll(async () => (await showing(page)).shown).toBeGreaterThanOrEqual(128);
  });
});
