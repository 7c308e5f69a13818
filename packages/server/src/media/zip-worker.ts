/**
 * Entry of the zip worker thread: inflates one archive (a zip, or a gzip) per message
 * (zip-worker-client.ts).
 */
import { setPriority } from 'node:os';
import { parentPort } from 'node:worker_threads';
import { ApiFailure } from '../errors';
import { measureGzip } from './gzip-inflate';
import { inflateEntries } from './zip-inflate';
import type { ArchiveJob, ZipReply } from './zip-worker-client';

// Inflating is background work: this thread leaves the cores to the event loop's thread
// first. (Linux keeps a nice value per thread, and 0 names the calling one.)
try {
  setPriority(0, 10);
} catch {
  // Not allowed on this system: the thread runs at the process's priority.
}

async function run(id: number, job: ArchiveJob): Promise<ZipReply> {
  if (job.kind === 'gzip') return { id, size: await measureGzip(job) };
  const kept = await inflateEntries(job);
  return { id, kept: [...kept].map(([name, bytes]) => [name, bytes]) };
}

parentPort!.on('message', ({ id, job }: { id: number; job: ArchiveJob }) => {
  run(id, job).then(
    (reply) => parentPort!.postMessage(reply), // copied: Buffers may share a pooled ArrayBuffer
    (error: unknown) =>
      parentPort!.postMessage({
        id,
        error: {
          message: error instanceof Error ? error.message : String(error),
          unprocessable: error instanceof ApiFailure,
          detail: error instanceof ApiFailure ? error.detail : undefined,
        },
      } satisfies ZipReply),
  );
});
