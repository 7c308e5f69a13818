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
