/** SQL for personal API tokens (user_api_tokens; docs/AUTH.md "API tokens"). */
import type { ApiTokenRow } from '../access';
import type { Sql } from '../store';

/** A token as its user sees it: never the secret nor its hash. */
export interface ApiTokenListed {
  token_id: string;
  name: string;
  owner_ids: string[] | null;
  created_at: Date;
  expires_at: Date | null;
  last_used_at: Date | null;
}

export function createApiTokensRepository(sql: Sql) {
  return {
    async insert(
      row: ApiTokenRow & { token_hash: string; name: string },
      lifetimeDays: number | null,
    ): Promise<ApiTokenListed> {
      const [inserted] = await sql.query<ApiTokenListed>(
        `INSERT INTO user_api_tokens
           (token_id, token_hash, user_id, user_email, name, owner_ids, expires_at)
         VALUES ($1, $2, $3, $4, $5, $6,
                 CASE WHEN $7::int IS NULL THEN NULL ELSE now() + make_interval(days => $7::int) END)
         RETURNING token_id::text, name, owner_ids, created_at, expires_at, last_used_at`,
        [
          row.token_id,
          row.token_hash,
          row.user_id,
          row.user_email,
          row.name,
          row.owner_ids,
          lifetimeDays,
        ],
      );
      return inserted!;
    },

    async byHash(hash: string): Promise<ApiTokenRow | undefined> {
      const [row] = await sql.query<ApiTokenRow>(
        `SELECT token_id::text, user_id, user_email, owner_ids, expires_at
           FROM user_api_tokens WHERE token_hash = $1`,
        [hash],
      );
      return row;
    },

    /** At most one write a minute per token, whichever process sees it used. */
    async touch(tokenId: string) {
      await sql.query(
        `UPDATE user_api_tokens SET last_used_at = now()
          WHERE token_id = $1
            AND (last_used_at IS NULL OR last_used_at < now() - interval '1 minute')`,
        [tokenId],
      );
    },

    async ofUser(userId: string): Promise<ApiTokenListed[]> {
      return sql.query<ApiTokenListed>(
        `SELECT token_id::text, name, owner_ids, created_at, expires_at, last_used_at
           FROM user_api_tokens WHERE user_id = $1 ORDER BY created_at, token_id`,
        [userId],
      );
    },

    /** Live (not expired) tokens of a user: the limit counts these. */
    async countLive(userId: string): Promise<number> {
      const [row] = await sql.query<{ n: number }>(
        `SELECT count(*)::int AS n FROM user_api_tokens
          WHERE user_id = $1 AND (expires_at IS NULL OR expires_at > now())`,
        [userId],
      );
      return row!.n;
    },

    /** Removes the user's token; whether there was one. */
    async remove(userId: string, tokenId: string): Promise<boolean> {
      const rows = await sql.query(
        'DELETE FROM user_api_tokens WHERE user_id = $1 AND token_id = $2 RETURNING token_id',
        [userId, tokenId],
      );
      return rows.length > 0;
    },
  };
}

export type ApiTokensRepository = ReturnType<typeof createApiTokensRepository>;
