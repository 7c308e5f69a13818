/**
 * A brand's or collection's images of one category. Kept free of React and i18n: index.html's
 * inline script (src/boot) preloads a brand page's first banner with it.
 */
import type { MediaEntry } from '@vitrine/contracts';

/** The dataports of `category`, best score first. */
export function imagesOf(images: readonly MediaEntry[] | undefined, category: string): string[] {
  return (images ?? [])
    .filter((image) => image.category === category)
    .sort((a, b) => b.score - a.score)
    .map((image) => image.dataport);
}
