/**
 * Icons of category tags (spec 02 s.3: the client category tag's icon; spec 01 s.9: 32 x 32)
 * in the category filter and on the detail's category chip; an SVG icon is fetched as text
 * and inlined (spec 02 s.7) with nothing left that runs or fetches from elsewhere.
 * Screenshots: icons-filter-{desktop,phone}, icons-chip-desktop.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { searchIds } from './detail-helpers';
import { errorsOf, openPage, screenshot } from './harness';

const SLOW = { timeout: 60_000 };

/** Whether every icon image in the list has loaded and is drawn 32 px wide. */
async function iconsDrawn(page: Page, list: string) {
  return page
    .getByRole('list', { name: list, exact: true })
    .evaluate((root) =>
      [...root.querySelectorAll<HTMLImageElement>('img[data-testid="tag-icon"]')].map(
        (img) => img.complete && img.naturalWidth > 0 && img.getBoundingClientRect().width === 32,
      ),
    );
}

const EVIL_SVG = `<svg xmlns="http://www.w3.org/2000/svg" width="24" height="24" onload="window.pwned = 1">
  <script>window.pwned = 2</script>
  <foreignObject width="24" height="24"><iframe src="https://evil.example/frame"></iframe></foreignObject>
  <image href="https://evil.example/image.png" width="24" height="24" />
  <rect width="24" height="24" style="fill: url(https://evil.example/paint.svg#p)" />
  <circle cx="12" cy="12" r="4" fill="url(https://evil.example/paint.svg#q)" />
  <a href="javascript:window.pwned = 3"><path d="M2 2h20v20H2z" fill="currentColor" /></a>
  <path data-testid="kept" d="M4 20L12 4l8 16z" fill="currentColor" />
</svg>`;

describe('category icons', { timeout: 300_000 }, () => {
  it('shows each category its icon in the filter', async () => {
    for (const viewport of ['desktop', 'phone'] as const) {
      const page = await openPage('/', { viewport });
      if (viewport === 'phone') await page.getByRole('button', { name: 'Filter' }).click();
      const list = page.getByRole('list', { name: 'Categories', exact: true });
      await list.locator('img[data-testid="tag-icon"]').first().waitFor(SLOW);
      await expect.poll(() => iconsDrawn(page, 'Categories')).not.toContain(false);
      expect((await iconsDrawn(page, 'Categories')).length).toBeGreaterThan(2);
      await screenshot(page, 'icons-filter');
      expect(errorsOf(page)).toEqual([]);
    }
  });

  it("shows the category's icon on the detail's chip", async () => {
    const [hit] = await searchIds({ query_string: 'chair', types: ['cad'] });
    const page = await openPage(`/?m=${hit!.id}`);
    const chips = page.getByTestId('detail-chips');
    const icon = chips.locator('img[data-testid="tag-icon"]').first();
    await icon.waitFor(SLOW);
    await expect
      .poll(() => icon.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0))
      .toBe(true);
    await screenshot(page, 'icons-chip');
  });

  it('inlines an SVG icon with nothing that runs or fetches from elsewhere', async () => {
    const outside: string[] = [];
    const page = await openPage('/', {
      beforeLoad: async (p) => {
        p.on('request', (request) => {
          if (request.url().includes('evil.example')) outside.push(request.url());
        });
        // The first category's icon becomes an SVG file of the catalogue's file service.
        await p.route('**/api/catalog/v1/tags/search', async (route) => {
          const answer = await route.fetch();
          const body = (await answer.json()) as { tags?: Array<{ images?: unknown[] }> };
          const first = body.tags?.[0];
          if (first) first.images = [{ category: 'icon', dataport: 'evil_icon', format: 'svg' }];
          await route.fulfill({ response: answer, json: body });
        });
        await p.route('**/v1/evil_icon', (route) =>
          route.fulfill({ contentType: 'image/svg+xml', body: EVIL_SVG }),
        );
      },
    });
    const icon = page
      .getByRole('list', { name: 'Categories', exact: true })
      .locator('[data-testid="tag-icon"]:has(svg)');
    await icon.locator('[data-testid="kept"]').waitFor(SLOW);
    const markup = await icon.innerHTML();
    expect(markup).not.toMatch(
      /<script|onload|foreignObject|<iframe|<image|evil\.example|javascript:/i,
    );
    expect(await icon.locator('svg').getAttribute('viewBox')).toBe('0 0 24 24');
    const box = await icon.boundingBox();
    expect([box?.width, box?.height]).toEqual([32, 32]);
    expect(await page.evaluate(() => (window as { pwned?: number }).pwned)).toBeUndefined();
    expect(outside).toEqual([]);
  });
});
