/**
 * The banner's height by layout and the imagine size its images are asked for. Kept free of
 * React: index.html's inline script (src/boot) paints the first banner at this height and
 * size before the app has run.
 */

export const BANNER_HEIGHT = { phone: 300, desktop: 500 } as const;
/** md: below it the layout is the phone's (spec 02 s.9). */
const MD = 700;

/** The banner's height in CSS pixels for the window's current layout. */
export function bannerHeight(): number {
  return window.innerWidth < MD ? BANNER_HEIGHT.phone : BANNER_HEIGHT.desktop;
}

/** The imagine size: the screen's width in steps caches share, sharp up to 2x pixels. */
export function bannerSize(): { w: number; h: number } {
  const scale = Math.min(window.devicePixelRatio || 1, 2);
  const height = bannerHeight();
  const w = Math.min(2560, Math.ceil((window.innerWidth * scale) / 320) * 320);
  return { w, h: Math.round(height * scale) };
}
