/** Which images a card shows (no schema here: the web app imports it, TypeBox stays out). */
import type { MediaEntry } from './common';

/**
 * The image a model's or material's card shows: a preview first, else the best scored; never
 * an icon. The web app's cards and the server's first pictures of a list (its web/) agree.
 */
export function cardPreview(images: readonly MediaEntry[] | undefined): MediaEntry | undefined {
  const shown = (images ?? []).filter((i) => i.category !== 'icon');
  return [...shown].sort(
    (a, b) =>
      Number(b.category === 'preview') - Number(a.category === 'preview') || b.score - a.score,
  )[0];
}

/** A brand's or collection's images of one category (dataport ids), best score first. */
export function imagesOf(images: readonly MediaEntry[] | undefined, category: string): string[] {
  return (images ?? [])
    .filter((image) => image.category === category)
    .sort((a, b) => b.score - a.score)
    .map((image) => image.dataport);
}

/** How many of its previews a brand card shows side by side. */
export const BRAND_CARD_PREVIEWS = 2;

/** The previews a brand card shows; the web app's cards and the server's first pictures agree. */
export function brandCardPreviews(images: readonly MediaEntry[] | undefined): string[] {
  return imagesOf(images, 'preview').slice(0, BRAND_CARD_PREVIEWS);
}
