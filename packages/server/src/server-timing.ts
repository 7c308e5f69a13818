/**
 * Where a request's time went, for the callers that ask (X-Enable-APISight: true, spec 01
 * s.5): the database, the search index and serialisation, answered in a Server-Timing header
 * (edge/server-timing.ts) that the browser's developer tools show beside the request.
 *
 * A request that asks runs its handler inside `measuring`; `timed` adds the time of the work
 * it wraps to the request's sum under a name, and costs nothing for every other request.
 */
import { AsyncLocalStorage } from 'node:async_hooks';

/** Milliseconds spent, by metric name. */
export type Timings = Map<string, number>;

const current = new AsyncLocalStorage<Timings>();

/** Runs `work` (and all it starts) with its timed work summed into `timings`. */
export function measuring<T>(timings: Timings, work: () => T): T {
  return current.run(timings, work);
}

function add(timings: Timings, name: string, start: number) {
  timings.set(name, (timings.get(name) ?? 0) + performance.now() - start);
}

/** Awaits `work`, adding its time to the current request's `name` when it is measured. */
export async function timed<T>(name: string, work: () => Promise<T>): Promise<T> {
  const timings = current.getStore();
  if (!timings) return work();
  const start = performance.now();
  try {
    return await work();
  } finally {
    add(timings, name, start);
  }
}

/** `timed` for synchronous work. */
export function timedSync<T>(name: string, work: () => T): T {
  const timings = current.getStore();
  if (!timings) return work();
  const start = performance.now();
  try {
    return work();
  } finally {
    add(timings, name, start);
  }
}
