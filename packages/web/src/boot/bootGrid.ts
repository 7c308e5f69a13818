/**
 * The first cards' pictures the server put into the page for /, /materials and /brands (server
 * web/first-results.ts; index.html's .boot-grid style): shown before the app's scripts have
 * arrived, each where the app's card will show the same picture, out of the app's root so
 * the app's first render does not remove them. The grid hands over once its own first
 * pictures are decoded underneath (a swap nobody sees); any other screen removes them at once.
 */

const SELECTOR = '.boot-grid';
/** A picture that never decodes (a failed load) does not keep the boot grid longer. */
const HANDOVER_MS = 3000;

/** Removes the boot pictures (nothing when there are none). */
export function removeBootGrid() {
  document.querySelector(SELECTOR)?.remove();
}

/**
 * Removes the boot pictures once `grid`'s own first pictures (as many, those `pictures`
 * selects: a brand card's previews, not its logo) are decoded.
 */
export function handOverBootGrid(grid: HTMLElement, pictures = 'img') {
  const boot = document.querySelector(SELECTOR);
  if (!boot) return;
  const count = boot.querySelectorAll('img').length;
  const own = [...grid.querySelectorAll<HTMLImageElement>(pictures)].slice(0, count);
  const decoded = own.map((img) => img.decode().catch(() => undefined));
  void Promise.race([
    Promise.all(decoded),
    new Promise((resolve) => setTimeout(resolve, HANDOVER_MS)),
  ]).then(removeBootGrid);
}
