/**
 * Recently read dataport rows in this process's memory, so serving a file or a cached derived
 * file costs no database round trip (on the embedded database that round trip was most of a
 * cached GET's time, docs/PERFORMANCE.md "Files").
 *
 * Freshness: every write this process makes to a dataport forgets its row (the service calls
 * `forget`), and a row read while any write happened is not kept, so within a process a
 * deleted, absorbed or annotated file is never answered from memory. On the embedded
 * database no other process can write. On a PostgreSQL server other processes can, so there
 * a row is kept for `ttlMs` only: their changes show here within that time.
 */
import { MemoryCache } from '../media/memory-cache';
import type { FileRow } from './files.repository';

export interface RowCacheOptions {
  /** Rows kept, least recently used dropped first (a row with its analyses is 1-3 KB). */
  limit: number;
  /** How long a row is trusted; Infinity when no other process writes to the database. */
  ttlMs: number;
}

export function createRowCache(
  read: (dataportId: string) => Promise<FileRow | undefined>,
  { limit, ttlMs }: RowCacheOptions,
) {
  const rows = new MemoryCache<{ row: FileRow; until: number }>(limit, () => 1);
  const reading = new Map<string, Promise<FileRow | undefined>>();
  /** Counts writes; a read that saw it move may hold a row from before one of them. */
  let epoch = 0;

  return {
    /** The row, from memory when known and fresh, else from the database (one read per id). */
    get(dataportId: string): Promise<FileRow | undefined> {
      const kept = rows.get(dataportId);
      if (kept && kept.until > performance.now()) return Promise.resolve(kept.row);
      const running = reading.get(dataportId);
      if (running) return running;
      const before = epoch;
      const job = read(dataportId)
        .then((row) => {
          // Unknown ids are not remembered: a file stored by another process must show at once.
          if (row && epoch === before)
            rows.set(dataportId, { row, until: performance.now() + ttlMs });
          return row;
        })
        .finally(() => {
          if (reading.get(dataportId) === job) reading.delete(dataportId);
        });
      reading.set(dataportId, job);
      return job;
    },

    /** Called once a write to these dataports is over (committed or failed). */
    forget(dataportIds: Iterable<string>) {
      epoch++;
      for (const id of dataportIds) {
        rows.delete(id);
        // A read in flight may predate the write: later callers must not join it.
        reading.delete(id);
      }
    },
  };
}

export type RowCache = ReturnType<typeof createRowCache>;
