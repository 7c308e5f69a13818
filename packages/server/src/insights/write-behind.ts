/**
 * Tracked events are answered at once and written together (docs/INSIGHTS.md "Ingestion"):
 * every FLUSH_MS, or as soon as FLUSH_EVENTS wait, one statement writes all that waits (the
 * events and their rollups), one write at a time. A write that fails (the database is
 * away) keeps its events for the next turn. At most MAX_WAITING events wait: past that a
 * report is refused (503; the tracker drops it) rather than growing memory. A process that
 * dies loses what waited, at most FLUSH_MS of reports: statistics, not orders. Reads flush
 * first, so a figure counts every event this process has answered.
 */
import { ApiFailure } from '../errors';
import type { Logger } from '../logger';

export const FLUSH_MS = 250;
const FLUSH_EVENTS = 2_000;
const MAX_WAITING = 50_000;
const RETRY_AFTER_SECONDS = 5;

export interface WriteBehind<T> {
  /** Queues rows for the next write; refuses (503) when too many wait. */
  add(rows: readonly T[]): void;
  /** Writes what waits now (and waits for a write under way). */
  flush(): Promise<void>;
}

export function createWriteBehind<T>(
  write: (rows: T[]) => Promise<void>,
  log?: Logger,
): WriteBehind<T> {
  let waiting: T[] = [];
  let timer: NodeJS.Timeout | undefined;
  let writing: Promise<void> | undefined;
  /** Rows of the write under way. */
  let inFlight = 0;

  const schedule = () => {
    timer ??= setTimeout(() => void flush(), FLUSH_MS);
    timer.unref();
  };

  async function flush(): Promise<void> {
    clearTimeout(timer);
    timer = undefined;
    while (writing) await writing;
    if (waiting.length === 0) return;
    const rows = waiting;
    waiting = [];
    inFlight = rows.length;
    writing = write(rows)
      .catch((error: unknown) => {
        // Kept for the next turn, ahead of what came meanwhile (within the bound).
        waiting = [...rows, ...waiting].slice(0, MAX_WAITING);
        log?.warn({ err: error, events: rows.length }, 'Insight events not written yet');
        schedule();
      })
      .finally(() => {
        writing = undefined;
        inFlight = 0;
      });
    await writing;
  }

  return {
    add(rows) {
      if (waiting.length + inFlight + rows.length > MAX_WAITING) {
        const busy = new ApiFailure(
          503,
          '_503_busy',
          `Statistics are behind: try again in ${RETRY_AFTER_SECONDS} s`,
        );
        busy.retryAfterSeconds = RETRY_AFTER_SECONDS;
        throw busy;
      }
      waiting.push(...rows);
      if (waiting.length >= FLUSH_EVENTS) void flush();
      else schedule();
    },
    flush,
  };
}
