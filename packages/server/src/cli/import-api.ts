/**
 * `npm run import -- --api <server> --token <vtr_…> <package>`: the import through a running
 * server's API instead of its database, with @vitrine/api-client, the client any brand's own
 * script would use (docs/IMPORT.md "By command, through the API"). The package is uploaded
 * as an import job (a folder is zipped first), its progress followed, its report printed;
 * with `--publish` the drafts it made are published when it went through (status
 * awaiting_publish).
 */
import { createReadStream, createWriteStream, openAsBlob } from 'node:fs';
import { mkdtemp, readdir, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { finished } from 'node:stream/promises';
import { createVitrineClient, errorMessage, multipart, type Schemas } from '@vitrine/api-client';
import type { ImportJob, ImportProgress } from '@vitrine/contracts';
import { Zip, ZipPassThrough } from 'fflate';

export interface ApiImport {
  /** The server's address, e.g. https://vitrine.example.com */
  base: string;
  /** A personal API token (vtr_…) or an access token. */
  token: string;
  /** A folder, a zip or one package file (products.csv, .xlsx, vitrine-package.json). */
  location: string;
  /** Shown to the server as the package's name (default: the location's). */
  name?: string;
  dryRun?: boolean;
  ownerId?: string;
  missing?: 'deprecate' | 'keep';
  publish?: boolean;
  onProgress?: (progress: ImportProgress) => void;
  /** How often the job is asked for (ms). */
  pollMs?: number;
}

export class ApiImportError extends Error {}

/** Every file under a folder, as package paths (with /). */
async function filesUnder(folder: string, prefix = ''): Promise<string[]> {
  const found: string[] = [];
  for (const entry of await readdir(path.join(folder, prefix), { withFileTypes: true })) {
    const relative = prefix ? `${prefix}/${entry.name}` : entry.name;
    if (entry.isDirectory()) found.push(...(await filesUnder(folder, relative)));
    else if (entry.isFile()) found.push(relative);
  }
  return found.sort();
}

/** A folder as a zip in a temporary folder, written as it is read (files are stored). */
async function zipFolder(folder: string, target: string) {
  const out = createWriteStream(target);
  const zip = new Zip((error, chunk) => {
    if (error) out.destroy(error);
    else out.write(chunk);
  });
  for (const name of await filesUnder(folder)) {
    const entry = new ZipPassThrough(name);
    zip.add(entry);
    for await (const chunk of createReadStream(path.join(folder, ...name.split('/'))))
      entry.push(chunk as Uint8Array);
    entry.push(new Uint8Array(0), true);
    // Lets the file stream catch up before the next entry's bytes pile up.
    if (out.writableNeedDrain)
      await new Promise<void>((resolve) => out.once('drain', () => resolve()));
  }
  zip.end();
  out.end();
  await finished(out);
}

/** What to upload: the file itself, or a folder zipped (and the temporary folder to remove). */
async function uploadable(location: string) {
  if (!(await stat(location)).isDirectory()) return { file: location, cleanup: async () => {} };
  const temp = await mkdtemp(path.join(tmpdir(), 'vitrine-upload-'));
  const file = path.join(temp, `${path.basename(location)}.zip`);
  await zipFolder(location, file);
  return { file, cleanup: () => rm(temp, { recursive: true, force: true }) };
}

/** Uploads the package, follows its job until it is done and answers the job. */
export async function importThroughApi(options: ApiImport): Promise<ImportJob> {
  const api = createVitrineClient({ baseUrl: options.base, token: options.token });
  const { file, cleanup } = await uploadable(options.location);
  try {
    const name = options.name ?? path.basename(file);
    const started = await api.POST('/api/catalog/v1/import_jobs', {
      params: {
        query: {
          ...(options.dryRun ? { dry_run: 'true' as const } : {}),
          ...(options.ownerId ? { owner_id: options.ownerId } : {}),
          ...(options.missing ? { missing: options.missing } : {}),
        },
      },
      ...multipart({ file: { blob: await openAsBlob(file), name } }),
    });
    if (!started.data)
      throw new ApiImportError(errorMessage(started.error, started.response.status));
    let job: Schemas['ImportJob'] = started.data.job;
    const params = { path: { job_id: job.job_id } };
    while (job.status === 'running') {
      options.onProgress?.(job.progress);
      await new Promise((resolve) => setTimeout(resolve, options.pollMs ?? 500));
      const polled = await api.GET('/api/catalog/v1/import_jobs/{job_id}', { params });
      if (!polled.data)
        throw new ApiImportError(errorMessage(polled.error, polled.response.status));
      job = polled.data.job;
    }
    options.onProgress?.(job.progress);
    if (options.publish && job.status === 'awaiting_publish') {
      const published = await api.POST('/api/catalog/v1/import_jobs/{job_id}/publish', { params });
      if (!published.data)
        throw new ApiImportError(errorMessage(published.error, published.response.status));
      job = published.data.job;
    }
    return job;
  } catch (error) {
    // fetch's own failure (no server there, refused, TLS): the cause says which.
    const cause = (error as { cause?: { code?: string; message?: string } }).cause;
    if (error instanceof TypeError && cause)
      throw new ApiImportError(`cannot reach ${options.base}: ${cause.code ?? cause.message}`);
    throw error;
  } finally {
    await cleanup();
  }
}
