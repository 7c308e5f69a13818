/**
 * The first pictures of a list in the page: which requests get them, their markup (the app's
 * own picture addresses, escaped; a brand's previews side by side), and a page made at most
 * once a minute per list and language that never waits long for its pictures.
 */
import { describe, expect, it } from 'vitest';
import {
  bootGrid,
  FIRST_CARDS,
  firstPicturePages,
  listOf,
  type FirstResults,
} from './first-results';
import { pageOf } from './pages';

const INDEX = pageOf(
  '<html><head><title>Vitrine</title></head><body><div id="root"></div></body></html>',
);

/** A search that answers `cards` (or never, or fails), counting how often it is asked. */
function results(answer: () => Promise<string[][]>) {
  const asked: string[] = [];
  const first: FirstResults = {
    firstPictures(kind, languages, count) {
      asked.push(`${kind} ${languages.join(',')} ${count}`);
      return answer();
    },
  };
  return { first, asked };
}

describe('first pictures of a list', () => {
  it('are for the models, materials and brands lists without a query only', () => {
    expect(listOf('/')).toBe('models');
    expect(listOf('/materials')).toBe('materials');
    expect(listOf('/materials/')).toBe('materials');
    expect(listOf('/brands')).toBe('brands');
    for (const url of [
      '/?q=chair',
      '/?f=%7B%7D',
      '/materials?q=oak',
      '/brands?q=oak',
      '/brands/nordlys',
      '/favorites',
      '/?',
    ])
      expect(listOf(url), url).toBeUndefined();
  });

  it("are the app's card pictures, escaped, in a grid screen readers skip", () => {
    const html = bootGrid('models', [['abc'], ['a"b<c>/d']], '/x/files');
    expect(html).toMatch(/^<div class="boot-grid" aria-hidden="true">/);
    expect(html).toContain('src="/x/files/v1/abc/imagine?w=300&amp;h=200&amp;t=crop%2Cwebp"');
    expect(html).toContain('/x/files/v1/a%22b%3Cc%3E%2Fd/imagine');
    expect(html).not.toContain('a"b');
    expect(html.match(/<img /g)).toHaveLength(2);
    expect(html.match(/alt=""/g)).toHaveLength(2);
  });

  it("put a brand card's previews side by side in one frame, and keep an empty one's place", () => {
    const html = bootGrid('brands', [['a', 'b'], [], ['c']], '/files');
    expect(html).toMatch(/^<div class="boot-grid boot-brands" aria-hidden="true">/);
    const frames = [...html.matchAll(/<div><p>(.*?)<\/p><\/div>/g)].map(
      (frame) => frame[1]!.match(/<img /g)?.length ?? 0,
    );
    expect(frames).toEqual([2, 0, 1]);
  });

  it('go into the page once a minute per list and language', async () => {
    const { first, asked } = results(async () => [['p1'], ['p2']]);
    const pages = firstPicturePages(INDEX, first, '/files');
    const page = await pages('models', ['de', 'en']);
    expect(page.html).toContain(
      '<div class="boot-grid" aria-hidden="true"><div><img src="/files/v1/p1/',
    );
    expect(page.html.indexOf('boot-grid')).toBeGreaterThan(page.html.indexOf('id="root"'));
    expect(page.tag).not.toBe(INDEX.tag);
    expect(page.bodies.br.length).toBeGreaterThan(0);
    expect(await pages('models', ['de', 'en'])).toBe(page);
    await pages('materials', ['de', 'en']);
    await pages('models', ['en']);
    await pages('brands', ['en']);
    expect(asked).toEqual([
      `models de,en ${FIRST_CARDS.models}`,
      `materials de,en ${FIRST_CARDS.materials}`,
      `models en ${FIRST_CARDS.models}`,
      `brands en ${FIRST_CARDS.brands}`,
    ]);
  });

  it('are left out when the list is empty, fails or is slow (an index still loading)', async () => {
    expect(
      await firstPicturePages(INDEX, results(async () => []).first, '/f')('models', ['en']),
    ).toBe(INDEX);
    // Brands without previews: nothing to show early.
    expect(
      await firstPicturePages(INDEX, results(async () => [[], []]).first, '/f')('brands', ['en']),
    ).toBe(INDEX);

    const failing = results(() => Promise.reject(new Error('index closed')));
    const afterFailure = firstPicturePages(INDEX, failing.first, '/f');
    expect(await afterFailure('models', ['en'])).toBe(INDEX);
    expect(await afterFailure('models', ['en'])).toBe(INDEX);
    expect(failing.asked).toHaveLength(2); // a failure is not kept

    const never = firstPicturePages(INDEX, results(() => new Promise(() => {})).first, '/f');
    const started = performance.now();
    expect(await never('models', ['en'])).toBe(INDEX);
    expect(performance.now() - started).toBeLessThan(2000);
  });
});
