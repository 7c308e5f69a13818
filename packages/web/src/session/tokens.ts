/**
 * The login provider's tokens in local storage (key loginTokens, docs/AUTH.md "Web app"):
 * the access token, its expiry time and the refresh token; nothing else (no ID token, no
 * user data). An access token counts as expired 5 minutes before it does (spec 02 s.9), so a
 * request never leaves with a token that runs out on the way.
 */
import { versionedStore } from '../storage/versioned';

export interface StoredTokens {
  accessToken: string;
  /** When the access token expires, in ms since the epoch (from expires_in). */
  expiresAt: number;
  refreshToken: string | null;
}

export const LOGIN_TOKENS_KEY = 'loginTokens';
/** Spec 02 s.9: the token safety margin. */
export const TOKEN_MARGIN_MS = 5 * 60 * 1000;

function isTokens(value: unknown): StoredTokens | undefined {
  const t = value as StoredTokens | null;
  return t &&
    typeof t.accessToken === 'string' &&
    t.accessToken !== '' &&
    typeof t.expiresAt === 'number' &&
    (t.refreshToken === null || typeof t.refreshToken === 'string')
    ? t
    : undefined;
}

export const tokenStore = versionedStore<StoredTokens | null>(
  LOGIN_TOKENS_KEY,
  '1',
  isTokens,
  null,
);

/** The tokens of a token endpoint answer, their expiry counted from `now`. */
export function tokensOf(
  answer: { access_token: string; expires_in?: number; refresh_token?: string },
  previousRefresh: string | null = null,
  now = Date.now(),
): StoredTokens {
  return {
    accessToken: answer.access_token,
    // No expires_in: treat the token as short-lived (it is refreshed at the first call).
    expiresAt: now + (answer.expires_in ?? 0) * 1000,
    // Rotating refresh tokens: a new one replaces the old; keep the old when none came.
    refreshToken: answer.refresh_token ?? previousRefresh,
  };
}

/** Whether the access token may still be sent: valid for more than the margin. */
export function isFresh(tokens: StoredTokens, now = Date.now()): boolean {
  return now < tokens.expiresAt - TOKEN_MARGIN_MS;
}
