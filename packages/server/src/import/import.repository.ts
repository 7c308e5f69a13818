/** SQL for import jobs and staged documents; nothing else touches import_jobs or import_staged. */
import type { ImportCounts, ImportProblem, ImportProgress } from '@vitrine/contracts';
import { json, type Sql } from '../store';

export interface JobRow {
  job_id: string;
  user_id: string | null;
  owner_ids: string[];
  package_name: string;
  dry_run: boolean;
  drafts: boolean;
  status: string;
  progress: ImportProgress;
  counts: ImportCounts;
  problems: ImportProblem[];
  problem_count: number;
  reason: string | null;
  stored_files: string[];
  created_ms: number;
  finished_ms: number | null;
  /** Milliseconds since the job last said it was alive. */
  silent_ms: number;
}

/** A document (or product information item) waiting for its import to be published. */
export interface StagedRow {
  kind: string;
  id: string;
  doc: unknown;
  /** When the item was last modified as the import was checked (none: product information). */
  base_modified?: number | null;
}

const COLUMNS = `job_id, user_id, owner_ids, package_name, dry_run, drafts, status, progress,
  counts, problems, problem_count, reason, stored_files,
  (extract(epoch FROM created_at) * 1000)::float8 AS created_ms,
  (extract(epoch FROM finished_at) * 1000)::float8 AS finished_ms,
  (extract(epoch FROM now() - heartbeat_at) * 1000)::float8 AS silent_ms`;

export function createImportRepository(sql: Sql) {
  return {
    async insert(row: Omit<JobRow, 'created_ms' | 'finished_ms' | 'silent_ms'>) {
      await sql.query(
        `INSERT INTO import_jobs (job_id, user_id, owner_ids, package_name, dry_run, drafts,
           status, progress, counts, problems, problem_count, reason, stored_files)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13)`,
        [
          row.job_id,
          row.user_id,
          row.owner_ids,
          row.package_name,
          row.dry_run,
          row.drafts,
          row.status,
          json(row.progress),
          json(row.counts),
          json(row.problems),
          row.problem_count,
          row.reason,
          row.stored_files,
        ],
      );
    },

    /** Writes what changed and renews the heartbeat; `finished` stamps the end. */
    async update(
      jobId: string,
      fields: Partial<
        Pick<
          JobRow,
          | 'owner_ids'
          | 'package_name'
          | 'status'
          | 'progress'
          | 'counts'
          | 'problems'
          | 'problem_count'
          | 'reason'
          | 'stored_files'
        >
      >,
      finished = false,
    ) {
      await sql.query(
        `UPDATE import_jobs SET
           owner_ids = coalesce($2, owner_ids), package_name = coalesce($3, package_name),
           status = coalesce($4, status), progress = coalesce($5::jsonb, progress),
           counts = coalesce($6::jsonb, counts), problems = coalesce($7::jsonb, problems),
           problem_count = coalesce($8, problem_count), reason = coalesce($9, reason),
           stored_files = coalesce($10, stored_files), heartbeat_at = now(),
           finished_at = CASE WHEN $11 THEN now() ELSE finished_at END
         WHERE job_id = $1`,
        [
          jobId,
          fields.owner_ids ?? null,
          fields.package_name ?? null,
          fields.status ?? null,
          fields.progress ? json(fields.progress) : null,
          fields.counts ? json(fields.counts) : null,
          fields.problems ? json(fields.problems) : null,
          fields.problem_count ?? null,
          fields.reason ?? null,
          fields.stored_files ?? null,
          finished,
        ],
      );
    },

    async get(jobId: string): Promise<JobRow | undefined> {
      const rows = await sql.query<JobRow>(`SELECT ${COLUMNS} FROM import_jobs WHERE job_id = $1`, [
        jobId,
      ]);
      return rows[0];
    },

    /** Running jobs that write to any of these brands. */
    async running(ownerIds: string[]): Promise<JobRow[]> {
      return sql.query<JobRow>(
        `SELECT ${COLUMNS} FROM import_jobs WHERE status = 'running' AND owner_ids && $1::text[]`,
        [ownerIds],
      );
    },

    /** The latest jobs a user started (all users': null), newest first. */
    async recent(userId: string | null, limit: number): Promise<JobRow[]> {
      return sql.query<JobRow>(
        `SELECT ${COLUMNS} FROM import_jobs WHERE ($1::text IS NULL OR user_id = $1)
          ORDER BY created_at DESC LIMIT $2`,
        [userId, limit],
      );
    },

    async stage(jobId: string, rows: StagedRow[]) {
      for (let start = 0; start < rows.length; start += 500) {
        await sql.query(
          `INSERT INTO import_staged (job_id, seq, kind, id, doc, base_modified)
           SELECT $1, $2 + n - 1, r->>'kind', r->>'id', r->'doc', (r->>'base_modified')::bigint
             FROM jsonb_array_elements($3::jsonb) WITH ORDINALITY AS x(r, n)`,
          [jobId, start, json(rows.slice(start, start + 500))],
        );
      }
    },

    async staged(jobId: string): Promise<StagedRow[]> {
      return sql.query<StagedRow>(
        `SELECT kind, id, doc, base_modified::float8 AS base_modified
           FROM import_staged WHERE job_id = $1 ORDER BY seq`,
        [jobId],
      );
    },

    async dropStaged(jobId: string) {
      await sql.query('DELETE FROM import_staged WHERE job_id = $1', [jobId]);
    },
  };
}

export type ImportRepository = ReturnType<typeof createImportRepository>;
