/**
 * A fixed pool of worker threads running the generator's heavy jobs (geometry, renders,
 * texture maps) on every core while the main thread writes files and rows.
 */
import { availableParallelism } from 'node:os';
import { Worker } from 'node:worker_threads';

interface Pending {
  resolve(value: unknown): void;
  reject(error: Error): void;
}

export interface WorkerPool<Job, Result> {
  run(job: Job): Promise<Result>;
  close(): Promise<void>;
}

export function createPool<Job, Result>(
  entry: URL,
  size = availableParallelism(),
): WorkerPool<Job, Result> {
  const workers: Array<{ worker: Worker; busy: Pending | undefined }> = [];
  const queue: Array<{ job: Job; pending: Pending }> = [];

  const dispatch = () => {
    for (const slot of workers) {
      if (slot.busy) continue;
      const next = queue.shift();
      if (!next) return;
      slot.busy = next.pending;
      slot.worker.postMessage(next.job);
    }
  };

  for (let i = 0; i < Math.max(1, size); i++) {
    const worker = new Worker(new URL('./boot.mjs', import.meta.url), {
      workerData: { entry: entry.href },
    });
    const slot = { worker, busy: undefined as Pending | undefined };
    worker.on('message', (message: { ok: boolean; result?: unknown; error?: string }) => {
      const pending = slot.busy;
      slot.busy = undefined;
      if (message.ok) pending?.resolve(message.result);
      else pending?.reject(new Error(message.error));
      dispatch();
    });
    worker.on('error', (error) => {
      slot.busy?.reject(error);
      slot.busy = undefined;
    });
    workers.push(slot);
  }

  return {
    run: (job) =>
      new Promise<Result>((resolve, reject) => {
        queue.push({ job, pending: { resolve: resolve, reject } });
        dispatch();
      }),
    close: async () => {
      await Promise.all(workers.map((w) => w.worker.terminate()));
    },
  };
}

/** The worker side: answers each job message with its result, transferring buffers. */
export async function serveJobs<Job, Result>(
  handle: (job: Job) => Promise<{ result: Result; transfer?: ArrayBuffer[] }>,
) {
  const { parentPort } = await import('node:worker_threads');
  if (!parentPort) throw new Error('serveJobs must run in a worker thread');
  const port = parentPort;
  port.on('message', (job: Job) => {
    handle(job).then(
      ({ result, transfer }) => port.postMessage({ ok: true, result }, transfer ?? []),
      (error: unknown) =>
        port.postMessage({ ok: false, error: String((error as Error)?.stack ?? error) }),
    );
  });
}
