/**
 * Import jobs: the command line runs one to its end; the API starts one in the background
 * for an uploaded package and answers its progress and report from its row (any process
 * can), and publishes what it staged. Who may do what is asked of access/.
 */
import { randomBytes } from 'node:crypto';
import { rm } from 'node:fs/promises';
import type { ImportJob, ImportJobStatus, ModelEdit, OwnerEdit } from '@vitrine/contracts';
import {
  mayFollowImport,
  mayPublishImport,
  requireLogin,
  requirePermission,
  type Caller,
} from '../access';
import { importConflict, notFound } from '../errors';
import { readEditable, saveEdit, type EditUpload } from './edit';
import type { UploadedFile } from './one-record';
import { readEditableOwner, saveOwnerEdit } from './owner-edit';
import { createImportRepository } from './import.repository';
import { toJob } from './import.mapper';
import type { ImportDeps, ImportOptions } from './import.types';
import { JobRecorder, noCounts } from './job';
import { ConcurrentImport, runImport } from './run';
import { changedSinceCheck, publishStaged } from './write';

const newJobId = () => randomBytes(12).toString('base64url');

export function createImportService(deps: ImportDeps) {
  const repository = createImportRepository(deps.store);

  async function begin(name: string, options: ImportOptions) {
    const job = new JobRecorder(repository, newJobId(), name, options.onProgress);
    await repository.insert({
      job_id: job.jobId,
      user_id: options.caller.userId ?? null,
      owner_ids: [],
      package_name: name,
      dry_run: options.dryRun ?? false,
      drafts: options.drafts ?? false,
      status: 'running',
      progress: job.progress(),
      counts: noCounts(),
      problems: [],
      problem_count: 0,
      reason: null,
      stored_files: [],
    });
    job.start();
    return job;
  }

  /** Runs the job to its end and records how it ended. */
  async function finish(job: JobRecorder, location: string, options: ImportOptions) {
    let status: ImportJobStatus;
    let reason: string | undefined;
    try {
      status = await runImport(location, job, deps, options);
    } catch (error) {
      status = 'failed';
      reason =
        error instanceof ConcurrentImport
          ? error.message
          : `the import stopped: ${(error as Error).message}`;
      if (!(error instanceof ConcurrentImport)) deps.log?.error({ err: error }, 'Import failed');
    }
    await job.finish(status, reason);
    return toJob((await repository.get(job.jobId))!);
  }

  async function followed(jobId: string, caller: Caller) {
    requireLogin(caller);
    const row = await repository.get(jobId);
    if (!row || !mayFollowImport(caller, { userId: row.user_id }))
      throw notFound(`Import ${jobId}`);
    return row;
  }

  return {
    /** Imports a package (a folder, zip, manifest or table) to the end: the command line. */
    run: async (location: string, name: string, options: ImportOptions): Promise<ImportJob> =>
      finish(await begin(name, options), location, options),

    /**
     * Starts importing an uploaded package in the background and answers the job at once;
     * the upload (in uploadDir) is removed when the job ends.
     */
    async start(upload: { path: string; name: string; folder: string }, options: ImportOptions) {
      requireLogin(options.caller);
      const job = await begin(upload.name, options);
      void finish(job, upload.path, options).finally(() =>
        rm(upload.folder, { recursive: true, force: true }),
      );
      return toJob((await repository.get(job.jobId))!);
    },

    /** A job's progress and report, for whoever started it and administrators. */
    get: async (jobId: string, caller: Caller) => toJob(await followed(jobId, caller)),

    /** The caller's latest jobs (administrators: everyone's), newest first. */
    async list(caller: Caller): Promise<ImportJob[]> {
      requireLogin(caller);
      const rows = await repository.recent(caller.admin ? null : caller.userId, 50);
      return rows.map(toJob);
    },

    /** Writes what a job staged: its drafts become what the package says. */
    async publish(jobId: string, caller: Caller): Promise<ImportJob> {
      const row = await followed(jobId, caller);
      requirePermission(
        mayPublishImport(caller, { userId: row.user_id, ownerIds: row.owner_ids }),
        `publishing into ${row.owner_ids.join(', ')}`,
      );
      if (row.status !== 'awaiting_publish') {
        throw importConflict(
          `the import is ${row.status}: only an import awaiting publish can be published`,
        );
      }
      // (Checked before the write: a save that lands in between is written over, a window of
      // milliseconds against the hours an import may wait for its Publish.)
      const moved = await changedSinceCheck(await repository.staged(jobId), deps);
      if (moved.length) {
        throw importConflict(
          `changed since this import was checked: ${moved.slice(0, 10).join(', ')}` +
            `${moved.length > 10 ? ` and ${moved.length - 10} more` : ''}; nothing was published. ` +
            'Import the package again to check it against them.',
        );
      }
      await publishStaged(jobId, deps);
      await repository.update(jobId, { status: 'published' }, true);
      return toJob((await repository.get(jobId))!);
    },

    /** A model's editable fields, for an editor of its brand (edit.ts). */
    editable: (id: string, caller: Caller) => readEditable({ deps, begin }, id, caller),

    /** Saves an edit of a model through the import pipeline (edit.ts). */
    edit: (id: string, edit: ModelEdit, caller: Caller, upload?: EditUpload) =>
      saveEdit({ deps, begin }, id, edit, caller, upload),

    /** A brand page's editable fields, for an editor of the brand (owner-edit.ts). */
    editableOwner: (id: string, caller: Caller) => readEditableOwner({ deps, begin }, id, caller),

    /** Saves an edit of a brand's page through the import pipeline (owner-edit.ts). */
    editOwner: (
      id: string,
      edit: OwnerEdit,
      caller: Caller,
      image?: UploadedFile & { category: 'logo' | 'banner' },
    ) => saveOwnerEdit({ deps, begin }, id, edit, caller, image),

    /** Where uploads wait; made per job by the routes. */
    uploadDir: deps.uploadDir,
  };
}

export type ImportService = ReturnType<typeof createImportService>;
