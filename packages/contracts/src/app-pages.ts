/**
 * The web app's pages (spec 01 s.2, spec 02 s.2), as paths the server and the app's router
 * both know: the server answers any other path with the app's Page Not Found and status 404
 * (not the page with 200), so crawlers, chat apps and monitors see a missing page as one.
 * `*` stands for the rest of the path (a brand's tabs, a favourites list).
 */
export const APP_PAGES = [
  '/',
  '/materials',
  '/brands',
  '/brands/*',
  '/favorites',
  '/favorites/*',
  '/shared/*',
  '/legal-notice',
  '/terms-of-use',
  '/data-privacy',
  '/login-redirect',
  '/account',
  '/import',
  '/admin/outbox',
  '/admin/errors',
  '/insights',
  '/insights/*',
] as const;

/** Whether `pathname` is one of the app's pages (a trailing slash allowed). */
export function isAppPage(pathname: string): boolean {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  return APP_PAGES.some((page) =>
    page.endsWith('/*')
      ? path.startsWith(page.slice(0, -1)) && path.length > page.length - 1
      : path === page,
  );
}

/**
 * What a shared link to a model, material or brand shows in a chat app (its Open Graph
 * tags): the catalogue makes it, the web pages render it.
 */
export interface LinkPreview {
  kind: 'model' | 'material' | 'brand';
  title: string;
  /** The brand's name (models and materials). */
  brand?: string;
  description?: string;
  /** The file (dataport id) of the image to show. */
  image?: string;
  /**
   * A brand's first banner (the file its page's banner shows first), none for a deprecated
   * brand: the page's inline script paints it in the first frame (server web/, web src/boot).
   */
  banner?: string;
}
