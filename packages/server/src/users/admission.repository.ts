/** SQL for admission tokens and their claims (user_admissions, user_admission_claims). */
import type { Sql } from '../store';

export interface AdmissionRow {
  issuer_id: string;
  issuer_email: string;
  workspace_id: string | null;
  owner_ids: string[];
  expires_at: Date;
  revoked_at: Date | null;
}

const COLUMNS = 'issuer_id, issuer_email, workspace_id, owner_ids, expires_at, revoked_at';

export function createAdmissionRepository(sql: Sql) {
  return {
    async insert(
      tokenHash: string,
      row: Omit<AdmissionRow, 'expires_at' | 'revoked_at'>,
      lifetimeS: number,
      db: Sql = sql,
    ): Promise<Date> {
      const [inserted] = await db.query<{ expires_at: Date }>(
        `INSERT INTO user_admissions (token_hash, issuer_id, issuer_email, workspace_id, owner_ids, expires_at)
         VALUES ($1, $2, $3, $4, $5, now() + make_interval(secs => $6)) RETURNING expires_at`,
        [tokenHash, row.issuer_id, row.issuer_email, row.workspace_id, row.owner_ids, lifetimeS],
      );
      return inserted!.expires_at;
    },

    /** The token's row, expired and revoked ones too (the caller tells which it is). */
    async byHash(tokenHash: string): Promise<AdmissionRow | undefined> {
      const [row] = await sql.query<AdmissionRow>(
        `SELECT ${COLUMNS} FROM user_admissions WHERE token_hash = $1`,
        [tokenHash],
      );
      return row;
    },

    /** Marks the token revoked (once); returns when it was. */
    async revoke(tokenHash: string): Promise<Date> {
      const [row] = await sql.query<{ revoked_at: Date }>(
        `UPDATE user_admissions SET revoked_at = coalesce(revoked_at, now())
          WHERE token_hash = $1 RETURNING revoked_at`,
        [tokenHash],
      );
      return row!.revoked_at;
    },

    async claim(claimUuid: string, tokenHash: string, userId: string) {
      await sql.query(
        'INSERT INTO user_admission_claims (claim_uuid, token_hash, user_id) VALUES ($1, $2, $3)',
        [claimUuid, tokenHash, userId],
      );
    },

    /** The tokens a user issued (no hashes) and when they claimed others (the data export). */
    async ofUser(userId: string) {
      const issued = await sql.query<{
        owner_ids: string[];
        created_at: Date;
        expires_at: Date;
        revoked_at: Date | null;
      }>(
        `SELECT owner_ids, created_at, expires_at, revoked_at FROM user_admissions
          WHERE issuer_id = $1 ORDER BY created_at`,
        [userId],
      );
      const claimed = await sql.query<{
        claim_uuid: string;
        claimed_at: Date;
        owner_ids: string[];
      }>(
        `SELECT c.claim_uuid::text, c.claimed_at, a.owner_ids FROM user_admission_claims c
           JOIN user_admissions a ON a.token_hash = c.token_hash
          WHERE c.user_id = $1 ORDER BY c.claimed_at`,
        [userId],
      );
      return { issued, claimed };
    },

    /** Forgets a user's claims, and the tokens they issued (they stop working). */
    async removeUser(userId: string, db: Sql = sql) {
      await db.query('DELETE FROM user_admission_claims WHERE user_id = $1', [userId]);
      await db.query('DELETE FROM user_admissions WHERE issuer_id = $1', [userId]);
    },
  };
}
