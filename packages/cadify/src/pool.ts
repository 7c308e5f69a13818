/**
 * Conversion workers: jobs queue for a small number of worker threads, each job with a
 * time limit. A worker past its limit (or one that dies, e.g. out of memory) is ended and
 * replaced, so a pathological file costs one error, never a hung or crashed server.
 */
import { Worker } from 'node:worker_threads';
import type { Job } from './jobs';
import { CadError } from './types';
import type { Reply } from './worker';

const BOOT = new URL('./worker-boot.mjs', import.meta.url);
const ENTRY = new URL('./worker.ts', import.meta.url).href;

interface Pending {
  job: Job;
  resolve(value: unknown): void;
  reject(error: Error): void;
}

interface Slot {
  worker: Worker | undefined;
  busy: Pending | undefined;
  timer?: NodeJS.Timeout;
}

export interface PoolOptions {
  workers: number;
  timeoutMs: number;
  /** Heap limit of a worker in MB (WASM memory comes on top). */
  heapMb: number;
}

export class CadPool {
  private readonly slots: Slot[];
  private readonly queue: Pending[] = [];
  private nextId = 1;

  constructor(private readonly options: PoolOptions) {
    this.slots = Array.from({ length: options.workers }, () => ({
      worker: undefined,
      busy: undefined,
    }));
    // A worker takes most of a second to load its modules (longer than converting a
    // 100,000-triangle model): start them now, so the first job does not wait for that.
    for (const slot of this.slots) this.spawn(slot);
  }

  run<T>(job: Job): Promise<T> {
    return new Promise<T>((resolve, reject) => {
      this.queue.push({ job, resolve: resolve, reject });
      this.drain();
    });
  }

  /** Ends all workers (jobs still queued fail). */
  async close(): Promise<void> {
    for (const pending of this.queue.splice(0))
      pending.reject(new Error('cadify is shutting down'));
    await Promise.all(this.slots.map((slot) => slot.worker?.terminate() ?? Promise.resolve(0)));
  }

  private drain() {
    for (const slot of this.slots) {
      if (slot.busy || this.queue.length === 0) continue;
      this.start(slot, this.queue.shift()!);
    }
  }

  private spawn(slot: Slot): Worker {
    const worker = new Worker(BOOT, {
      workerData: { entry: ENTRY },
      resourceLimits: { maxOldGenerationSizeMb: this.options.heapMb },
    });
    worker.unref();
    worker.on('error', (error) =>
      this.fail(slot, worker, 'the converter stopped on this file', error.message),
    );
    worker.on('exit', () => this.fail(slot, worker, 'the converter stopped on this file'));
    slot.worker = worker;
    return worker;
  }

  /** The worker is gone: the job it ran fails with a CadError, the next job gets a new one. */
  private fail(slot: Slot, worker: Worker, message: string, detail?: string) {
    if (slot.worker !== worker) return;
    clearTimeout(slot.timer);
    slot.worker = undefined;
    const pending = slot.busy;
    slot.busy = undefined;
    pending?.reject(new CadError(message, detail));
    this.drain();
  }

  private start(slot: Slot, pending: Pending) {
    slot.busy = pending;
    const worker = slot.worker ?? this.spawn(slot);
    const id = this.nextId++;
    slot.timer = setTimeout(() => {
      this.fail(slot, worker, `the conversion took longer than ${this.options.timeoutMs / 1000} s`);
      void worker.terminate();
    }, this.options.timeoutMs);
    const onMessage = (reply: Reply) => {
      if (reply.id !== id) return;
      clearTimeout(slot.timer);
      worker.off('message', onMessage);
      slot.busy = undefined;
      if (reply.error)
        pending.reject(
          reply.error.cad
            ? new CadError(reply.error.message, reply.error.detail)
            : new Error(reply.error.message),
        );
      else pending.resolve(reply.result);
      this.drain();
    };
    worker.on('message', onMessage);
    worker.postMessage({ id, job: pending.job });
  }
}
