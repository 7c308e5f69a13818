/**
 * What the app uses of the inline script of index.html (earlyRequests.ts, bundled into the
 * page by vite-plugins/inlineScript.ts) and of what the server put into the page: the banner
 * the script painted before the app came, which the brand page (or any page that shows none)
 * removes, and the first cards' pictures of /, /materials and /brands, which the grids take
 * over.
 */
export { removeBootBanner } from './bootBanner';
export { handOverBootGrid, removeBootGrid } from './bootGrid';
