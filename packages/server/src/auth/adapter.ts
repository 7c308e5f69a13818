/**
 * oidc-provider's storage on our Store (table auth_oidc): sessions, interactions, codes,
 * grants, refresh tokens. Nothing lives only in memory, so any process can continue a flow
 * another began. Expired rows are ignored on read and deleted by `purgeExpired`.
 */
import type { Adapter, AdapterConstructor, AdapterPayload } from 'oidc-provider';
import type { Store } from '../store';

/**
 * `onGrantRevoked` hears of every grant the provider ends (logout, a reused refresh token, a
 * revoked token): the provider then asks each token model to drop the grant's tokens, and
 * the access tokens' turn is when the deny-list (revoked-grants.ts) learns of it.
 */
export function storeAdapter(
  store: Store,
  onGrantRevoked: (grantId: string) => Promise<void> = async () => undefined,
): AdapterConstructor {
  return class StoreAdapter implements Adapter {
    constructor(readonly model: string) {}

    async upsert(id: string, payload: AdapterPayload, expiresIn: number) {
      await store.query(
        `INSERT INTO auth_oidc (model, id, payload, grant_id, user_code, uid, expires_at)
         VALUES ($1, $2, $3, $4, $5, $6, CASE WHEN $7::int > 0 THEN now() + make_interval(secs => $7::int) END)
         ON CONFLICT (model, id) DO UPDATE SET payload = EXCLUDED.payload, grant_id = EXCLUDED.grant_id,
           user_code = EXCLUDED.user_code, uid = EXCLUDED.uid, expires_at = EXCLUDED.expires_at`,
        [
          this.model,
          id,
          JSON.stringify(payload),
          payload.grantId ?? null,
          payload.userCode ?? null,
          payload.uid ?? null,
          expiresIn ?? 0,
        ],
      );
    }

    private async findWhere(column: 'id' | 'user_code' | 'uid', value: string) {
      const [row] = await store.query<{ payload: AdapterPayload; consumed: boolean }>(
        `SELECT payload, consumed_at IS NOT NULL AS consumed FROM auth_oidc
          WHERE model = $1 AND ${column} = $2 AND (expires_at IS NULL OR expires_at > now())`,
        [this.model, value],
      );
      if (!row) return undefined;
      return row.consumed ? { ...row.payload, consumed: true } : row.payload;
    }

    find(id: string) {
      return this.findWhere('id', id);
    }

    findByUserCode(userCode: string) {
      return this.findWhere('user_code', userCode);
    }

    findByUid(uid: string) {
      return this.findWhere('uid', uid);
    }

    async consume(id: string) {
      await store.query('UPDATE auth_oidc SET consumed_at = now() WHERE model = $1 AND id = $2', [
        this.model,
        id,
      ]);
    }

    async destroy(id: string) {
      await store.query('DELETE FROM auth_oidc WHERE model = $1 AND id = $2', [this.model, id]);
    }

    async revokeByGrantId(grantId: string) {
      if (this.model === 'AccessToken') await onGrantRevoked(grantId);
      await store.query('DELETE FROM auth_oidc WHERE grant_id = $1', [grantId]);
    }
  };
}

/** Deletes expired provider rows and used or expired account tokens. */
export async function purgeExpired(store: Store) {
  await store.query('DELETE FROM auth_oidc WHERE expires_at < now()');
  await store.query(
    `DELETE FROM auth_user_tokens WHERE expires_at < now() - interval '1 day' OR used_at < now() - interval '1 day'`,
  );
}

/** Ends a grant outside the provider's own flows: its row and every token and code it issued. */
export async function deleteGrant(store: Store, grantId: string) {
  await store.query(`DELETE FROM auth_oidc WHERE grant_id = $1 OR (model = 'Grant' AND id = $1)`, [
    grantId,
  ]);
}
