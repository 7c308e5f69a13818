/**
 * Searches take their turns: the in-memory search runs on the event loop (10-50 ms of CPU
 * each at 100,000 models), and 64 of them arriving together used to run back to back while
 * /healthz, fetches and pages waited behind them all (an outside probe saw /healthz wait 7.5
 * s). Here each search phase waits for its turn, one at a time, and the next turn starts
 * only after the event loop has looked for I/O (setImmediate): whatever else arrived
 * meanwhile is answered between two searches, while searches queue. A search whose request
 * is older than the deadline when its turn comes is cut with a 503 saying so, rather than
 * answered after its client has given up (docs/SEARCH.md, Under load).
 */
import { searchTimedOut } from '../errors';

/** Seconds a search cut at its deadline is told to wait. */
const RETRY_AFTER_SECONDS = 1;

export interface SearchTurns {
  /**
   * Runs `work` in its turn; throws the 503 instead when the search, begun at `began`
   * (performance.now()), is past the deadline by then.
   */
  run<T>(began: number, work: () => T | Promise<T>): Promise<T>;
}

export function createSearchTurns(deadlineMs: number): SearchTurns {
  const line: Array<() => void> = [];
  let busy = false;
  const next = () => {
    const start = line.shift();
    if (start) start();
    else busy = false;
  };
  return {
    async run(began, work) {
      if (busy) await new Promise<void>((resolve) => line.push(resolve));
      busy = true;
      try {
        if (performance.now() - began > deadlineMs)
          throw searchTimedOut(deadlineMs, RETRY_AFTER_SECONDS);
        return await work();
      } finally {
        // The next turn after the event loop has polled for I/O.
        setImmediate(next);
      }
    },
  };
}
