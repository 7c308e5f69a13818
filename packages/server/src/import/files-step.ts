/**
 * Puts a package's files into the file service, each under the id its name and bytes give
 * (packageFileId): a file stored before is found and not stored again. `full` checks each new
 * file as an upload is checked (what it is, that it reads, image and size limits); `trusted`
 * stores packages Vitrine made itself as they are, in batches. A dry run checks and keeps
 * nothing. Files that fail become problems at the first field naming them.
 */
import { Readable } from 'node:stream';
import {
  baseName,
  brandOf,
  dataportsOf,
  extensionOf,
  packageFileId,
  sha256,
  storedConfiguration,
  type AnyLocated,
  type PackageFile,
  type PackageSource,
  where,
} from '@vitrine/catalogue-package';
import type { ImportProblemCode } from '@vitrine/contracts';
import { ApiFailure } from '../errors';
import type { NewFile } from '../files';
import { mediaTypeOf } from '../media/filetypes';
import type { JobRecorder } from './job';
import type { ImportDeps } from './import.types';

/** Files checked at once: analysis runs on worker threads and libvips, reading on libuv. */
const AT_ONCE = 2;
/** A trusted batch is stored when it holds this many bytes or files. */
const BATCH_BYTES = 64 * 1024 * 1024;
const BATCH_FILES = 200;

/**
 * What is asked of the file service to learn which files it has: no more (every part would
 * analyse each file found that was stored in bulk and not analysed yet: minutes for a demo).
 */
const WHETHER_STORED = { original_file: true };

const THREE_D_NAMES = new Set(['stp', 'igs', 'fbx', 'dae', '3ds', 'blend', 'ifc', 'skp']);

export interface FileStepOptions {
  verify: 'full' | 'trusted';
  /** Check only; store nothing. */
  checkOnly: boolean;
  /** Whether stored bytes are flushed to disk at once (not for a first start's demo). */
  durable: boolean;
}

/** What each file is stored with: the ids found so far, the job, the services, the options. */
interface Step {
  ids: Map<string, string>;
  job: JobRecorder;
  deps: ImportDeps;
  options: FileStepOptions;
}

/** Says what went wrong with a file, in the report's terms. */
async function problemOf(
  error: unknown,
  path: string,
  deps: ImportDeps,
): Promise<{ code: ImportProblemCode; message: string }> {
  if (!(error instanceof ApiFailure) || error.httpStatus >= 500) throw error;
  const ext = extensionOf(path);
  if (error.httpStatus === 413) return { code: 'file_too_large', message: error.reason };
  if (/pixels, more than the limit/.test(error.reason))
    return { code: 'image_too_large', message: error.reason };
  const threeD = THREE_D_NAMES.has(ext) || (await deps.cad()).readable.has(ext);
  return {
    code: threeD ? 'unreadable_3d' : 'unreadable_file',
    message: `${path}: ${error.reason}`,
  };
}

/**
 * Stores (or checks) every file; answers the dataport id of each path that went well. A
 * configuration naming its geometry by path goes after the rest, written again naming the
 * geometry's id: so its id, too, comes from what it says, and a package imported again finds
 * it stored.
 */
export async function storeFiles(
  source: PackageSource,
  files: Map<string, PackageFile>,
  job: JobRecorder,
  deps: ImportDeps,
  options: FileStepOptions,
): Promise<Map<string, string>> {
  job.stage('files', files.size);
  const ids = new Map<string, string>();
  const geometryOf = (file: PackageFile) => file.configuration?.geometry.file;
  const step: Step = { ids, job, deps, options };
  const entries = [...files];
  const configurations = entries.filter(([, file]) => geometryOf(file) !== undefined);
  await storeEach(
    source,
    entries.filter(([, file]) => geometryOf(file) === undefined),
    step,
  );
  const written = new Map<string, Uint8Array>();
  for (const [path, file] of configurations) {
    const geometryId = ids.get(geometryOf(file)!);
    // A geometry that failed its checks is reported; its configuration goes nowhere.
    if (geometryId === undefined) job.advance();
    else written.set(path, storedConfiguration(file.configuration!, geometryId));
  }
  await storeEach(
    withContents(source, written),
    configurations.filter(([path]) => written.has(path)),
    step,
  );
  return ids;
}

/** The source, with some files' contents replaced. */
function withContents(source: PackageSource, contents: Map<string, Uint8Array>): PackageSource {
  return {
    name: source.name,
    rootFiles: source.rootFiles,
    size: async (path) => contents.get(path)?.length ?? source.size(path),
    read: async (path) => {
      const bytes = contents.get(path);
      return bytes ? Buffer.from(bytes) : source.read(path);
    },
    stream: async (path) => {
      const bytes = contents.get(path);
      return bytes ? Readable.from([Buffer.from(bytes)]) : source.stream(path);
    },
    close: () => source.close(),
  };
}

async function storeEach(source: PackageSource, entries: Array<[string, PackageFile]>, step: Step) {
  if (step.options.verify === 'trusted') {
    await storeTrusted(source, entries, step);
    return;
  }
  let next = 0;
  const worker = async () => {
    while (next < entries.length) {
      const [path, file] = entries[next++]!;
      await storeChecked(source, path, file, step);
      step.job.advance();
    }
  };
  await Promise.all(Array.from({ length: AT_ONCE }, worker));
}

