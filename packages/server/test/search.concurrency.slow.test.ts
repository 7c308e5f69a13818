/**
 * Searches queue; everything else keeps answering. 64 clients send searches back to back to a
 * listening server (each a few milliseconds of the event loop) while another client asks for
 * /healthz and fetches models: those answer within 100 ms (median), and the server's event
 * loop is never held longer than the budget docs/SECURITY.md sets, because each search takes
 * its turn with I/O answered in between (search/search.turns.ts). Before, the 64 searches ran
 * back to back in each turn of the loop and /healthz waited behind all of them.
 *
 * Slow: a real listening server, 2,000 models stored and thousands of requests.
 */
import { newModel, textsFor } from '@vitrine/demo-data';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startHarness, type Harness } from './app-harness';
import { idleDelay, worstDelayDuring, withinBudget } from './event-loop';
import { STORE_KINDS } from './stores';

const MODELS = 2000;
const CLIENTS = 64;
const WOODS = ['oak', 'walnut', 'ash', 'beech', 'pine', 'teak', 'maple', 'cherry'];
const THINGS = ['chair', 'table', 'shelf', 'stool', 'bench', 'desk', 'sofa', 'lamp'];

const models = () =>
  Array.from({ length: MODELS }, (_, i) => {
    const wood = WOODS[i % WOODS.length]!;
    const thing = THINGS[Math.floor(i / WOODS.length) % THINGS.length]!;
    return newModel({
      id: `m${i}`,
      type: 'cad',
      owner_id: `brand${i % 20}`,
      weight: i % 97,
      texts: [
        ...textsFor('title', { en: `${wood} ${thing} ${i}`, de: `${thing} aus ${wood} ${i}` }),
        ...textsFor('description', {
          en: `A ${thing} of solid ${wood}, oiled, for dining rooms and offices.`,
          de: `Ein ${thing} aus massivem ${wood}, geölt, für Esszimmer und Büros.`,
        }),
      ],
      tags: [{ tag_id: `tag_${thing}`, score: 1 }],
    });
  });

/** A search touching most of the catalogue: a common word, counters, a large page. */
const searchBody = (n: number) =>
  JSON.stringify({
    query_string: `${WOODS[n % WOODS.length]} o`,
    languages: ['en', 'de'],
    size: 200,
    enrich: { counters: true, autocompletions: true },
  });

describe.each(STORE_KINDS)('searches under concurrency on $name', (kind) => {
  let h: Harness;
  let base = '';
  beforeAll(async () => {
    h = await startHarness(kind);
    const all = models();
    for (let i = 0; i < all.length; i += 500)
      await h.services.catalogue.store('model', all.slice(i, i + 500));
    await h.app.listen({ port: 0, host: '127.0.0.1' });
    const address = h.app.server.address();
    base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  }, 300_000);
  afterAll(() => h?.close());

  const search = (n: number) =>
    fetch(`${base}/api/catalog/v1/models/search`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: searchBody(n),
    });

  it(`answers /healthz and fetches within 100 ms while ${CLIENTS} clients search`, async () => {
    // (The first requests load Node's HTTP client and the first search reads the index.)
    // On a loaded machine reading the index can outlast the deadline: a 503 then, as for
    // any client, and the next search finds the index read.
    for (let i = 0; i < 5; i++) await fetch(`${base}/healthz`);
    let warm = 0;
    for (let i = 0; i < 5 && warm !== 200; i++) warm = (await search(0)).status;
    expect(warm).toBe(200);
    const idle = await idleDelay();

    let flooding = true;
    const statuses = new Map<number, number>();
    const searches: number[] = [];
    const flood = Array.from({ length: CLIENTS }, async (_, c) => {
      for (let n = c; flooding; n += CLIENTS) {
        const started = performance.now();
        const res = await search(n);
        await res.arrayBuffer();
        searches.push(performance.now() - started);
        statuses.set(res.status, (statuses.get(res.status) ?? 0) + 1);
      }
    });
    const health: number[] = [];
    const fetches: number[] = [];
    const measuring = worstDelayDuring(async () => {
      // Let the searches queue up first.
      while ([...statuses.values()].reduce((a, b) => a + b, 0) < CLIENTS)
        await new Promise((resolve) => setTimeout(resolve, 20));
      for (let i = 0; i < 20; i++) {
        let started = performance.now();
        const healthz = await fetch(`${base}/healthz`);
        health.push(performance.now() - started);
        expect(healthz.status).toBe(200);
        started = performance.now();
        const res = await fetch(`${base}/api/catalog/v1/models/fetch`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ ids: [`m${i}`, `m${i + 1}`], fetch: { texts: true } }),
        });
        fetches.push(performance.now() - started);
        expect(((await res.json()) as { models: unknown[] }).models).toHaveLength(2);
      }
    });
    const measured = await measuring.finally(() => (flooding = false));
    await Promise.all(flood);

    const median = (times: number[]) => [...times].sort((a, b) => a - b)[times.length >> 1]!;
    const shown = (times: number[]) => times.map(Math.round).join(', ');
    // While a search waits behind the queue of all the others, /healthz and fetches wait for
    // one search at most: within 100 ms (the median: one answer may be late), or on a machine
    // so loaded that one search takes that long, a small share of a search's time. (Without
    // turns they waited as long as the searches: 312 ms against 100-300 ms.)
    const searchMs = median(searches);
    const quick = (times: number[]) => median(times) < 100 || median(times) < searchMs / 8;
    expect(quick(health), `${shown(health)}; searches ${Math.round(searchMs)} ms`).toBe(true);
    expect(quick(fetches), `${shown(fetches)}; searches ${Math.round(searchMs)} ms`).toBe(true);
    // The loop was never held for more than a search's turn (alike: the budget, or a share).
    expect(
      withinBudget(measured, idle) || measured.worstMs < searchMs / 4,
      `worst ${measured.worstMs} ms, idle ${idle} ms, searches ${Math.round(searchMs)} ms`,
    ).toBe(true);
    // Searches were answered (or cut at their deadline with a 503), never failed otherwise.
    expect(
      [...statuses.keys()].every((s) => s === 200 || s === 503),
      [...statuses].join(),
    ).toBe(true);
    expect(statuses.get(200)).toBeGreaterThan(0);
  });
});
