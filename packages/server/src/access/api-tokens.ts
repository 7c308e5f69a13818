/**
 * Personal API tokens (docs/AUTH.md "API tokens"): `vtr_` and 32 random bytes, base64url. Only
 * a SHA-256 hash is stored. Every request carrying one reads its row from the database (one
 * primary-key lookup, no cache), so a revoked token is refused on the very next request, in
 * every process. The caller it makes has its user's permissions narrowed to the token's
 * brands; the user's own brands come through the login verifier's 30-second cache.
 */
import { createHash, randomBytes } from 'node:crypto';
import { InvalidToken, type VerifiedCaller } from './tokens';

export const API_TOKEN_PREFIX = 'vtr_';

/** What the access hook needs to know of a stored token. */
export interface ApiTokenRow {
  token_id: string;
  user_id: string;
  user_email: string;
  /** null: not limited (administrators' tokens). */
  owner_ids: string[] | null;
  expires_at: Date | null;
}

export interface ApiTokenCheckOptions {
  /** The live token with this hash (revoked ones are gone). */
  byHash(hash: string): Promise<ApiTokenRow | undefined>;
  /** Notes that the token was used (called at most once a minute per token). */
  touch(tokenId: string): Promise<void>;
  ownerIdsOf(sub: string, email: string | undefined): Promise<string[]>;
  adminEmails: readonly string[];
}

const TOUCH_EVERY_MS = 60_000;
const MAX_TOUCHED = 10_000;

export const isApiToken = (token: string) => token.startsWith(API_TOKEN_PREFIX);

export const hashApiToken = (secret: string) =>
  createHash('sha256').update(secret).digest('base64url');

/** A new secret: shown once to its user, never stored. */
export const newApiTokenSecret = () =>
  `${API_TOKEN_PREFIX}${randomBytes(32).toString('base64url')}`;

/** The caller a token acts as: its user, narrowed to its brands. */
export function apiTokenCaller(
  row: ApiTokenRow,
  userOwnerIds: readonly string[],
  admin: boolean,
): VerifiedCaller & { apiTokenId: string } {
  const base = {
    loggedIn: true,
    userId: row.user_id,
    email: row.user_email,
    apiTokenId: row.token_id,
  };
  if (row.owner_ids === null) return { ...base, ownerIds: userOwnerIds, admin };
  // Limited: never an administrator; an administrator's token may name any brand.
  const allowed = admin ? row.owner_ids : row.owner_ids.filter((id) => userOwnerIds.includes(id));
  return { ...base, ownerIds: allowed, admin: false };
}

export function createApiTokenCheck(options: ApiTokenCheckOptions) {
  const touched = new Map<string, number>();
  const admins = new Set(options.adminEmails.map((e) => e.toLowerCase()));

  function touch(tokenId: string) {
    const now = Date.now();
    if ((touched.get(tokenId) ?? 0) > now - TOUCH_EVERY_MS) return;
    if (touched.size >= MAX_TOUCHED) touched.clear();
    touched.set(tokenId, now);
    // Not awaited: the request does not wait for the note; a failed one is tried next minute.
    options.touch(tokenId).catch(() => touched.delete(tokenId));
  }

  return {
    /** The caller for this secret; InvalidToken when unknown, revoked or expired. */
    async verify(secret: string) {
      const row = await options.byHash(hashApiToken(secret));
      if (!row) throw new InvalidToken('unknown API token');
      if (row.expires_at && row.expires_at.getTime() <= Date.now()) {
        throw new InvalidToken('expired API token');
      }
      touch(row.token_id);
      const ownerIds = await options.ownerIdsOf(row.user_id, row.user_email || undefined);
      return apiTokenCaller(row, ownerIds, admins.has(row.user_email.toLowerCase()));
    },
  };
}

export type ApiTokenCheck = ReturnType<typeof createApiTokenCheck>;
