/**
 * One import from start to end: read and check the package, store (or, in a dry run or
 * after a problem, only check) its files, work out the documents, write them in one
 * transaction. Nothing is written to the catalogue unless every check passed; files a failed
 * run stored are removed again. A run killed before its transaction committed leaves the
 * catalogue as it was, and the files it stored are found by the next run of the package
 * (their ids come from their bytes), so it goes on where the killed one stopped. One run
 * per brand at a time, under store locks that end with the process holding them: the next
 * run after a kill does not wait for anything.
 */
import {
  brandOf,
  checkPackage,
  openPackageSource,
  PackageOpenError,
  type PackageSource,
} from '@vitrine/catalogue-package';
import type { ImportJobStatus } from '@vitrine/contracts';
import { mayImportInto, mayImportShared } from '../access';
import { catalogueView } from './catalogue-view';
import { completer } from './complete';
import { checkDataports, storeFiles } from './files-step';
import { createImportRepository } from './import.repository';
import type { ImportDeps, ImportOptions } from './import.types';
import type { JobRecorder } from './job';
import { planDocuments } from './plan';
import { stagePlan, writePlan } from './write';

/** A job that has not said it is alive for this long has stopped (its process ended). */
export const STALE_AFTER_MS = 60_000;

/** Runs the import; answers how it ended (problems and counts are on the job). */
export async function runImport(
  location: string,
  job: JobRecorder,
  deps: ImportDeps,
  options: ImportOptions,
): Promise<ImportJobStatus> {
  let source: PackageSource | undefined;
  let unlock: (() => Promise<void>) | undefined;
  try {
    let entry: string | undefined;
    try {
      ({ source, entry } = await openPackageSource(location, { inflateLimit: deps.inflateLimit }));
    } catch (error) {
      if (!(error instanceof PackageOpenError)) throw error;
      job.problems.error('bad_manifest', error.message, { file: job.packageName });
      return 'failed';
    }
    job.stage('checking', 0);
    const { caller } = options;
    const checked = await checkPackage(
      source,
      entry,
      {
        catalogue: catalogueView(deps),
        permissions: {
          mayWrite: (ownerId) => mayImportInto(caller, ownerId),
          mayWriteShared: mayImportShared(caller),
        },
        fileSizeLimit: deps.fileSizeLimit,
        table: options.ownerId ? { ownerId: options.ownerId } : {},
      },
      job.problems,
    );
    // A lone manifest or list keeps the name it came with (its folder is only where it waits).
    job.packageName = checked.header?.name ?? (entry ? job.packageName : source.name);
    job.ownerIds = [...new Set(checked.records.map(brandOf).filter((id) => id !== undefined))];
    if (!options.dryRun) unlock = await lockBrands(job, deps);
    const dryRun = options.dryRun ?? false;
    const ids = await storeFiles(source, checked.files, job, deps, {
      verify: options.verify ?? 'full',
      checkOnly: dryRun || job.problems.hasErrors,
      durable: !options.bulk,
    });
    await checkDataports(checked.records, checked.files, ids, job, deps);
    if (job.problems.hasErrors) {
      await removeStored(job, deps);
      // A real run that failed stored nothing (in a dry run the count says what it would).
      if (!dryRun) job.counts.files_stored = 0;
      return 'failed';
    }
    const plan = await planDocuments(checked.records, {
      deps,
      job,
      ids,
      packageName: job.packageName,
      missing: options.missing ?? 'deprecate',
      ...(options.expectVersions ? { expectVersions: options.expectVersions } : {}),
      complete: completer(deps, job, dryRun),
    });
    if (dryRun) return 'done';
    if (options.drafts) return (await stagePlan(plan, deps, job)) ? 'awaiting_publish' : 'done';
    await writePlan(plan, deps, job, options.bulk ?? false);
    return 'done';
  } catch (error) {
    await removeStored(job, deps).catch(() => undefined);
    throw error;
  } finally {
    await unlock?.();
    await source?.close();
  }
}

/**
 * Two imports into one brand at once would deprecate each other's items: the second is
 * refused, naming the running one. Answers the locks' release.
 */
async function lockBrands(job: JobRecorder, deps: ImportDeps) {
  if (job.ownerIds.length === 0) return undefined;
  const unlock = await deps.store.holdLocks(job.ownerIds.map((id) => `import:${id}`));
  if (unlock) return unlock;
  const others = (await createImportRepository(deps.store).running(job.ownerIds)).filter(
    (other) => other.job_id !== job.jobId,
  );
  const other = others.sort((a, b) => a.silent_ms - b.silent_ms)[0];
  throw new ConcurrentImport(
    other
      ? `another import into ${other.owner_ids.join(', ')} is running (job ${other.job_id}): try again when it is done`
      : `another import into ${job.ownerIds.join(', ')} is running: try again when it is done`,
  );
}

export class ConcurrentImport extends Error {}

/** Removes the files this run stored (nothing refers to them: the catalogue was not written). */
async function removeStored(job: JobRecorder, deps: ImportDeps) {
  if (job.storedFiles.length === 0) return;
  await deps.files.remove(job.storedFiles);
  job.counts.files_stored = 0;
  job.storedFiles.length = 0;
}
