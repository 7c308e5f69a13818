/**
 * What a client sends cannot stop the server or earn a 500 (the embedded database runs on the
 * thread every request shares): regular expressions PostgreSQL would take minutes to compile
 * are refused at once while /healthz keeps answering, syntax only JavaScript accepts and NUL
 * characters are 400s naming the field; long words (a query's folded length is what counts)
 * cost no more of the event loop than short ones; and deprecated items come after available
 * ones in listings and searches.
 */
import { newModel, textsFor } from '@vitrine/demo-data';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startHarness, type Harness } from './app-harness';
import { idleDelay, leastWorstDelay, withinBudget } from './event-loop';
import { STORE_KINDS } from './stores';

/** The patterns that froze the embedded server, and their kin. */
const WORST = [
  '((a{1,100}){1,100}){1,100}',
  '((a{1,10}){1,10}){1,10}',
  '(a{1,100}){1,100}',
  '(x+x+)+y',
  '(.*a){1,100}',
  '.{1,100}.{1,100}.{1,100}.{1,100}.{1,100}.{1,100}.{1,100}.{1,100}.{1,100}',
  'a{1000}',
];

const regexFilter = (values: string[]) => ({
  filtering: [{ operator: 'and', filters: [{ algorithm: 'regex_or', scope: 'tag_ids', values }] }],
});

const model = (id: string, title: string, state: 'published' | 'deprecated', weight: number) =>
  newModel({
    id,
    type: 'cad',
    owner_id: 'acme',
    state,
    weight,
    texts: textsFor('title', { en: title }),
    // Tag ids for regular expressions to match: PostgreSQL compiles them only when it has some.
    tags: [{ tag_id: `tag_${'a'.repeat(weight % 7)}b`, score: 1 }],
  });

describe.each(STORE_KINDS)('search hardening on $name', (kind) => {
  let h: Harness;
  beforeAll(async () => {
    h = await startHarness(kind);
    await h.services.catalogue.store('model', [
      // The deprecated shelf weighs most and has the query in its title.
      model('old-shelf', 'Oak shelf', 'deprecated', 100),
      model('new-shelf', 'Oak shelf', 'published', 1),
      model('stool', 'Oak stool', 'published', 50),
    ]);
  }, 180_000);
  afterAll(() => h?.close());

  const post = (url: string, payload: object) =>
    h.app.inject({ method: 'POST', url: `/api/catalog/v1/${url}`, payload });

  it.each(WORST)('refuses %s at once, naming the value', async (pattern) => {
    const started = performance.now();
    const res = await post('models/search', regexFilter(['^x', pattern]));
    expect(res.statusCode).toBe(400);
    expect(res.json().field).toBe('filtering[0].filters[0].values[1]');
    expect(performance.now() - started).toBeLessThan(2_000);
  });

  it.each(['\\p{L}', '\\k', '\\c', '\\x{41}', '[\\d-z]', 'a\u0000b'])(
    'answers %j (PostgreSQL refuses it) with a 400 naming the value',
    async (pattern) => {
      const res = await post('models/search', regexFilter(['^m', pattern]));
      expect(res.statusCode).toBe(400);
      expect(res.json().field).toBe('filtering[0].filters[0].values[1]');
    },
  );

  it('caps the regular expressions of one request', async () => {
    const res = await post(
      'models/search',
      regexFilter(Array.from({ length: 9 }, (_, i) => `^${i}`)),
    );
    expect(res.statusCode).toBe(400);
    expect(res.json().field).toBe('filtering');
    const many = Array.from({ length: 3 }, () => '[a-z]{1,100}[a-z]{1,100}');
    const big = await post('models/search', regexFilter(many));
    expect(big.statusCode).toBe(400);
    expect(big.json().field).toBe('filtering');
    expect((await post('models/search', regexFilter(many.slice(0, 2)))).statusCode).toBe(200);
  });

  it.each([
    ['filters.layer', { filters: { layer: 'a\u0000' } }],
    ['filters.type', { filters: { type: 'cad\u0000' } }],
    ['filters.type[1]', { filters: { type: ['cad', 'x\u0000'] } }],
  ])('answers a NUL in the list filter %s with a 400 naming it', async (field, body) => {
    const res = await post('models/list', body);
    expect(res.statusCode).toBe(400);
    expect(res.json().field).toBe(field);
  });

  it.each([
    ['models/search', 'query_string', { query_string: 'oak\uD800' }],
    ['models/search', 'bounce_token', { bounce_token: '\uDC00x' }],
    [
      'models/search',
      'filtering[0].filters[0].values[0]',
      {
        filtering: [
          {
            operator: 'and',
            filters: [{ algorithm: 'exact_or', scope: 'tag_ids', values: ['a\uDBFF'] }],
          },
        ],
      },
    ],
    ['models/list', 'filters.layer', { filters: { layer: '\uD800' } }],
    ['models/list', 'bounce_token', { bounce_token: '\uD800' }],
    ['models/fetch', 'bounce_token', { ids: ['stool'], bounce_token: 'x\uDFFF' }],
  ])(
    'answers an unpaired surrogate on %s with a 400 naming %s, not echoed',
    async (url, field, body) => {
      const res = await post(url, body);
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json().field).toBe(field);
      expect(res.json().bounce_token).toBeUndefined();
    },
  );

  it('answers a NUL in the query with a 400 naming it', async () => {
    const res = await post('models/search', { query_string: 'oak\u0000shelf' });
    expect(res.statusCode).toBe(400);
    expect(res.json().field).toBe('query_string');
  });

  it('counts the query\'s length once folded ("ﬃ" is three letters), naming query_string', async () => {
    const tripled = await post('models/search', { query_string: 'ﬃ'.repeat(500) });
    expect(tripled.statusCode).toBe(400);
    expect(tripled.json().field).toBe('query_string');
    expect((await post('models/search', { query_string: 'ﬃ'.repeat(166) })).statusCode).toBe(200);
  });

  it('lists deprecated models after available ones, without and with a query', async () => {
    const ids = async (body: object) =>
      ((await post('models/search', body)).json().hits as Array<{ id: string }>).map((x) => x.id);
    expect(await ids({})).toEqual(['stool', 'new-shelf', 'old-shelf']);
    expect(await ids({ ordering: 'weight' })).toEqual(['stool', 'new-shelf', 'old-shelf']);
    expect(await ids({ query_string: 'oak shelf', languages: ['en'] })).toEqual([
      'new-shelf',
      'old-shelf',
    ]);
    expect((await post('models/list', {})).json().model_ids).toEqual([
      'stool',
      'new-shelf',
      'old-shelf',
    ]);
  });

  // Last: it adds models the listings above would show.
  it('spends no more of the event loop on the longest words than the budget allows', async () => {
    // Long words the catalogue knows, alike enough to be spelling candidates of each other.
    const stem = 'ab'.repeat(200);
    await h.services.catalogue.store(
      'model',
      Array.from({ length: 40 }, (_, i) =>
        model(
          `long-${i}`,
          `${stem}${String.fromCharCode(97 + (i % 26)).repeat(1 + (i % 3))}`,
          'published',
          1,
        ),
      ),
    );
    const queries = [
      `${stem}zz`, // unknown, 402 letters: a spelling candidate of all forty
      `${'ﬃ'.repeat(166)}`, // 498 letters once folded
      Array.from({ length: 12 }, (_, i) => `${'xy'.repeat(19)}${String.fromCharCode(97 + i)}`)
        .join(' ')
        .slice(0, 500),
    ];
    await post('models/search', { query_string: 'warm up' });
    const idle = await idleDelay();
    for (const query_string of queries) {
      const measure = await leastWorstDelay(() => post('models/search', { query_string }), idle);
      expect(measure.result.statusCode, measure.result.body).toBe(200);
      const said = `${query_string.slice(0, 20)}…: ${JSON.stringify({ ...measure, result: 0 })}, idle ${idle} ms`;
      expect(withinBudget(measure, idle), said).toBe(true);
    }
  });
});

