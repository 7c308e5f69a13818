/**
 * A workspace save as a one-record package (docs/WORKSPACE.md "One way into the catalogue"):
 * the record (with a new file beside it, when one was uploaded) is written to a folder and
 * run through the import pipeline, expecting the item at the data_version the editor started
 * from. A save that finds another import of the brand running waits for it a little.
 */
import { mkdir, mkdtemp, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Caller } from '../access';
import type { ImportDeps, ImportOptions } from './import.types';
import type { JobRecorder } from './job';
import { VersionConflict } from './plan';
import { ConcurrentImport, runImport } from './run';

/** How long a save waits for another import or save into the same brand. */
const LOCK_WAIT_MS = 10_000;

export interface SaveContext {
  deps: ImportDeps;
  begin: (name: string, options: ImportOptions) => Promise<JobRecorder>;
}

/** An uploaded file for the item, by its path in the one-item package. */
export interface UploadedFile {
  /** Where the upload waits. */
  path: string;
  /** Its name (already made safe). */
  name: string;
}

/** Runs the package, waiting a little for another import into the brand. */
async function runWaiting(ctx: SaveContext, folder: string, name: string, options: ImportOptions) {
  const started = Date.now();
  for (;;) {
    const job = await ctx.begin(name, options);
    try {
      const status = await runImport(folder, job, ctx.deps, options);
      await job.finish(status);
      return { job, status };
    } catch (error) {
      await job.finish('failed', (error as Error).message);
      if (!(error instanceof ConcurrentImport) || Date.now() - started > LOCK_WAIT_MS) throw error;
      await new Promise((resolve) => setTimeout(resolve, 150));
    }
  }
}

export interface OneRecordSave {
  /** The package list the record goes in: `owners`, `models`, ... */
  list: string;
  id: string;
  /** The data_version the editor started from. */
  version: number;
  caller: Caller;
  /** A new file, placed at `{folder}/{name}` in the package (folder: images). */
  file?: UploadedFile & { folder?: string };
  /** The record, given the new file's path in the package. */
  record: (filePath: string | undefined) => Record<string, unknown>;
}

/**
 * Writes the record through the import pipeline. Answers `conflict` when the item is no
 * longer at `version` (nothing written), else the first error the import reported (with the
 * record it checked, to name the field), or nothing when it was written.
 */
export async function saveOneRecord(ctx: SaveContext, save: OneRecordSave) {
  const { deps } = ctx;
  await mkdir(deps.uploadDir, { recursive: true });
  const folder = await mkdtemp(path.join(deps.uploadDir, 'edit-'));
  try {
    const fileFolder = save.file?.folder ?? 'images';
    const filePath = save.file ? `${fileFolder}/${save.file.name}` : undefined;
    if (save.file) {
      await mkdir(path.join(folder, fileFolder));
      await rename(save.file.path, path.join(folder, filePath!));
    }
    const record = save.record(filePath);
    const name = `edit of ${save.id}`;
    await writeFile(
      path.join(folder, 'vitrine-package.json'),
      JSON.stringify({ format: 'vitrine-package', version: 1, name, [save.list]: [record] }),
    );
    const options: ImportOptions = {
      caller: save.caller,
      missing: 'keep',
      // Files already stored were checked when they came; a new one is checked as any upload.
      verify: save.file ? 'full' : 'trusted',
      expectVersions: new Map([[save.id, save.version]]),
    };
    try {
      const outcome = await runWaiting(ctx, folder, name, options);
      const error = outcome.job.problems.list.find((p) => p.severity === 'error');
      return { record, error: outcome.status === 'failed' ? error : undefined };
    } catch (error) {
      if (error instanceof VersionConflict) return { record, conflict: true as const };
      throw error;
    }
  } finally {
    await rm(folder, { recursive: true, force: true });
  }
}
