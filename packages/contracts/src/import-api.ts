/**
 * Imports of catalogue packages through the API (docs/IMPORT.md): a job per uploaded
 * package, its progress and its report, and publishing what it brought as drafts.
 */
import { Type, type Static } from 'typebox';
import { Id } from './common';

export const IMPORT_PROBLEM_CODES = [
  'bad_manifest',
  'bad_version',
  'invalid_field',
  'unknown_field',
  'unknown_language',
  'duplicate_id',
  'unknown_reference',
  'foreign_id',
  'not_owner',
  'catalog_cycle',
  'unsafe_path',
  'missing_file',
  'unreadable_file',
  'unreadable_3d',
  'image_too_large',
  'file_too_large',
  'bad_table',
] as const;
export type ImportProblemCode = (typeof IMPORT_PROBLEM_CODES)[number];

/** One thing wrong with a package, said where it is. */
export const ImportProblem = Type.Object({
  severity: Type.Union([Type.Literal('error'), Type.Literal('warning')]),
  code: Type.String({ description: IMPORT_PROBLEM_CODES.join(', ') }),
  message: Type.String(),
  /** The package file at fault: the manifest, the product table, or a file it names. */
  file: Type.String(),
  /** 1-based line of the manifest or row of the table, when known. */
  line: Type.Optional(Type.Integer()),
  /** The field at fault, as a path: models[3].texts[0].language, or a table column. */
  field: Type.Optional(Type.String()),
});
export type ImportProblem = Static<typeof ImportProblem>;

const Count = Type.Integer({ minimum: 0 });

/** What an import did (or, for a dry run, would do) to items of each kind. */
export const ImportCounts = Type.Object({
  created: Count,
  updated: Count,
  unchanged: Count,
  deprecated: Count,
  files_stored: Type.Integer({ description: 'files new to the file service' }),
  files_reused: Type.Integer({ description: 'files it had already (same name and bytes)' }),
  previews_rendered: Count,
});
export type ImportCounts = Static<typeof ImportCounts>;

export const IMPORT_STATUSES = [
  'running',
  'done',
  'failed',
  'awaiting_publish',
  'published',
] as const;
export type ImportJobStatus = (typeof IMPORT_STATUSES)[number];

export const ImportProgress = Type.Object({
  stage: Type.String({ description: 'reading, checking, files, previews, writing, done' }),
  done: Count,
  total: Count,
  /** Seconds left at the pace so far, when it can be told. */
  eta_seconds: Type.Optional(Type.Number()),
});
export type ImportProgress = Static<typeof ImportProgress>;

export const ImportJob = Type.Object({
  job_id: Type.String(),
  status: Type.Enum(IMPORT_STATUSES),
  dry_run: Type.Boolean(),
  /** The brands the package writes to. */
  owner_ids: Type.Array(Id),
  package_name: Type.String(),
  progress: ImportProgress,
  counts: ImportCounts,
  /** Every problem found (at most 1,000 are listed; problem_count counts them all). */
  problems: Type.Array(ImportProblem),
  problem_count: Type.Integer(),
  created_epochmillis: Type.Number(),
  finished_epochmillis: Type.Optional(Type.Number()),
  /** Why a failed job failed, when not a problem of the package. */
  reason: Type.Optional(Type.String()),
});
export type ImportJob = Static<typeof ImportJob>;

export const ImportJobAnswer = Type.Object({ took: Type.Number(), job: ImportJob });
export type ImportJobAnswer = Static<typeof ImportJobAnswer>;

export const ImportJobParams = Type.Object(
  { job_id: Type.String({ pattern: '^[A-Za-z0-9_-]{1,64}$' }) },
  { additionalProperties: false },
);
export type ImportJobParams = Static<typeof ImportJobParams>;

export const ImportJobsAnswer = Type.Object({ took: Type.Number(), jobs: Type.Array(ImportJob) });
export type ImportJobsAnswer = Static<typeof ImportJobsAnswer>;

/** What to do with an uploaded package (query parameters, so curl -F sends just the file). */
export const ImportQuery = Type.Object(
  {
    dry_run: Type.Optional(
      Type.Union([Type.Literal('true'), Type.Literal('false')], {
        description: 'true: only check; change nothing',
      }),
    ),
    owner_id: Type.Optional(
      Type.String({
        minLength: 1,
        maxLength: 200,
        pattern: '^[A-Za-z0-9_.:~@+-]+$',
        description: 'the brand of product table rows that name none',
      }),
    ),
    missing: Type.Optional(
      Type.Union([Type.Literal('deprecate'), Type.Literal('keep')], {
        description:
          "items of the package's brands that the package no longer has: deprecate (default) or keep",
      }),
    ),
  },
  { additionalProperties: false },
);
export type ImportQuery = Static<typeof ImportQuery>;
