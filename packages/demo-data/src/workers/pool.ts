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
  /** Queues a job; an urgent one goes before every waiting job. */
  run(job: Job, options?: { urgent?: boolean }): Promise<Result>;
  close(): Promise<void>;
}

/**
 * Jobs handed to each worker ahead of time. With one, a worker sits idle whenever the main
 * thread is busy (a database statement, a big write) and cannot hand out the next job.
 */
const DEPTH = 2;

export function createPool<Job, Result>(
  entry: URL,
  size = availableParallelism(),
): WorkerPool<Job, Result> {
  const workers: Array<{ worker: Worker; inFlight: Pending[] }> = [];
  const queue: Array<{ job: Job; pending: Pending }> = [];

  const dispatch = () => {
    for (let round = 0; round < DEPTH; round++) {
      for (const slot of workers) {
        if (slot.inFlight.length > round) continue;
        const next = queue.shift();
        if (!next) return;
        slot.inFlight.push(next.pending);
        slot.worker.postMessage(next.job);
      }
    }
  };

  for (let i = 0; i < Math.max(1, size); i++) {
    const worker = new Worker(new URL('./boot.mjs', import.meta.url), {
      workerData: { entry: entry.href },
    });
    const slot = { worker, inFlight: [] as Pending[] };
    // A worker answers its jobs in the order it got them (serveJobs runs one at a time).
    worker.on('message', (message: { ok: boolean; result?: unknown; error?: string }) => {
      const pending = slot.inFlight.shift();
      if (message.ok) pending?.resolve(message.result);
      else pending?.reject(new Error(message.error));
      dispatch();
    });
    worker.on('error', (error) => {
      for (const pending of slot.inFlight.splice(0)) pending.reject(error);
    });
    workers.push(slot);
  }

  return {
    run: (job, options) =>
      new Promise<Result>((resolve, reject) => {
        const entry = { job, pending: { resolve, reject } };
        if (options?.urgent) queue.unshift(entry);
        else queue.push(entry);
        dispatch();
      }),
    close: async () => {
      await Promise.all(workers.map((w) => w.worker.terminate()));
    },
  };
}

/** The worker side: answers each job message in turn, transferring buffers. */
export async function serveJobs<Job, Result>(
  handle: (job: Job) => Promise<{ result: Result; transfer?: ArrayBuffer[] }>,
) {
  const { parentPort } = await import('node:worker_threads');
  if (!parentPort) throw new Error('serveJobs must run in a worker thread');
  const port = parentPort;
  // One job at a time, answered in arrival order: the pool matches answers to jobs by order.
  let previous: Promise<void> = Promise.resolve();
  port.on('message', (job: Job) => {
    previous = previous.then(() =>
      handle(job).then(
        ({ result, transfer }) => {
          try {
            port.postMessage({ ok: true, result }, transfer ?? []);
          } catch {
            // Node 22+ refuses to move buffers it marked untransferable (Buffer's pool,
            // sharp's output): send a copy instead.
            port.postMessage({ ok: true, result });
          }
        },
        (error: unknown) =>
          port.postMessage({ ok: false, error: String((error as Error)?.stack ?? error) }),
      ),
    );
  });
}
