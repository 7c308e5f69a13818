/**
 * The first pictures of a list in the page itself. A visit to the models, materials or brands
 * list (`/`, `/materials` or `/brands`, no query) gets index.html with the preview images of
 * the first cards in it, so the browser asks for them while it reads the page and shows them before the app's
 * 250 KB of scripts have arrived: on a phone's slow connection a second and more sooner, and
 * they are the page's largest paint. They lie where the app's cards will show the same
 * pictures (index.html's .boot-grid style) and the app removes them once its own are decoded
 * underneath (packages/web/src/boot/bootGrid.ts). A page per list and language is made at
 * most once a minute; while the search index is still loading the page goes without them.
 */
import { IMAGE_SIZES } from '@vitrine/contracts';
import { setTimeout as sleep } from 'node:timers/promises';
import { escapeHtml } from './html';
import { pageOf, type Compression, type Page } from './pages';

export type ListKind = 'models' | 'materials' | 'brands';

/** The search's side (app.ts hands the search service in). */
export interface FirstResults {
  /** The pictures (file ids) of each of the first `count` cards of a list with no query. */
  firstPictures(kind: ListKind, languages: readonly string[], count: number): Promise<string[][]>;
}

/**
 * As many cards as the app's grid loads the images of at once (packages/web ModelGrid's and
 * brands/list/BrandGrid's EAGER_CARDS).
 */
export const FIRST_CARDS: Record<ListKind, number> = { models: 8, materials: 8, brands: 6 };
/** How long a made page is served before the list is asked again. */
const KEPT_MS = 60_000;
/** A page waits no longer for its pictures (a loading index): it goes without them. */
const WAIT_MS = 250;
/** Made again now and then: a millisecond for the 30 KB page at these levels, not tens. */
const QUICK: Compression = { brotli: 4, gzip: 6 };

/** The list a page request shows the first pictures of; none for any other request. */
export function listOf(url: string): ListKind | undefined {
  if (url === '/') return 'models';
  if (url === '/materials' || url === '/materials/') return 'materials';
  if (url === '/brands' || url === '/brands/') return 'brands';
  return undefined;
}

/**
 * The pictures' markup: the same addresses the app's cards ask for (components/imageUrl.ts),
 * a brand card's previews side by side in one frame (index.html's .boot-brands).
 */
export function bootGrid(kind: ListKind, cards: readonly string[][], dataportBase: string): string {
  const { w, h } = IMAGE_SIZES.card;
  const image = (id: string) => {
    const src = `${dataportBase}/v1/${encodeURIComponent(id)}/imagine?w=${w}&h=${h}&t=crop%2Cwebp`;
    return `<img src="${escapeHtml(src)}" width="${w}" height="${h}" alt="" fetchpriority="high" />`;
  };
  const frames = cards.map((ids) =>
    kind === 'brands'
      ? `<div><p>${ids.map(image).join('')}</p></div>`
      : `<div>${ids.map(image).join('')}</div>`,
  );
  const classes = kind === 'brands' ? 'boot-grid boot-brands' : 'boot-grid';
  return `<div class="${classes}" aria-hidden="true">${frames.join('')}</div>`;
}

/**
 * The index page with the first pictures of a list in the reader's languages, or the page as it
 * is when there are none or they take too long.
 */
export function firstPicturePages(index: Page, results: FirstResults, dataportBase: string) {
  const made = new Map<string, { at: number; page: Promise<Page> }>();
  const make = async (kind: ListKind, languages: readonly string[]) => {
    const cards = await results.firstPictures(kind, languages, FIRST_CARDS[kind]);
    if (!cards.some((ids) => ids.length > 0)) return index;
    const grid = bootGrid(kind, cards, dataportBase);
    return pageOf(
      index.html.replace('</body>', () => `  ${grid}\n  </body>`),
      QUICK,
    );
  };
  return async (kind: ListKind, languages: readonly string[]): Promise<Page> => {
    const key = `${kind} ${languages.join(',')}`;
    let kept = made.get(key);
    if (!kept || Date.now() - kept.at > KEPT_MS) {
      const fresh = { at: Date.now(), page: make(kind, languages) };
      made.set(key, (kept = fresh));
      // A failure is not kept (unless a newer page has taken its place meanwhile).
      fresh.page.catch(() => made.get(key) === fresh && made.delete(key));
    }
    const waited = new AbortController();
    try {
      return await Promise.race([
        kept.page.catch(() => index),
        sleep(WAIT_MS, index, { signal: waited.signal }),
      ]);
    } finally {
      waited.abort();
    }
  };
}
