/**
 * The first-party tracking endpoint through HTTP, as the web app (sendBeacon, text/plain) and
 * Matomo's own tracker (form bodies, bulk JSON) send to it: events are stored with the path
 * only and a truncated address, no cookie is set, the daily rollups count them; bad requests
 * name their field, large bodies get 413, a client past INSIGHTS_PER_MINUTE 429, and events
 * past the retention time are removed with their days in the rollups.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startHarness, type Harness } from './app-harness';
import { STORE_KINDS } from './stores';

const URL_ = '/api/insights/matomo.php';
const q = (params: Record<string, string | number>) =>
  '?' + new URLSearchParams(Object.entries(params).map(([k, v]) => [k, String(v)])).toString();
const base = { idsite: 1, rec: 1, dimension3: 'embedded' };

describe.each(STORE_KINDS)('insights tracking on $name', (kind) => {
  let h: Harness;
  beforeAll(async () => {
    h = await startHarness(kind);
  }, 180_000);
  afterAll(() => h?.close());

  const send = (payload: string, contentType = 'text/plain;charset=UTF-8') =>
    h.app.inject({
      method: 'POST',
      url: URL_,
      payload,
      headers: { 'content-type': contentType },
      remoteAddress: '203.0.113.77',
    });
  const bulk = (requests: unknown) => send(JSON.stringify({ requests }));
  // (Events are written a moment after their answer, with others: written now, then read.)
  const rows = async <T>(text: string, params: unknown[] = []) => {
    await h.services.insights.flush();
    return h.services.store.query<T & Record<string, unknown>>(text, params);
  };

  it('stores a page view from a form body with the path only, a truncated address and no cookie', async () => {
    const answer = await send(
      q({ ...base, url: 'https://shop.example/models?q=secret#x', action_name: 'Models' }).slice(1),
      'application/x-www-form-urlencoded; charset=UTF-8',
    );
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toEqual({ status: 'success', tracked: 1, invalid: 0 });
    expect(answer.headers['set-cookie']).toBeUndefined();
    const [row] = await rows<{ path: string; address: string; kind: string }>(
      `SELECT kind, path, address, client_mode FROM insight_events WHERE name = 'Models'`,
    );
    expect(row).toMatchObject({
      kind: 'pageview',
      path: '/models',
      address: '203.0.0.0',
      client_mode: 'embedded',
    });
    expect(JSON.stringify(await rows('SELECT * FROM insight_events'))).not.toMatch(
      /secret|113\.77|203\.0\.113/,
    );
  });

  it('stores a bulk of searches and events and counts them per day, brand, item and format', async () => {
    const event = (action: string, extra: Record<string, string> = {}) =>
      q({
        ...base,
        e_c: 'vitrine',
        e_a: action,
        dimension1: 'chair-1',
        dimension2: 'nordlys',
        ...extra,
      });
    const answer = await bulk([
      q({
        ...base,
        search: 'Oak Chair',
        search_count: 12,
        dimension4: 'de',
        search_cat: 'tag=seating',
      }),
      q({ ...base, search: 'oak chair', search_count: 3, dimension4: 'de' }),
      q({ ...base, search: 'unicorn lamp', search_count: 0, dimension4: 'en' }),
      event('detail_open', { dimension5: 'Oak Chair' }),
      event('detail_open'),
      event('view_3d'),
      event('download', { e_n: 'dwg' }),
      event('download', { e_n: 'dwg' }),
      event('download', { e_n: 'ifc' }),
    ]);
    expect(answer.statusCode).toBe(200);
    expect(answer.json().tracked).toBe(9);

    const daily = await rows<{ action: string; detail: string; count: string }>(
      `SELECT action, item_id, detail, count::int AS count FROM insight_daily
        WHERE brand_id = 'nordlys' ORDER BY action, detail`,
    );
    expect(daily).toEqual([
      { action: 'detail_open', item_id: 'chair-1', detail: '', count: 2 },
      { action: 'download', item_id: 'chair-1', detail: 'dwg', count: 2 },
      { action: 'download', item_id: 'chair-1', detail: 'ifc', count: 1 },
      { action: 'search_lead', item_id: '', detail: 'oak chair', count: 1 },
      { action: 'view_3d', item_id: 'chair-1', detail: '', count: 1 },
    ]);
    const searches = await rows(
      `SELECT query, language, searches::int AS searches, zero_results::int AS zero_results
         FROM insight_search_daily ORDER BY query`,
    );
    expect(searches).toEqual([
      { query: 'oak chair', language: 'de', searches: 2, zero_results: 0 },
      { query: 'unicorn lamp', language: 'en', searches: 1, zero_results: 1 },
    ]);
    // A second batch adds to the same rows.
    await bulk([event('view_3d')]);
    const [again] = await rows<{ count: number }>(
      `SELECT count::int AS count FROM insight_daily WHERE brand_id = 'nordlys' AND action = 'view_3d'`,
    );
    expect(again!.count).toBe(2);
  });

  it('names the field at fault and stores nothing of a bad batch', async () => {
    const before = await rows<{ n: number }>('SELECT count(*)::int AS n FROM insight_events');
    const cases: Array<[string, string]> = [
      [q({ rec: 1, url: '/' }), 'idsite'],
      [q({ idsite: 'one', rec: 1, url: '/' }), 'idsite'],
      [q({ idsite: 7, rec: 1, url: '/' }), 'idsite'],
      [q({ idsite: 1, url: '/' }), 'rec'],
      [q({ idsite: 1, rec: 0, url: '/' }), 'rec'],
      [q({ idsite: 1, rec: 1 }), 'url'],
      [q({ ...base, e_c: 'vitrine' }), 'e_a'],
      [q({ ...base, e_c: 'vitrine', e_a: 'download', e_v: 'lots' }), 'e_v'],
      [q({ ...base, search: 'oak', search_count: -1 }), 'search_count'],
      [q({ ...base, url: '/', dimension3: 'sideways' }), 'dimension3'],
      [q({ ...base, url: '/', dimension1: '<script>' }), 'dimension1'],
      [q({ ...base, url: '/', action_name: 'x'.repeat(501) }), 'action_name'],
    ];
    for (const [request, field] of cases) {
      const single = await send(request.slice(1));
      expect(single.statusCode, field).toBe(400);
      expect(single.json().field, field).toBe(field);
      const inBulk = await bulk([q({ ...base, url: '/fine' }), request]);
      expect(inBulk.statusCode, field).toBe(400);
      expect(inBulk.json().field, field).toBe(`requests[1].${field}`);
    }
    for (const [body, field] of [
      [{}, 'requests'],
      [{ requests: 'all' }, 'requests'],
      [{ requests: [] }, 'requests'],
      [{ requests: Array(101).fill(q({ ...base, url: '/' })) }, 'requests'],
      [{ requests: [42] }, 'requests[0]'],
    ] as const) {
      const answer = await send(JSON.stringify(body), 'application/json');
      expect(answer.statusCode, field).toBe(400);
      expect(answer.json().field, field).toBe(field);
    }
    const broken = await send('{"requests": [', 'text/plain');
    expect(broken.statusCode).toBe(400);
    expect(broken.json().field).toBe('requests');
    const after = await rows<{ n: number }>('SELECT count(*)::int AS n FROM insight_events');
    expect(after[0]!.n).toBe(before[0]!.n);
  });

  it('refuses bodies over 64 KB with 413', async () => {
    const huge = await bulk(Array(90).fill(q({ ...base, url: '/' + 'a'.repeat(900) })));
    expect(huge.statusCode).toBe(413);
    expect(huge.json().error_code).toBe('_413_payload_too_large');
  });
});

describe('insights tracking, limited per client and in age', () => {
  it('answers 429 past INSIGHTS_PER_MINUTE and removes events past the retention time', async () => {
    const h = await startHarness(STORE_KINDS[0]!, {
      RATE_LIMIT: 'true',
      INSIGHTS_PER_MINUTE: '3',
      INSIGHTS_RETENTION_MONTHS: '13',
    });
    try {
      // Stored 14 months ago (time passing, not a route: written as the service would).
      await h.services.store.query(
        `INSERT INTO insight_events (at, site_id, kind, action, brand_id)
         VALUES (now() - interval '14 months', 1, 'event', 'view_3d', 'old')`,
      );
      await h.services.store.query(
        `INSERT INTO insight_daily VALUES ('old', (now() - interval '14 months')::date, 'view_3d', '', '', 1)`,
      );
      const codes: number[] = [];
      for (let i = 0; i < 5; i++) {
        const answer = await h.app.inject({
          method: 'POST',
          url: URL_,
          payload: q({ ...base, url: '/' }).slice(1),
          headers: { 'content-type': 'text/plain' },
        });
        codes.push(answer.statusCode);
        if (answer.statusCode === 429)
          expect(answer.json().error_code).toBe('_429_too_many_requests');
      }
      expect(codes).toEqual([200, 200, 200, 429, 429]);
      await h.services.insights.prune();
      const left = await h.services.store.query<{ n: number }>(
        `SELECT (SELECT count(*) FROM insight_events WHERE brand_id = 'old')
              + (SELECT count(*) FROM insight_daily WHERE brand_id = 'old') AS n`,
      );
      expect(Number(left[0]!.n)).toBe(0);
    } finally {
      await h.close();
    }
  });
});
