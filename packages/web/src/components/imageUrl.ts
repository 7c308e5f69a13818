/**
 * The imagine address an <Image> requests for a file at a size and fit. index.html's inline
 * script (src/boot) preloads the first images of a page by the same address, so the image
 * elements find them loaded.
 */
import { imagineUrl } from '../api/urls';

export type Fit = 'crop' | 'fit' | 'pad';

export function imageUrl(dataportId: string, size: { w: number; h: number }, fit: Fit): string {
  return imagineUrl(dataportId, { w: size.w, h: size.h, t: `${fit},webp` });
}