async function storeChecked(
  source: PackageSource,
  path: string,
  file: PackageFile,
  { ids, job, deps, options }: Step,
) {
  const filename = baseName(path);
  const ownerId = brandOf(file.firstUse);
  try {
    const result = await deps.files.storeContent(
      { body: await source.stream(path), filename },
      { filename, ...(ownerId ? { ownerId } : {}) },
      { contentId: (hash) => packageFileId(filename, hash), checkOnly: options.checkOnly },
    );
    ids.set(path, result.dataportId);
    if (result.reused) job.counts.files_reused++;
    else {
      job.counts.files_stored++;
      if (!options.checkOnly) job.storedFiles.push(result.dataportId);
    }
    const misfit = await misfitOf(path, result.filetype, file.slot, deps);
    if (misfit) {
      job.problems.error(misfit.code, misfit.message, {
        file: file.firstUse.file,
        line: file.firstUse.line,
        field: file.field,
      });
    }
  } catch (error) {
    const { code, message } = await problemOf(error, path, deps);
    job.problems.error(code, message, {
      file: file.firstUse.file,
      line: file.firstUse.line,
      field: file.field,
    });
  }
}

/**
 * A file that reads well but not as what its name and place say: a "chair.glb" of text in a
 * model's 3D files, a "photo.jpg" that is a PDF among its images. Stored as what it is, it
 * would leave the model without geometry or picture.
 */
async function misfitOf(
  path: string,
  filetype: string,
  slot: string,
  deps: ImportDeps,
): Promise<{ code: ImportProblemCode; message: string } | undefined> {
  const ext = extensionOf(path);
  if (slot === 'cads') {
    const readable = (await deps.cad()).readable;
    const threeD = (type: string) => THREE_D_NAMES.has(type) || readable.has(type);
    if (threeD(ext) && !threeD(filetype))
      return { code: 'unreadable_3d', message: `${path} is no 3D file: it reads as ${filetype}` };
  }
  if (slot === 'geometry' && filetype !== 'glb') {
    return {
      code: 'unreadable_3d',
      message: `${path} is no glb (it reads as ${filetype}): a configuration's geometry is a glb with one node per part`,
    };
  }
  const image = (type: string) => mediaTypeOf(type).startsWith('image/');
  if (slot === 'images' && (image(ext) || ext === 'jpeg') && !image(filetype))
    return { code: 'unreadable_file', message: `${path} is no image: it reads as ${filetype}` };
  return undefined;
}

async function storeTrusted(
  source: PackageSource,
  entries: Array<[string, PackageFile]>,
  { ids, job, deps, options }: Step,
) {
  let batch: NewFile[] = [];
  let bytes = 0;
  const flush = async () => {
    if (batch.length === 0) return;
    const wanted = batch.map((f) => f.dataportId!);
    const { missing } = await deps.files.meta(wanted, WHETHER_STORED);
    const fresh = new Set(missing);
    const toStore = batch.filter((f) => fresh.has(f.dataportId!));
    job.counts.files_reused += batch.length - toStore.length;
    job.counts.files_stored += toStore.length;
    if (!options.checkOnly && toStore.length) {
      await deps.files.putMany(toStore, { durable: options.durable });
      job.storedFiles.push(...toStore.map((f) => f.dataportId!));
    }
    job.advance(batch.length);
    batch = [];
    bytes = 0;
  };
  for (const [path, file] of entries) {
    const content = await source.read(path);
    const filename = baseName(path);
    const filetype = extensionOf(path) || 'bin';
    const id = packageFileId(filename, sha256(content));
    const ownerId = brandOf(file.firstUse);
    ids.set(path, id);
    batch.push({
      bytes: content,
      filename,
      filetype,
      mediaType: mediaTypeOf(filetype),
      dataportId: id,
      ...(ownerId ? { ownerId } : {}),
    });
    bytes += content.length;
    if (bytes >= BATCH_BYTES || batch.length >= BATCH_FILES) await flush();
  }
  await flush();
}

/**
 * Files records (and configurations) name by dataport id instead of shipping them must be in
 * the file service (or be the package's own): each that is not is a warning, since its item
 * shows nothing there. Not an error, so a catalogue exported with a file already missing
 * imports as it was.
 */
export async function checkDataports(
  records: AnyLocated[],
  files: Map<string, PackageFile>,
  ids: Map<string, string>,
  job: JobRecorder,
  deps: ImportDeps,
) {
  const own = new Set(ids.values());
  const uses = records.flatMap((located) =>
    dataportsOf(located).map(({ field, id }) => ({ id, at: where(located, field) })),
  );
  for (const file of files.values()) {
    const geometry = file.configuration?.geometry.dataport;
    if (geometry !== undefined) {
      const { file: manifest, line } = where(file.firstUse);
      uses.push({
        id: geometry,
        at: { file: manifest, line, field: `${file.field}#geometry.dataport` },
      });
    }
  }
  const foreign = uses.filter((use) => !own.has(use.id));
  const wanted = [...new Set(foreign.map((use) => use.id))];
  const missing = new Set<string>();
  for (let start = 0; start < wanted.length; start += 1000) {
    const answer = await deps.files.meta(wanted.slice(start, start + 1000), WHETHER_STORED);
    for (const id of answer.missing) missing.add(id);
  }
  for (const { id, at } of foreign) {
    if (missing.has(id))
      job.problems.warning('missing_file', `the file service has no file ${id}`, at);
  }
}
