/**
 * What the app uses of the inline script of index.html (earlyRequests.ts, bundled into the
 * page by vite-plugins/inlineScript.ts): the banner it painted before the app came, which
 * the brand page (or any page that shows none) removes.
 */
export { removeBootBanner } from './bootBanner';
