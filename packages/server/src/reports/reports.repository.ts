/** SQL for error reports; nothing else touches the error_groups table. */
import type { Sql } from '../store';

export interface ErrorEvent {
  fingerprint: string;
  kind: string;
  name: string;
  message: string;
  context: string;
  stack: string;
  appVersion: string;
  route: string;
  browser: string;
  language: string;
}

export interface ErrorGroupRow {
  fingerprint: string;
  kind: string;
  name: string;
  message: string;
  context: string;
  stack: string;
  app_version: string;
  route: string;
  browser: string;
  language: string;
  count: string | number;
  first_seen: Date | string;
  last_seen: Date | string;
}

export function createReportsRepository(sql: Sql) {
  return {
    /**
     * Counts the event into its group, keeping the latest details; returns whether the
     * group is new. (xmax is 0 only for a row this statement inserted.)
     */
    async record(e: ErrorEvent): Promise<boolean> {
      const [row] = await sql.query<{ inserted: boolean }>(
        `INSERT INTO error_groups
           (fingerprint, kind, name, message, context, stack, app_version, route, browser, language)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10)
         ON CONFLICT (fingerprint) DO UPDATE SET
           count = error_groups.count + 1, last_seen = now(),
           context = EXCLUDED.context, stack = EXCLUDED.stack,
           app_version = EXCLUDED.app_version, route = EXCLUDED.route,
           browser = EXCLUDED.browser, language = EXCLUDED.language
         RETURNING (xmax = 0) AS inserted`,
        [
          e.fingerprint,
          e.kind,
          e.name,
          e.message,
          e.context,
          e.stack,
          e.appVersion,
          e.route,
          e.browser,
          e.language,
        ],
      );
      return row?.inserted === true;
    },

    /** Removes the least recently seen groups beyond `keep`. */
    async keepNewest(keep: number): Promise<void> {
      await sql.query(
        `DELETE FROM error_groups WHERE fingerprint IN (
           SELECT fingerprint FROM error_groups ORDER BY last_seen DESC, fingerprint OFFSET $1)`,
        [keep],
      );
    },

    /** Removes the groups not seen for `days` days. */
    async removeOlderThan(days: number): Promise<void> {
      await sql.query(
        `DELETE FROM error_groups WHERE last_seen < now() - make_interval(days => $1)`,
        [days],
      );
    },

    async list(limit: number): Promise<{ rows: ErrorGroupRow[]; total: number }> {
      const rows = await sql.query<ErrorGroupRow>(
        `SELECT * FROM error_groups ORDER BY last_seen DESC, fingerprint LIMIT $1`,
        [limit],
      );
      const [count] = await sql.query<{ total: string | number }>(
        'SELECT count(*) AS total FROM error_groups',
      );
      return { rows, total: Number(count?.total ?? 0) };
    },

    /** Whether a group was there to remove. */
    async remove(fingerprint: string): Promise<boolean> {
      const rows = await sql.query('DELETE FROM error_groups WHERE fingerprint = $1 RETURNING 1', [
        fingerprint,
      ]);
      return rows.length > 0;
    },
  };
}

export type ReportsRepository = ReturnType<typeof createReportsRepository>;
