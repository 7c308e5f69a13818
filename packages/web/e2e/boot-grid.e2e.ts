/**
 * The first pictures of /, /materials and /brands come with the page (server
 * web/first-results.ts):
 * before any of the app's scripts has run they show where the app's first cards will show
 * the same pictures, and the app takes over without a jump: the same pictures at the same
 * pixels, no layout shift, the server's copies gone. Searches and other pages get none.
 * Screenshots of the page as it arrives, at phone and desktop sizes.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { poll, TIMEOUT } from './browse-support';
import { baseUrl, errorsOf, openPage, screenshot } from './harness';

const SCRIPTS = /\/assets\/.*\.js$/;

interface Picture {
  src: string;
  x: number;
  y: number;
  width: number;
  height: number;
  /** Done: drawn, or failed (a cold server may turn a burst of renders away, 503). */
  complete: boolean;
  loaded: boolean;
}

/** The pictures under `selector`: address, where their image is drawn, whether it loaded. */
const pictures = (page: Page, selector: string) =>
  page.evaluate(
    (selector) =>
      [...document.querySelectorAll<HTMLImageElement>(selector)].map((img) => {
        const box = img.getBoundingClientRect();
        const style = getComputedStyle(img);
        return {
          src: img.getAttribute('src') ?? '',
          x: box.left + parseFloat(style.borderLeftWidth),
          y: box.top + window.scrollY + parseFloat(style.borderTopWidth),
          width: img.clientWidth,
          height: img.clientHeight,
          complete: img.complete,
          loaded: img.complete && img.naturalWidth > 0,
        };
      }),
    selector,
  ) as Promise<Picture[]>;

/** The page's layout shifts so far (the Layout Instability API's sum) and what moved. */
const layoutShifts = (page: Page) =>
  page.evaluate(
    () =>
      new Promise<{ sum: number; moved: string[] }>((resolve) => {
        const shifts = { sum: 0, moved: [] as string[] };
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries()) {
            const shift = entry as unknown as {
              value: number;
              sources: Array<{ node?: Node; previousRect: DOMRect; currentRect: DOMRect }>;
            };
            shifts.sum += shift.value;
            for (const { node, previousRect: from, currentRect: to } of shift.sources)
              shifts.moved.push(
                `${shift.value.toFixed(4)} ${(node as Element | undefined)?.outerHTML?.slice(0, 120)} ` +
                  `${from.x},${from.y} ${from.width}x${from.height} -> ${to.x},${to.y} ${to.width}x${to.height}`,
              );
          }
        }).observe({ type: 'layout-shift', buffered: true });
        setTimeout(() => resolve(shifts), 100);
      }),
  );

describe('the first pictures in the page', { timeout: TIMEOUT }, () => {
  for (const viewport of ['phone', 'desktop'] as const) {
    for (const path of ['/', '/materials', '/brands']) {
      it(`shows ${path}'s first pictures before the scripts, where the cards take them over (${viewport})`, async () => {
        // As on a slow phone before the scripts have arrived: none of them runs.
        const before = await openPage(path, {
          viewport,
          waitForApp: false,
          beforeLoad: (page) => page.route(SCRIPTS, (route) => route.abort()),
        });
        await before.locator('.boot-grid img').first().waitFor();
        await poll(async () =>
          (await pictures(before, '.boot-grid img')).every((p) => p.complete),
        ).toBe(true);
        const boot = await pictures(before, '.boot-grid img');
        expect(boot.filter((p) => p.loaded).length).toBeGreaterThan(0);
        // As many cards as the app's grid loads at once (a brand card's two previews in one).
        expect(await before.locator('.boot-grid > div').count()).toBeLessThanOrEqual(8);
        // Decoration: screen readers meet the cards, not these.
        expect(await before.locator('.boot-grid').getAttribute('aria-hidden')).toBe('true');
        if (path !== '/materials')
          await screenshot(before, path === '/' ? 'boot-grid' : 'boot-grid-brands');

        // The app: its first cards show the same pictures at the same pixels.
        const page = await openPage(path, { viewport });
        // Rows below the screen's come a row per task (ModelGrid): wait for as many cards. A
        // brand card's previews, not its logo.
        const selector =
          path === '/brands' ? '[data-previews] img' : '[data-testid=model-card] img';
        await poll(async () => (await pictures(page, selector)).length >= boot.length).toBe(true);
        const cards = await pictures(page, selector);
        boot.forEach((picture, i) => {
          const card = cards[i]!;
          expect(card.src, `picture ${i}`).toBe(picture.src);
          for (const key of ['x', 'y', 'width', 'height'] as const)
            expect(Math.abs(card[key] - picture[key]), `picture ${i} ${key}`).toBeLessThan(1);
        });
        // Handed over: the server's copies are gone once the cards' own are decoded.
        await poll(() => page.locator('.boot-grid').count()).toBe(0);
        const shifts = await layoutShifts(page);
        expect(shifts.sum, shifts.moved.join('\n')).toBeLessThan(0.01);
        expect(errorsOf(page)).toEqual([]);
      });
    }
  }

  it("hides the brands' first pictures from a visitor whose recently used brands come first", async () => {
    const storage = { recentOwners: JSON.stringify({ version: '1', data: ['nordlys'] }) };
    const before = await openPage('/brands', {
      storage,
      waitForApp: false,
      beforeLoad: (page) => page.route(SCRIPTS, (route) => route.abort()),
    });
    await before.locator('.boot-grid').waitFor({ state: 'attached' });
    expect(await before.locator('.boot-grid').isVisible()).toBe(false);

    const page = await openPage('/brands', { storage });
    await page.getByRole('heading', { name: 'Recently used' }).waitFor();
    expect(await page.locator('.boot-grid').count()).toBe(0);
  });

  it('leaves them out of searches, filtered lists and other pages', async () => {
    const html = async (path: string) => (await fetch(`${baseUrl()}${path}`)).text();
    expect(await html('/')).toContain('class="boot-grid"');
    for (const path of [
      '/?q=chair',
      '/?f=%7B%7D',
      '/brands?q=oak',
      '/brands/nordlys',
      '/favorites',
    ])
      expect(await html(path), path).not.toContain('class="boot-grid"');
  });
});
