/** The bundles table: a list download's entries and its progress (migration 023). */
import type { BundleEntry, BundleFailure, BundleSkipped } from '@vitrine/contracts';
import { json, type Sql } from '../store';

export interface BundleRow {
  id: string;
  user_id: string;
  name: string;
  language: string | null;
  entries: BundleEntry[];
  skipped: BundleSkipped[];
  estimated_size: number;
  state: 'ready' | 'running' | 'done';
  done: number;
  bytes: number;
  failed: BundleFailure[];
  expires_at: Date;
}

export interface NewBundle {
  id: string;
  userId: string;
  name: string;
  language: string | undefined;
  entries: BundleEntry[];
  skipped: BundleSkipped[];
  estimatedSize: number;
  expiresAt: Date;
}

const number = (value: unknown) => Number(value);

export function createBundlesRepository(sql: Sql) {
  return {
    async insert(bundle: NewBundle): Promise<void> {
      await sql.query(
        `INSERT INTO bundles (id, user_id, name, language, entries, skipped, estimated_size, expires_at)
         VALUES ($1, $2, $3, $4, $5::jsonb, $6::jsonb, $7, $8)`,
        [
          bundle.id,
          bundle.userId,
          bundle.name,
          bundle.language ?? null,
          json(bundle.entries),
          json(bundle.skipped),
          bundle.estimatedSize,
          bundle.expiresAt.toISOString(),
        ],
      );
    },

    /** The bundle, unless it has expired. */
    async find(id: string): Promise<BundleRow | undefined> {
      const [row] = await sql.query<BundleRow>(
        `SELECT * FROM bundles WHERE id = $1 AND expires_at > now()`,
        [id],
      );
      if (!row) return undefined;
      return {
        ...row,
        estimated_size: number(row.estimated_size),
        bytes: number(row.bytes),
        expires_at: new Date(row.expires_at),
      };
    },

    async progress(
      id: string,
      state: BundleRow['state'],
      done: number,
      bytes: number,
      failed: BundleFailure[],
    ): Promise<void> {
      await sql.query(
        `UPDATE bundles SET state = $2, done = $3, bytes = $4, failed = $5::jsonb WHERE id = $1`,
        [id, state, done, bytes, json(failed)],
      );
    },

    /** Forgets expired bundles; returns how many. */
    async removeExpired(): Promise<number> {
      const rows = await sql.query(`DELETE FROM bundles WHERE expires_at <= now() RETURNING id`);
      return rows.length;
    },
  };
}

export type BundlesRepository = ReturnType<typeof createBundlesRepository>;
