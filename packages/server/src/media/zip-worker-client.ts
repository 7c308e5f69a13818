/**
 * One worker thread for archive inspection (zips, and gzip-compressed files), started on first
 * use and kept (it loads in a fraction of a second): jobs share it, and a worker that dies
 * fails the jobs it held and is replaced.
 */
import { Worker } from 'node:worker_threads';
import { unprocessable } from '../errors';
import type { GzipJob } from './gzip-inflate';
import type { InflateJob } from './zip-inflate';

export type ArchiveJob = InflateJob | GzipJob;

const BOOT = new URL('./worker-boot.mjs', import.meta.url);
const ENTRY = new URL('./zip-worker.ts', import.meta.url).href;

export interface ZipReply {
  id: number;
  kept?: Array<[string, Uint8Array]>;
  /** A gzip's inflated size. */
  size?: number;
  error?: { message: string; unprocessable: boolean; detail?: string };
}

let worker: Worker | undefined;
let nextId = 1;
const pending = new Map<number, (reply: ZipReply) => void>();

function start(): Worker {
  const started = new Worker(BOOT, {
    workerData: { entry: ENTRY },
    resourceLimits: { maxOldGenerationSizeMb: 1024 },
  });
  const failAll = (message: string) => {
    if (worker === started) worker = undefined;
    for (const [id, settle] of pending) settle({ id, error: { message, unprocessable: false } });
    pending.clear();
  };
  started.on('message', (reply: ZipReply) => {
    pending.get(reply.id)?.(reply);
    pending.delete(reply.id);
    if (pending.size === 0) started.unref();
  });
  started.on('error', (error) => failAll(`zip inspection failed (${error.message})`));
  started.on('exit', () => failAll('zip inspection stopped'));
  return started;
}

/**
 * Runs a job in the zip worker: the reply carries the kept entries (or the size); the
 * archive's fault is a 422, a failure of the worker a plain error (500).
 */
export async function runInWorker(job: ArchiveJob): Promise<ZipReply> {
  worker ??= start();
  worker.ref();
  const id = nextId++;
  const running = worker;
  const reply = await new Promise<ZipReply>((resolve) => {
    pending.set(id, resolve);
    running.postMessage({ id, job });
  });
  if (reply.error) {
    throw reply.error.unprocessable
      ? unprocessable(reply.error.message, reply.error.detail)
      : new Error(reply.error.message);
  }
  return reply;
}
