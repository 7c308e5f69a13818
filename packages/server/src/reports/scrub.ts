/**
 * What an error report may keep. Reports carry no personal data (docs/PRIVACY.md): the web
 * app sends none, and the server removes what could still slip into an error's text: e-mail
 * addresses, tokens (bearer, JWT, long opaque strings) and the query of any address (which
 * may hold a search, a login code or state). Applied to every text field before it is
 * stored or used for grouping.
 */
const EMAIL = /[^\s@<>()"',;:]+@[^\s@<>()"',;:]+\.[A-Za-z]{2,}/g;
const BEARER = /\b(Bearer)\s+[^\s"',;]+/gi;
const JWT = /\beyJ[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+(\.[A-Za-z0-9_-]*)?/g;
/** 32 and more letters and digits in a row: keys, tokens, session ids. */
const OPAQUE = /\b[A-Za-z0-9_-]{32,}\b/g;
const QUERY = /(https?:\/\/[^\s?#"'<>]*|(?<![\w])\/[^\s?#"'<>]*)\?[^\s#"'<>)]*/g;

export function scrub(text: string): string {
  return text
    .replace(EMAIL, '[email]')
    .replace(BEARER, '$1 [token]')
    .replace(JWT, '[token]')
    .replace(QUERY, '$1')
    .replace(OPAQUE, '[id]');
}
