/**
 * Where the visitor goes back to after the login round trip: a path of this app only, so a
 * crafted value in storage can never send anyone to another site (no open redirect).
 */

/** The redirect page's path (registered at the provider as {PUBLIC_URL}/login-redirect). */
export const LOGIN_REDIRECT_PATH = '/login-redirect';

/** The path, query and hash of `value` when it is on `origin`; else '/'. */
export function safeReturnPath(value: unknown, origin: string): string {
  if (typeof value !== 'string' || !value.startsWith('/') || /^\/[/\\]/.test(value)) return '/';
  let url: URL;
  try {
    url = new URL(value, origin);
  } catch {
    return '/';
  }
  if (url.origin !== origin || url.pathname === LOGIN_REDIRECT_PATH) return '/';
  return `${url.pathname}${url.search}${url.hash}`;
}
