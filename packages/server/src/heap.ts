import { spawn } from 'node:child_process';
import { stat } from 'node:fs/promises';
import { getHeapStatistics } from 'node:v8';

/**
 * Whether the search index will fit in Node's heap. At 1,000,000 models the index needs
 * about 3.2 GB of heap, and Node's default limit is about 4 GB, so `npm start` on a large
 * catalogue would die mid-load with "heap out of memory". The log says beforehand what to
 * set instead (docs/SEARCH.md, Memory).
 */

/** Heap the loaded index takes per byte of its snapshot (0.57 at 1 M models, 0.7 at 100 k). */
const HEAP_PER_SNAPSHOT_BYTE = 0.7;
/** Above this share of the limit, the rest of the server (requests, caches) runs short. */
const SAFE_SHARE = 0.75;

const GB = 1024 ** 3;

const gb = (bytes: number) => `${(bytes / GB).toFixed(1)} GB`;

/**
 * The advice to give when `needed` bytes of heap come near `limit` (`subject` says what
 * needs them), else undefined.
 */
function advice(needed: number, limit: number, subject: string): string | undefined {
  if (needed <= limit * SAFE_SHARE) return undefined;
  // Room for the index and as much again for the rest, in whole GB.
  const suggested = Math.ceil((needed * 2) / GB) * 1024;
  return (
    `${subject} ${gb(needed)} of heap, near or over Node's limit of ${gb(limit)}: ` +
    `start with NODE_OPTIONS=--max-old-space-size=${suggested}`
  );
}

/** Before loading: the heap a snapshot of this size will need. */
export function snapshotHeapAdvice(snapshotBytes: number, limit: number): string | undefined {
  return advice(snapshotBytes * HEAP_PER_SNAPSHOT_BYTE, limit, 'The search index will need about');
}

/** After loading: the heap in use. */
export function loadedHeapAdvice(used: number, limit: number): string | undefined {
  return advice(used, limit, 'With the search index loaded, the server uses');
}

/** Set in a process the server started again with a larger heap (it must not do so again). */
const RELAUNCHED = 'VITRINE_HEAP_RELAUNCHED';

/**
 * The heap limit (MB) to start with for a snapshot of this size, when the current limit is
 * too small and nobody chose one (`--max-old-space-size` in NODE_OPTIONS or the flags).
 */
export function heapToSet(
  snapshotBytes: number,
  limit: number,
  chosen: { execArgv: readonly string[]; nodeOptions?: string },
): number | undefined {
  const flags = `${chosen.execArgv.join(' ')} ${chosen.nodeOptions ?? ''}`;
  if (flags.includes('--max-old-space-size')) return undefined;
  const needed = snapshotBytes * HEAP_PER_SNAPSHOT_BYTE;
  if (needed <= limit * SAFE_SHARE) return undefined;
  return Math.ceil((needed * 2) / GB) * 1024;
}

/**
 * The heap limit follows the catalogue without NODE_OPTIONS set by hand: when the search
 * index's snapshot will need more heap than Node's default allows, the server runs itself
 * again with `--max-old-space-size` large enough (same arguments, same output, signals
 * passed on) and this process only waits for it. Returns true when it did so.
 */
export async function relaunchedWithHeapFor(
  snapshot: string,
  log: { info(message: string): void },
): Promise<boolean> {
  if (process.env[RELAUNCHED]) return false;
  const bytes = await stat(snapshot).then(
    (s) => s.size,
    () => 0,
  );
  const megabytes = heapToSet(bytes, getHeapStatistics().heap_size_limit, {
    execArgv: process.execArgv,
    nodeOptions: process.env.NODE_OPTIONS,
  });
  if (megabytes === undefined) return false;
  log.info(
    `The search index's snapshot (${gb(bytes)}) needs more heap than Node's default: ` +
      `starting again with --max-old-space-size=${megabytes}`,
  );
  const child = spawn(
    process.execPath,
    [...process.execArgv, `--max-old-space-size=${megabytes}`, ...process.argv.slice(1)],
    { stdio: 'inherit', env: { ...process.env, [RELAUNCHED]: '1' } },
  );
  for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => child.kill(signal));
  child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
  return true;
}