describe('a listening server under the worst regular expressions', () => {
  let h: Harness;
  let base: string;
  beforeAll(async () => {
    h = await startHarness(STORE_KINDS[0]!);
    await h.services.catalogue.store('model', [model('stool', 'Oak stool', 'published', 1)]);
    await h.app.listen({ port: 0, host: '127.0.0.1' });
    const address = h.app.server.address();
    base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  }, 180_000);
  afterAll(() => h?.close());

  it('answers /healthz within 100 ms while they are sent (median; each within 500 ms)', async () => {
    // (The first fetch loads Node's HTTP client and the first search reads the index.)
    for (let i = 0; i < 5; i++) await fetch(`${base}/healthz`);
    await fetch(`${base}/api/catalog/v1/models/search`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(regexFilter(['^x'])),
    });
    // One client sends the worst patterns one after another; another asks for /healthz.
    const statuses: number[] = [];
    let sending = true;
    const attack = (async () => {
      for (let round = 0; round < 3; round++)
        for (const pattern of WORST) {
          const res = await fetch(`${base}/api/catalog/v1/models/search`, {
            method: 'POST',
            headers: { 'content-type': 'application/json' },
            body: JSON.stringify(regexFilter([pattern])),
          });
          statuses.push(res.status);
        }
      sending = false;
    })();
    const health: number[] = [];
    while (sending || health.length < 10) {
      const started = performance.now();
      const res = await fetch(`${base}/healthz`);
      expect(res.status).toBe(200);
      health.push(performance.now() - started);
    }
    await attack;
    // Within 100 ms as a rule; a single answer may be late when the shared 2-core machine is
    // loaded (load 17 made some take 100-120 ms with no search at all). Before the grammar, the
    // first pattern held every answer for seconds to minutes.
    const times = health.map(Math.round).join(', ');
    const sorted = [...health].sort((x, y) => x - y);
    expect(sorted[Math.floor(sorted.length / 2)]!, times).toBeLessThan(100);
    expect(sorted.at(-1)!, times).toBeLessThan(500);
    expect(statuses).toEqual(Array.from({ length: 3 * WORST.length }, () => 400));
  });
});
