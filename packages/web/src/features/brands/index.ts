/**
 * The brands feature's public face. Its pages (BrandListPage, BrandPage) are routed lazily by
 * app/router.tsx, each its own chunk; no other feature needs anything of it: the brand card
 * and a brand's view (brandView) are shared UI in src/cards/, the banner's size and image
 * choice (which index.html's inline script shares) in src/components/.
 */
export { tabPath, type BrandTab } from './common/brandTabs';
