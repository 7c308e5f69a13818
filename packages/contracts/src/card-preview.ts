/** Which image a card shows (no schema here: the web app imports it, TypeBox stays out). */
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
