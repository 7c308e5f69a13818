/** Entry of the zip worker thread: inflates one archive per message (zip-worker-client.ts). */
import { parentPort } from 'node:worker_threads';
import { ApiFailure } from '../errors';
import { inflateEntries, type InflateJob } from './zip-inflate';
import type { ZipReply } from './zip-worker-client';

parentPort!.on('message', ({ id, job }: { id: number; job: InflateJob }) => {
  inflateEntries(job).then(
    (kept) => {
      const reply: ZipReply = { id, kept: [...kept].map(([name, bytes]) => [name, bytes]) };
      parentPort!.postMessage(reply); // copied: Buffers may share a pooled ArrayBuffer
    },
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
