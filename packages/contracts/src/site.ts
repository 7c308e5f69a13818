/**
 * The site's constants (spec 02 s.7, s.8, s.9) in a leaf without the schema library, so the web
 * app's first load imports them without typebox (site-api.ts has the schemas).
 */
/** Spec 02 s.7: where the status is, under the server's address. */
export const SERVER_STATUS_PATH = '/server.json';
/** Spec 02 s.9: the server status poll. */
export const SERVER_STATUS_POLL_MS = 300_000;
/** The status code of a server that serves normally; any other code is not ok. */
export const SERVER_STATUS_OK = 'ok';
/** Spec 02 s.8 wording, with the HTTP status (0 for a network failure). */
export const SERVER_STATUS_ERROR = 'Failed fetching server status: {status}';

/**
 * The legal texts (spec 02 s.7: legal notice, terms of use and privacy policy, key e.g.
 * 'terms-of-use'), each one file per language in the operator's folder. The privacy policy is
 * shown on /data-privacy.
 */
export const LEGAL_TEXT_KEYS = ['legal-notice', 'terms-of-use', 'privacy-policy'] as const;
export type LegalTextKey = (typeof LEGAL_TEXT_KEYS)[number];
/** Spec 02 s.8 wording. */
export const LEGAL_TEXT_ERROR = 'Failed fetching legal data information';
