/** SQL for accounts, organisations, groups, brand ownership and one-time tokens (auth_* tables). */
import { randomUUID } from 'node:crypto';
import type { Sql } from '../store';

export interface UserRow {
  uuid: string;
  email: string;
  first_name: string;
  last_name: string;
  password_hash: string | null;
  language: string;
  organization_id: string | null;
  verified: boolean;
}

export interface NewUser {
  email: string;
  first_name: string;
  last_name: string;
  language: string;
  password_hash: string | null;
  verified?: boolean;
  organization_id?: string | null;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const USER = `uuid::text, email, first_name, last_name, password_hash, language,
  organization_id::text, verified_at IS NOT NULL AS verified`;

export function createAccountsRepository(sql: Sql) {
  return {
    async userByEmail(email: string, db: Sql = sql): Promise<UserRow | undefined> {
      const [row] = await db.query<UserRow>(
        `SELECT ${USER} FROM auth_users WHERE lower(email) = lower($1)`,
        [email],
      );
      return row;
    },

    async userById(uuid: string): Promise<UserRow | undefined> {
      if (!/^[0-9a-f-]{36}$/i.test(uuid)) return undefined;
      const [row] = await sql.query<UserRow>(`SELECT ${USER} FROM auth_users WHERE uuid = $1`, [
        uuid,
      ]);
      return row;
    },

    async insertUser(user: NewUser, db: Sql = sql): Promise<string> {
      const uuid = randomUUID();
      await db.query(
        `INSERT INTO auth_users (uuid, email, first_name, last_name, language, password_hash, organization_id, verified_at)
         VALUES ($1, $2, $3, $4, $5, $6, $7, CASE WHEN $8 THEN now() END)`,
        [
          uuid,
          user.email,
          user.first_name,
          user.last_name,
          user.language,
          user.password_hash,
          user.organization_id ?? null,
          user.verified ?? false,
        ],
      );
      return uuid;
    },

    async setPassword(uuid: string, passwordHash: string, db: Sql = sql) {
      await db.query('UPDATE auth_users SET password_hash = $2 WHERE uuid = $1', [
        uuid,
        passwordHash,
      ]);
    },

    async markVerified(uuid: string, db: Sql = sql) {
      await db.query(
        'UPDATE auth_users SET verified_at = coalesce(verified_at, now()) WHERE uuid = $1',
        [uuid],
      );
    },

    async listUsers(): Promise<Array<UserRow & { owner_ids: string[] }>> {
      return sql.query(
        `SELECT ${USER}, coalesce(array_agg(o.owner_id ORDER BY o.owner_id) FILTER (WHERE o.owner_id IS NOT NULL), '{}') AS owner_ids
           FROM auth_users u LEFT JOIN auth_brand_owners o ON o.user_id = u.uuid
          GROUP BY u.uuid ORDER BY lower(u.email)`,
      );
    },

    /** Stores the hash of a one-time token (verification, reset, e-mail change with its new address). */
    async insertToken(
      userId: string,
      purpose: string,
      tokenHash: string,
      ttlSeconds: number,
      db: Sql = sql,
      payload: string | null = null,
    ) {
      await db.query(
        `INSERT INTO auth_user_tokens (token_hash, user_id, purpose, expires_at, payload)
         VALUES ($1, $2, $3, now() + make_interval(secs => $4), $5)`,
        [tokenHash, userId, purpose, ttlSeconds, payload],
      );
    },

    /** Uses a one-time token that carries a value (the new address of an e-mail change). */
    async useTokenWithPayload(
      purpose: string,
      tokenHash: string,
      db: Sql = sql,
    ): Promise<{ user_id: string; payload: string | null } | undefined> {
      const [row] = await db.query<{ user_id: string; payload: string | null }>(
        `UPDATE auth_user_tokens SET used_at = now()
          WHERE token_hash = $1 AND purpose = $2 AND used_at IS NULL AND expires_at > now()
          RETURNING user_id::text, payload`,
        [tokenHash, purpose],
      );
      return row;
    },

    async updateProfile(
      uuid: string,
      profile: { first_name: string; last_name: string; language: string },
    ) {
      await sql.query(
        'UPDATE auth_users SET first_name = $2, last_name = $3, language = $4 WHERE uuid = $1',
        [uuid, profile.first_name, profile.last_name, profile.language],
      );
    },

    async setEmail(uuid: string, email: string, db: Sql = sql) {
      await db.query('UPDATE auth_users SET email = $2 WHERE uuid = $1', [uuid, email]);
    },

    /** When the account was made and its address confirmed (the data export). */
    async accountDates(uuid: string) {
      if (!UUID.test(uuid)) return undefined;
      const [row] = await sql.query<{ created_at: Date; verified_at: Date | null }>(
        'SELECT created_at, verified_at FROM auth_users WHERE uuid = $1',
        [uuid],
      );
      return row;
    },

    /** How many accounts own each of these brands. */
    async ownerCounts(ownerIds: readonly string[]): Promise<Map<string, number>> {
      if (ownerIds.length === 0) return new Map();
      const rows = await sql.query<{ owner_id: string; n: number }>(
        `SELECT owner_id, count(*)::int AS n FROM auth_brand_owners
          WHERE owner_id = ANY($1::text[]) GROUP BY owner_id`,
        [ownerIds],
      );
      return new Map(rows.map((r) => [r.owner_id, r.n]));
    },

    /**
     * Removes the account; its memberships, brand ownerships and one-time tokens go with it
     * (ON DELETE CASCADE), and so do the provider's sessions, grants and tokens for it.
     */
    async deleteUser(uuid: string, db: Sql = sql) {
      await db.query(
        `DELETE FROM auth_oidc WHERE payload->>'accountId' = $1
            OR grant_id IN (SELECT id FROM auth_oidc WHERE model = 'Grant' AND payload->>'accountId' = $1)`,
        [uuid],
      );
      await db.query('DELETE FROM auth_users WHERE uuid = $1', [uuid]);
    },

    /** Uses a one-time token: its user when it exists, is unused and unexpired; then it is spent. */
    async useToken(purpose: string, tokenHash: string, db: Sql = sql): Promise<string | undefined> {
      const [row] = await db.query<{ user_id: string }>(
        `UPDATE auth_user_tokens SET used_at = now()
          WHERE token_hash = $1 AND purpose = $2 AND used_at IS NULL AND expires_at > now()
          RETURNING user_id::text`,
        [tokenHash, purpose],
      );
      return row?.user_id;
    },

    /** Whether an unused, unexpired token exists (the reset form is shown only then). */
    async tokenValid(purpose: string, tokenHash: string): Promise<boolean> {
      const rows = await sql.query(
        `SELECT 1 FROM auth_user_tokens
          WHERE token_hash = $1 AND purpose = $2 AND used_at IS NULL AND expires_at > now()`,
        [tokenHash, purpose],
      );
      return rows.length > 0;
    },

    async organizationOf(userId: string) {
      if (!UUID.test(userId)) return undefined;
      const [row] = await sql.query<{
        uuid: string;
        name: string;
        organization_number: string | null;
      }>(
        `SELECT o.uuid::text, o.name, o.organization_number FROM auth_users u
           JOIN auth_organizations o ON o.uuid = u.organization_id WHERE u.uuid = $1`,
        [userId],
      );
      return row;
    },

    async groupsOf(userId: string) {
      if (!UUID.test(userId)) return [];
      return sql.query<{ uuid: string; name: string; organization_id: string }>(
        `SELECT g.uuid::text, g.name, g.organization_id::text FROM auth_memberships m
           JOIN auth_groups g ON g.uuid = m.group_id WHERE m.user_id = $1 ORDER BY g.name`,
        [userId],
      );
    },

    /** Accounts by id (ids that are not uuids or not found are left out). */
    async usersByIds(ids: readonly string[]): Promise<UserRow[]> {
      const uuids = ids.filter((id) => UUID.test(id));
      if (uuids.length === 0) return [];
      return sql.query<UserRow>(
        `SELECT ${USER} FROM auth_users WHERE uuid = ANY($1::uuid[]) ORDER BY lower(email)`,
        [uuids],
      );
    },

    /** Users who share a group or the organisation with this user (the user included). */
    async circleMemberIds(userId: string): Promise<string[]> {
      if (!UUID.test(userId)) return [];
      const rows = await sql.query<{ uuid: string }>(
        `SELECT u.uuid::text FROM auth_users u, auth_users me
          WHERE me.uuid = $1 AND (u.uuid = me.uuid OR u.organization_id = me.organization_id
             OR u.uuid IN (SELECT m.user_id FROM auth_memberships m WHERE m.group_id IN
                (SELECT group_id FROM auth_memberships WHERE user_id = me.uuid)))`,
        [userId],
      );
      return rows.map((r) => r.uuid);
    },

    /** Brand (owner) ids the user may edit, found by user id or, for external issuers, e-mail. */
    async ownerIdsOf(userId: string | undefined, email: string | undefined): Promise<string[]> {
      const rows = await sql.query<{ owner_id: string }>(
        `SELECT DISTINCT o.owner_id FROM auth_brand_owners o JOIN auth_users u ON u.uuid = o.user_id
          WHERE ($1::text IS NOT NULL AND u.uuid::text = $1) OR ($2::text IS NOT NULL AND lower(u.email) = lower($2))
          ORDER BY o.owner_id`,
        [userId ?? null, email ?? null],
      );
      return rows.map((r) => r.owner_id);
    },

    async grantOwner(userId: string, ownerId: string, db: Sql = sql) {
      await db.query(
        'INSERT INTO auth_brand_owners (user_id, owner_id) VALUES ($1, $2) ON CONFLICT DO NOTHING',
        [userId, ownerId],
      );
    },

    async revokeOwner(userId: string, ownerId: string) {
      await sql.query('DELETE FROM auth_brand_owners WHERE user_id = $1 AND owner_id = $2', [
        userId,
        ownerId,
      ]);
    },

    async insertOrganization(name: string, organizationNumber: string | null, db: Sql = sql) {
      const uuid = randomUUID();
      await db.query(
        'INSERT INTO auth_organizations (uuid, name, organization_number) VALUES ($1, $2, $3)',
        [uuid, name, organizationNumber],
      );
      return uuid;
    },

    async insertGroup(organizationId: string, name: string, memberIds: string[], db: Sql = sql) {
      const uuid = randomUUID();
      await db.query('INSERT INTO auth_groups (uuid, organization_id, name) VALUES ($1, $2, $3)', [
        uuid,
        organizationId,
        name,
      ]);
      for (const userId of memberIds) {
        await db.query('INSERT INTO auth_memberships (user_id, group_id) VALUES ($1, $2)', [
          userId,
          uuid,
        ]);
      }
      return uuid;
    },
  };
}

export type AccountsRepository = ReturnType<typeof createAccountsRepository>;
