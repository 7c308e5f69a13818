/** Searches take turns, with I/O answered between them, and are cut at their deadline. */
import { describe, expect, it } from 'vitest';
import type { ApiFailure } from '../errors';
import { createSearchTurns } from './search.turns';

/** Holds the event loop for `ms`, as a search's CPU work does. */
const busy = (ms: number) => {
  const end = performance.now() + ms;
  while (performance.now() < end);
};

describe('search turns', () => {
  it('lets a timer (other requests) run between two searches queued together', async () => {
    const turns = createSearchTurns(10_000);
    const order: string[] = [];
    const searches = [1, 2, 3].map((n) =>
      turns.run(performance.now(), () => {
        busy(5);
        order.push(`search ${n}`);
      }),
    );
    setTimeout(() => order.push('other request'), 0);
    await Promise.all(searches);
    expect(order.indexOf('other request')).toBeGreaterThan(0);
    expect(order.indexOf('other request')).toBeLessThan(3);
  });

  it('answers a search past its deadline with a 503 saying why', async () => {
    const turns = createSearchTurns(30);
    const began = performance.now();
    const results = await Promise.allSettled([1, 2, 3].map(() => turns.run(began, () => busy(20))));
    expect(results[0]!.status).toBe('fulfilled');
    const cut = results.at(-1)!;
    expect(cut.status).toBe('rejected');
    const error = (cut as PromiseRejectedResult).reason as ApiFailure;
    expect(error.httpStatus).toBe(503);
    expect(error.errorCode).toBe('_503_search_timeout');
    expect(error.reason).toMatch(/within 30 ms/);
    // The line goes on after a cut search (one begun well inside its deadline, which a loaded
    // machine's wait for the next turn must not use up).
    await expect(turns.run(performance.now() + 60_000, () => 'next')).resolves.toBe('next');
  });
});
