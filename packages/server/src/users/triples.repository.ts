/** SQL for triples (user_triples); nothing else touches the table. */
import type { Triple, TripleLevel } from '@vitrine/contracts';
import type { Sql } from '../store';

const COLUMNS = 'subject AS "user", scope, key, value, level, version';
/**
 * What a write reads back: everything but the value, which is the one just written (up to
 * 1 MB that PGlite would otherwise copy out of its memory and decode again on the event loop).
 */
const WRITTEN = 'subject AS "user", scope, key, level, version';

export interface TripleKey {
  user: string;
  scope: string;
  key: string;
}

export interface TriplePut extends TripleKey {
  value: string;
  level: TripleLevel;
  /** Compare-and-set: the version it must have now (0: must not exist); absent: any. */
  if_version?: number;
}

export function createTriplesRepository(sql: Sql) {
  /** Writes one triple; its row without the value, or undefined (if_version does not match). */
  async function putRow(
    db: Sql,
    t: TriplePut,
    by: string,
  ): Promise<Omit<Triple, 'value'> | undefined> {
    const params = [t.user, t.scope, t.key, t.level, t.value, by];
    if (t.if_version === undefined || t.if_version === 0) {
      const onConflict =
        t.if_version === 0
          ? 'DO NOTHING'
          : `DO UPDATE SET value = EXCLUDED.value, version = user_triples.version + 1,
               updated_by = EXCLUDED.updated_by, updated_at = now()`;
      const [row] = await db.query<Omit<Triple, 'value'>>(
        `INSERT INTO user_triples (subject, scope, key, level, value, version, updated_by)
         VALUES ($1, $2, $3, $4, $5, 1, $6)
         ON CONFLICT (subject, scope, key) ${onConflict} RETURNING ${WRITTEN}`,
        params,
      );
      return row;
    }
    const [row] = await db.query<Omit<Triple, 'value'>>(
      `UPDATE user_triples SET value = $4, version = version + 1, updated_by = $5, updated_at = now()
        WHERE subject = $1 AND scope = $2 AND key = $3 AND version = $6
        RETURNING ${WRITTEN}`,
      [t.user, t.scope, t.key, t.value, by, t.if_version],
    );
    return row;
  }

  return {
    /** The triples of these subjects in these scopes, in a stable order. */
    async read(subjects: readonly string[], scopes: readonly string[]): Promise<Triple[]> {
      return sql.query<Triple>(
        `SELECT ${COLUMNS} FROM user_triples WHERE subject = ANY($1) AND scope = ANY($2)
          ORDER BY subject, scope, key`,
        [subjects, scopes],
      );
    },

    /** The current triples of these keys (those that exist). */
    async current(keys: readonly TripleKey[], db: Sql = sql): Promise<Triple[]> {
      const found: Triple[] = [];
      for (const k of keys) {
        const [row] = await db.query<Triple>(
          `SELECT ${COLUMNS} FROM user_triples WHERE subject = $1 AND scope = $2 AND key = $3`,
          [k.user, k.scope, k.key],
        );
        if (row) found.push(row);
      }
      return found;
    },

    /** Writes one triple; undefined when its if_version does not match (nothing written). */
    async put(db: Sql, t: TriplePut, by: string): Promise<Triple | undefined> {
      const row = await putRow(db, t, by);
      return row && { ...row, value: t.value };
    },

    /**
     * Removes one triple: the removed one, null when there was none, undefined when its
     * if_version does not match (nothing removed).
     */
    async remove(
      db: Sql,
      k: TripleKey & { if_version?: number },
    ): Promise<Omit<Triple, 'value'> | null | undefined> {
      if (k.if_version === 0) {
        const [exists] = await this.current([k], db);
        return exists ? undefined : null;
      }
      const [row] = await db.query<Omit<Triple, 'value'>>(
        `DELETE FROM user_triples WHERE subject = $1 AND scope = $2 AND key = $3
            AND ($4::int IS NULL OR version = $4)
          RETURNING subject AS "user", scope, key, level, version`,
        [k.user, k.scope, k.key, k.if_version ?? null],
      );
      if (row) return row;
      return k.if_version === undefined ? null : undefined;
    },

    /** Every triple a user holds as their own, with when it last changed (the data export). */
    async ofUser(userId: string): Promise<Array<Triple & { updated_at: Date }>> {
      return sql.query(
        `SELECT ${COLUMNS}, updated_at FROM user_triples
          WHERE subject = $1 AND level = 'user' ORDER BY scope, key`,
        [userId],
      );
    },

    /** Forgets a user's own triples (account deletion). */
    async removeUser(userId: string, db: Sql = sql) {
      await db.query("DELETE FROM user_triples WHERE subject = $1 AND level = 'user'", [userId]);
    },
  };
}

export type TriplesRepository = ReturnType<typeof createTriplesRepository>;
