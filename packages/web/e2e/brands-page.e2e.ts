/**
 * A brand's page: tabs shown by content, the overview (banner, location, links, carousels
 * with 'See more'), the collections grid leading to filtered models, the phone's
 * accordions, and a deprecated brand.
 */
import type { Page, Route } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { errorsOf, openPage, screenshot } from './harness';

/** Polls wait this long: the e2e server shares two cores with everything else. */
const SLOW = { timeout: 15_000 };

const tabNames = (page: Page) =>
  page.getByRole('tablist', { name: 'Brand sections' }).getByRole('tab').allInnerTexts();

// Each test loads several pages, some at two widths, on a shared two-core machine.
describe('brand page', { timeout: 180_000 }, () => {
  it('offers only the tabs the brand has content for', async () => {
    const nordlys = await openPage('/brands/nordlys');
    await nordlys.getByRole('heading', { name: 'Nordlys', level: 1 }).waitFor();
    await expect
      .poll(() => tabNames(nordlys), SLOW)
      .toEqual(['Overview', 'Catalog', 'Collections', 'Families', 'Models']);

    // A materials brand has materials and no models.
    const textura = await openPage('/brands/textura');
    await expect.poll(() => tabNames(textura), SLOW).toContain('Materials');
    expect(await tabNames(textura)).not.toContain('Models');
  });

  it('shows the overview: banner, logo, name, location, description, links, slogan', async () => {
    for (const viewport of ['desktop', 'phone'] as const) {
      const page = await openPage('/brands/nordlys', { viewport });
      await page.getByRole('heading', { name: 'Nordlys', level: 1 }).waitFor();
      expect(await page.title()).toBe('Brand // Nordlys | Vitrine');
      expect(await page.getByTestId('brand-location').innerText()).toBe('Copenhagen, Denmark');
      const banner = page.getByTestId('brand-banner');
      expect((await banner.boundingBox())!.height).toBe(viewport === 'phone' ? 300 : 500);
      expect(await page.getByTestId('banner-dot').count()).toBe(2);
      await expect
        .poll(() => page.getByText('Nordlys was founded in Copenhagen in 1952.').isVisible(), SLOW)
        .toBe(true);
      // A furniture maker's slogan speaks of furniture (one of its focus's two).
      expect(['Design for everyday living', 'Furniture with character']).toContain(
        await page.getByTestId('brand-slogan').innerText(),
      );
      // Links without a scheme get https://; e-mail becomes mailto:.
      const website = page.locator('a[data-social="website"]').first();
      expect(await website.getAttribute('href')).toMatch(/^https:\/\/www\.nordlys\.example$/);
      expect(await page.locator('a[data-social="email"]').first().getAttribute('href')).toBe(
        'mailto:info@nordlys.example',
      );
      await screenshot(page, 'brand-overview', true);
      expect(errorsOf(page)).toEqual([]);
    }
  });

  it("shows the banner before the app's scripts have come, where the app's banner goes", async () => {
    for (const viewport of ['desktop', 'phone'] as const) {
      // The app's scripts, and the brand's answer too, are held back until the banner
      // index.html paints has been seen: the page itself names the banner (server web/).
      let release = () => {};
      const released = new Promise<void>((resolve) => (release = resolve));
      const held: string[] = [];
      const hold = async (route: Route) => {
        held.push(route.request().url());
        await released;
        await route.continue();
      };
      const page = await openPage('/brands/nordlys', {
        viewport,
        waitForApp: false,
        beforeLoad: async (p) => {
          await p.route('**/assets/*.js', hold);
          await p.route('**/owners/fetch', hold);
        },
      });
      const early = page.locator('img.boot-banner');
      await expect
        .poll(
          () => early.evaluate((img: HTMLImageElement) => img.naturalWidth).catch(() => 0),
          SLOW,
        )
        .toBeGreaterThan(0);
      // The app has not started: its first render replaces the boot header.
      expect(await page.locator('#root > .boot').count(), held.join(' ')).toBe(1);
      expect(held.length).toBeGreaterThan(0);
      const box = (await early.boundingBox())!;
      expect([box.y, box.height]).toEqual(viewport === 'phone' ? [45, 300] : [53, 500]);
      await screenshot(page, 'brand-boot-banner');

      release();
      const banner = page.getByTestId('brand-banner');
      await banner.locator('img').first().waitFor();
      // The app's banner takes its place exactly, and the early one goes.
      expect(await banner.boundingBox()).toEqual(box);
      await expect.poll(() => early.count(), SLOW).toBe(0);
      expect(errorsOf(page)).toEqual([]);
    }
    // A deprecated brand's page starts with its notice (the app's), not a banner.
    let brandCame: Promise<unknown> = Promise.resolve();
    const deprecated = await openPage('/brands/stara-praha', {
      waitForApp: false,
      beforeLoad: async (p) => {
        brandCame = p.waitForResponse(/\/owners\/fetch/);
        await p.route('**/assets/*.js', () => undefined);
      },
    });
    await brandCame;
    await deprecated.waitForTimeout(500);
    expect(await deprecated.locator('img.boot-banner').count()).toBe(0);
  });

  it('switches banners by itself every 3 seconds', async () => {
    const page = await openPage('/brands/nordlys');
    const current = () =>
      page.locator('[data-testid="banner-dot"][aria-current="true"]').getAttribute('aria-label');
    expect(await current()).toBe('Show banner 1 of 2');
    await expect.poll(current, { timeout: 6000 }).toBe('Show banner 2 of 2');
  });

  it("shows carousels whose 'See more' leads to the tab", async () => {
    const page = await openPage('/brands/nordlys');
    const families = page.locator('[data-section="families"]');
    await families.getByRole('heading', { name: 'Families' }).waitFor();
    // 5 slides per view at this width; 16 of the brand's families load.
    expect(await families.locator('[data-slides]').getAttribute('data-slides')).toBe('5');
    expect(await families.locator('[data-tile="family"]').count()).toBe(16);
    // Three collections fit in one view: no 'See more'.
    const collections = page.locator('[data-section="collections"]');
    await collections.locator('[data-tile="collection"]').first().waitFor();
    expect(await collections.getByTestId('see-more').count()).toBe(0);

    await page.locator('[data-section="models"]').getByTestId('see-more').click();
    await page.waitForURL('**/brands/nordlys/models');
    await expect.poll(() => page.title(), SLOW).toBe('Brand // Nordlys // Models | Vitrine');
    await page.locator('[data-testid="model-card"]').first().waitFor();
    await screenshot(page, 'brand-models-tab');

    await page.goto('/brands/nordlys');
    await page.locator('[data-section="catalog"]').getByTestId('see-more').click();
    await page.waitForURL('**/brands/nordlys/catalog');
    await page.getByTestId('catalog-tree').waitFor();
  });

  it("lists collections; a collection opens the brand's models filtered by it", async () => {
    for (const viewport of ['desktop', 'phone'] as const) {
      const page = await openPage('/brands/nordlys/collections', { viewport });
      const tiles = page.locator('[data-tile="collection"]');
      await tiles.first().waitFor();
      // As many tiles as the brand has collections holding models (the catalogue says).
      const expected = await page.evaluate(async () => {
        const answer = await fetch('/api/catalog/v1/collections/search', {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({
            size: 0,
            types: ['collection'],
            filtering: [
              {
                operator: 'and',
                filters: [{ algorithm: 'exact_or', scope: 'owner_ids', values: ['nordlys'] }],
              },
              {
                operator: 'or',
                filters: [
                  { algorithm: 'range', scope: 'models_count_cad', values: [1, null] },
                  { algorithm: 'range', scope: 'models_count_material', values: [1, null] },
                ],
              },
            ],
          }),
        });
        return ((await answer.json()) as { total: number }).total;
      });
      expect(expected).toBeGreaterThan(1);
      expect(await tiles.count()).toBe(expected);
      expect(await tiles.first().innerText()).toMatch(/Collection\n+\d+ models/);
      await screenshot(page, 'brand-collections');
      const id = await tiles.first().getAttribute('data-id');
      await tiles.first().click();
      await page.waitForURL('**/brands/nordlys/models?**');
      const f = new URL(page.url()).searchParams.get('f');
      expect(JSON.parse(f!)).toEqual({ collection: [id] });
    }
  });

  it('folds the overview into accordions on a phone', async () => {
    const page = await openPage('/brands/nordlys', { viewport: 'phone' });
    const catalog = page.locator('[data-section="catalog"]');
    await catalog.waitFor();
    const summary = catalog.getByRole('button', { name: 'Catalog' });
    expect(await summary.getAttribute('aria-expanded')).toBe('false');
    await summary.click();
    await catalog.locator('[data-tile]').first().waitFor();
    // Two cards per view below 550px.
    expect(await catalog.locator('[data-slides]').getAttribute('data-slides')).toBe('2');
    await screenshot(page, 'brand-accordions', true);
  });

  it('covers a deprecated brand with a notice and stops the page from scrolling', async () => {
    for (const viewport of ['desktop', 'phone'] as const) {
      const page = await openPage('/brands/stara-praha', { viewport });
      const notice = page.getByRole('alertdialog', { name: 'This is not available anymore.' });
      await notice.waitFor();
      expect(await page.evaluate(() => getComputedStyle(document.documentElement).overflow)).toBe(
        'hidden',
      );
      await page.mouse.wheel(0, 800);
      await page.waitForTimeout(300);
      expect(await page.evaluate(() => window.scrollY)).toBe(0);
      await screenshot(page, 'brand-deprecated');
      await notice.getByRole('link', { name: 'Back to all brands' }).click();
      await page.waitForURL('**/brands');
      await expect
        .poll(() => page.evaluate(() => getComputedStyle(document.documentElement).overflow), SLOW)
        .not.toBe('hidden');
    }
  });

  it('names the country in the UI language', async () => {
    const page = await openPage('/brands/nordlys', { locale: 'de-DE' });
    await expect
      .poll(() => page.getByTestId('brand-location').innerText(), SLOW)
      .toBe('Copenhagen, Dänemark');
    expect(await page.title()).toBe('Marke // Nordlys | Vitrine');
  });

  it('says so for an unknown brand', async () => {
    const page = await openPage('/brands/no-such-brand');
    await page.getByRole('heading', { name: 'Brand not found' }).waitFor();
  });
});
