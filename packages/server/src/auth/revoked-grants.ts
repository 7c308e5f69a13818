/**
 * The deny-list of ended grants. Our access tokens are JWTs the services check with public
 * keys alone, so a token stayed valid for its whole hour after the grant it came from ended
 * (logout, a reused refresh token, a revoked token). Each access token names its grant
 * (claim `gid`); a grant that ends is kept here until the last access token it can have
 * issued has expired, and token checks refuse tokens of a grant on the list.
 *
 * Freshness: the process that ended the grant refuses its tokens at once; every process
 * reads the list again from the database (provider rows of model `RevokedGrant`, removed
 * with the other expired rows) when its copy is older than SYNC_MS, before the check that
 * needs it. So a valid token costs one small query per process every few seconds at most,
 * and another process honours a logout within SYNC_MS.
 */
import type { Store } from '../store';

export const REVOKED_GRANT_MODEL = 'RevokedGrant';
const SYNC_MS = 5_000;

export interface RevokedGrants {
  /** Puts a grant on the list for as long as its access tokens live. */
  add(grantId: string): Promise<void>;
  /** Whether the grant has ended (the list read again when this process's copy is old). */
  has(grantId: string): Promise<boolean>;
}

export function createRevokedGrants(store: Store, accessTokenTtl: number): RevokedGrants {
  /** Grant id → when its last access token expires (ms). */
  let until = new Map<string, number>();
  let syncedAt = 0;
  let syncing: Promise<void> | undefined;

  async function sync() {
    const rows = await store.query<{ id: string; until: number }>(
      `SELECT id, (extract(epoch FROM expires_at) * 1000)::float8 AS until FROM auth_oidc
        WHERE model = $1 AND expires_at > now()`,
      [REVOKED_GRANT_MODEL],
    );
    const now = Date.now();
    const next = new Map<string, number>();
    for (const [id, time] of until) if (time > now) next.set(id, time); // added meanwhile
    for (const row of rows) next.set(row.id, Number(row.until));
    until = next;
    syncedAt = now;
  }

  return {
    async add(grantId) {
      until.set(grantId, Date.now() + accessTokenTtl * 1000);
      await store.query(
        `INSERT INTO auth_oidc (model, id, payload, expires_at)
         VALUES ($1, $2, '{}', now() + make_interval(secs => $3::int))
         ON CONFLICT (model, id) DO UPDATE SET expires_at = EXCLUDED.expires_at`,
        [REVOKED_GRANT_MODEL, grantId, accessTokenTtl],
      );
    },
    async has(grantId) {
      if (Date.now() - syncedAt > SYNC_MS) {
        syncing ??= sync().finally(() => (syncing = undefined));
        await syncing;
      }
      return (until.get(grantId) ?? 0) > Date.now();
    },
  };
}
