/** Entry of the conversion worker thread: runs one job per message (see pool.ts). */
import { parentPort } from 'node:worker_threads';
import { analyse, convert, preview, type Job } from './jobs';
import { CadError } from './types';

export interface Reply {
  id: number;
  result?: unknown;
  error?: { message: string; cad: boolean; detail?: string };
}

async function run(job: Job): Promise<unknown> {
  if (job.op === 'analyse') return analyse(job.file);
  if (job.op === 'convert') return convert(job);
  return preview(job.file, job.width, job.height);
}

parentPort!.on('message', (message: { id: number; job: Job }) => {
  run(message.job).then(
    (result) => parentPort!.postMessage({ id: message.id, result } satisfies Reply),
    (error: unknown) =>
      parentPort!.postMessage({
        id: message.id,
        error: {
          message: error instanceof Error ? error.message : String(error),
          cad: error instanceof CadError,
          detail: error instanceof CadError ? error.detail : undefined,
        },
      } satisfies Reply),
  );
});
