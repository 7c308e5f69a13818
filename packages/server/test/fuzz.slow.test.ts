/**
 * The API fuzzer (no input may cost a 5xx or a slow answer): requests generated with
 * fast-check from the OpenAPI document the app itself serves, for every operation, valid and
 * broken in one place (test/fuzz/), sent one at a time with app.inject() to a whole app
 * holding a small real catalogue. Every answer must
 * come below 500 and within 2 s; errors in the API error shape; a 400 names a field of the
 * request, exactly the broken one when the fuzzer broke one on purpose.
 *
 * It runs on PGlite only: its value is in the inputs, not the store (the route tests run on
 * both stores). It sends FUZZ_REQUESTS requests (10,000), then goes on until FUZZ_SECONDS
 * have passed (0: no longer), and stops at DEADLINE_SECONDS whatever the count (then fails).
 * The seed is fixed, so a run replays exactly; FUZZ_SEED=<n> explores other inputs and a
 * failure prints the seed it needs.
 */
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startHarness, type Harness } from './app-harness';
import { problemOf } from './fuzz/checks';
import { ADMIN_EMAIL } from './login';
import type { OpenApiDocument } from './fuzz/openapi-arbitraries';
import { apiCases, type FuzzCase } from './fuzz/requests';
import { Tally } from './fuzz/tally';
import { seedCatalogue } from './fuzz/seed-catalogue';
import { STORE_KINDS } from './stores';

const SEED = Number(process.env.FUZZ_SEED ?? 20261126);
const REQUESTS = Number(process.env.FUZZ_REQUESTS ?? 10_000);
const SECONDS = Number(process.env.FUZZ_SECONDS ?? 0);
const DEADLINE_SECONDS = Math.max(300, SECONDS + 30);
/** Cases are generated this many at a time, each batch from its own seed (SEED + batch). */
const BATCH = 100;
/** An answer that never comes is reported instead of hanging the suite. */
const NO_ANSWER_MS = 20_000;

const pglite = STORE_KINDS.find((k) => k.name === 'pglite')!;

async function send(h: Harness, c: FuzzCase, writer: { authorization: string }) {
  const started = performance.now();
  try {
    const res = await Promise.race([
      h.app.inject({ ...c.request, headers: { ...c.request.headers, ...writer } }),
      new Promise<never>((_, reject) =>
        setTimeout(() => reject(new Error('no answer')), NO_ANSWER_MS).unref(),
      ),
    ]);
    return { status: res.statusCode, body: res.body, ms: performance.now() - started };
  } catch (error) {
    return { status: 599, body: String(error), ms: performance.now() - started };
  }
}

describe('API fuzzer over the OpenAPI document (PGlite)', () => {
  let h: Harness;

  beforeAll(async () => {
    h = await startHarness(pglite, {}, { login: true });
  }, 180_000);
  afterAll(() => h?.close());

  it('answers every request below 500, within 2 s, with errors naming the field', async () => {
    // An administrator: writes reach their deepest code whatever file or brand they name.
    const { headers: admin } = await h.logIn!(ADMIN_EMAIL);
    const seed = await seedCatalogue(h, admin);
    // The first render loads a render process (a second, more on a loaded machine), once per
    // server: loaded before the clock starts, as on a server that has rendered before.
    const warm = await h.app.inject(`/api/dataport/v1/${seed.files[0]}/imagine?w=64`);
    expect(warm.statusCode).toBe(200);
    const { operations, cases } = apiCases(h.app.swagger() as unknown as OpenApiDocument, seed);
    const tally = new Tally(SEED, operations);
    const started = performance.now();
    const cpu = process.cpuUsage();
    const elapsed = () => (performance.now() - started) / 1000;
    const more = () =>
      elapsed() < DEADLINE_SECONDS && (tally.sent < REQUESTS || elapsed() < SECONDS);

    for (let batch = 0; more(); batch++) {
      const generating = performance.now();
      const generated = fc.sample(cases, { seed: SEED + batch, numRuns: BATCH });
      tally.generatingMs += performance.now() - generating;
      for (const c of generated) {
        if (!more()) break;
        const answer = await send(h, c, admin);
        const { payload } = c.request;
        const bytes =
          typeof payload === 'string' || Buffer.isBuffer(payload) ? Buffer.byteLength(payload) : 0;
        tally.add(c, answer, problemOf(answer, { ...c.sent, bytes }, c.expect));
      }
    }
    const { user, system } = process.cpuUsage(cpu);
    console.log(tally.summary(elapsed(), (user + system) / 1e6));
    expect(tally.failures(), `FUZZ_SEED=${SEED} replays these`).toEqual([]);
    expect(tally.sent).toBeGreaterThanOrEqual(REQUESTS);
    expect(tally.unsent()).toEqual([]);
  }, 420_000);
});
