/**
 * Under overload the server refuses at once (503 with Retry-After) rather than taking every
 * request and answering each later and later; the status routes keep answering, and once the
 * load is gone requests are served again. The overload is made here by holding the event loop
 * of the app's own process, as a flood of requests would.
 */
import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startHarness, type Harness } from './app-harness';
import { STORE_KINDS } from './stores';

const kind = STORE_KINDS[0]!; // the edge does not depend on the store

/** Holds the event loop for `ms` (as a burst of costly requests would). */
function hold(ms: number) {
  const until = performance.now() + ms;
  while (performance.now() < until);
}

describe('overload', () => {
  let h: Harness;
  beforeAll(async () => {
    h = await startHarness(kind, { OVERLOAD_DELAY_MS: '100' });
  });
  afterAll(() => h?.close());

  const search = () =>
    h.app.inject({ method: 'POST', url: '/api/catalog/v1/models/search', payload: {} });

  it('answers 503 with Retry-After while the event loop runs behind, and the status routes go on', async () => {
    // Starting the app held the loop for seconds: one long task, not a queue.
    expect((await search()).statusCode).toBe(200);
    const seen = { refused: 0, live: 0 };
    // Every turn of the loop holds it 250 ms, as a queue of costly requests would, for 5 s.
    const flood = setInterval(() => hold(250), 1);
    const started = performance.now();
    try {
      while (performance.now() - started < 5000) {
        const [answer, live] = await Promise.all([
          search(),
          h.app.inject({ method: 'GET', url: '/livez' }),
        ]);
        if (live.statusCode === 200) seen.live++;
        if (answer.statusCode === 503) {
          seen.refused++;
          expect(answer.headers['retry-after']).toBe('2');
          expect(answer.json()).toMatchObject({ error_code: '_503_overloaded' });
          expect(answer.json().reason).toContain('try again in 2 s');
        } else expect(answer.statusCode).toBe(200);
      }
    } finally {
      clearInterval(flood);
    }
    expect(seen.refused).toBeGreaterThan(0);
    expect(seen.live).toBeGreaterThan(0);
    expect((await h.app.inject({ method: 'GET', url: '/readyz' })).statusCode).toBe(200);
    // A quiet second later, requests are served again.
    await sleep(2500);
    expect((await search()).statusCode).toBe(200);
  }, 60_000);
});
