/**
 * The insights queries through HTTP, on events sent to the tracking endpoint: a brand's
 * owners and administrators read its figures (totals against the period before, downloads per
 * format and model, the searches that led to its items, items opened but rarely downloaded);
 * anonymous callers get 401, other users and other brands' owners 403. Catalogue-wide figures
 * (top and zero-result searches, busiest brands) are for administrators. A bad period names
 * its field.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startHarness, type Harness } from './app-harness';
import { ADMIN_EMAIL } from './login';
import { STORE_KINDS } from './stores';

const q = (params: Record<string, string | number>) =>
  '?' + new URLSearchParams(Object.entries(params).map(([k, v]) => [k, String(v)])).toString();
const event = (action: string, item: string, extra: Record<string, string> = {}) =>
  q({
    idsite: 1,
    rec: 1,
    e_c: 'vitrine',
    e_a: action,
    dimension1: item,
    dimension2: 'nordlys',
    ...extra,
  });
const today = new Date().toISOString().slice(0, 10);
const daysAgo = (n: number) => new Date(Date.now() - n * 86_400_000).toISOString().slice(0, 10);

describe.each(STORE_KINDS)('insights queries on $name', (kind) => {
  let h: Harness;
  let admin: Record<string, string>;
  let user: Record<string, string>;
  let owner: Record<string, string>;
  let otherOwner: Record<string, string>;

  beforeAll(async () => {
    h = await startHarness(kind, {}, { login: true });
    admin = (await h.logIn!(ADMIN_EMAIL)).headers;
    user = (await h.logIn!('visitor@example.com')).headers;
    owner = (await h.logIn!('editor@example.com', { ownerIds: ['nordlys'] })).headers;
    otherOwner = (await h.logIn!('other@example.com', { ownerIds: ['casavento'] })).headers;
    const requests = [
      q({ idsite: 1, rec: 1, search: 'Oak chair', search_count: 4 }),
      q({ idsite: 1, rec: 1, search: 'unicorn lamp', search_count: 0 }),
      ...Array.from({ length: 4 }, () =>
        event('detail_open', 'chair-1', { dimension5: 'oak chair' }),
      ),
      event('download', 'chair-2', { e_n: 'dwg' }),
      event('download', 'chair-2', { e_n: 'ifc' }),
      event('download', 'chair-2', { e_n: 'dwg' }),
      event('view_3d', 'chair-1'),
    ];
    const sent = await h.app.inject({
      method: 'POST',
      url: '/api/insights/matomo.php',
      payload: JSON.stringify({ requests }),
      headers: { 'content-type': 'text/plain' },
    });
    expect(sent.statusCode).toBe(200);
    // The period before: written as the rollups would have been then.
    await h.services.store.query(
      `INSERT INTO insight_daily VALUES ('nordlys', $1, 'detail_open', 'chair-1', '', 2)`,
      [daysAgo(10)],
    );
    await h.services.store.query(
      `INSERT INTO insight_brand_daily VALUES ('nordlys', $1, 'detail_open', 2)`,
      [daysAgo(10)],
    );
  }, 180_000);
  afterAll(() => h?.close());

  const period = `?from=${daysAgo(6)}&to=${today}`;
  const get = (url: string, headers: Record<string, string> = {}) =>
    h.app.inject({ method: 'GET', url: `/api/insights/v1/${url}`, headers });

  it("shows a brand's figures to its owners and administrators, against the period before", async () => {
    for (const headers of [owner, admin]) {
      const answer = await get(`brands/nordlys${period}`, headers);
      expect(answer.statusCode).toBe(200);
      const figures = answer.json();
      expect(figures).toMatchObject({
        from: daysAgo(6),
        to: today,
        previousFrom: daysAgo(13),
        totals: { detail_open: 4, download: 3, view_3d: 1 },
        previousTotals: { detail_open: 2 },
        downloadsByFormat: [
          { format: 'dwg', count: 2 },
          { format: 'ifc', count: 1 },
        ],
        downloadsByItem: [{ itemId: 'chair-2', count: 3 }],
        searchTerms: [{ query: 'oak chair', count: 4 }],
        rarelyDownloaded: [{ itemId: 'chair-1', opens: 4, downloads: 0 }],
      });
      expect(figures.daily).toContainEqual({ day: today, action: 'detail_open', count: 4 });
    }
  });

  it('refuses anonymous callers, other users and other brands', async () => {
    expect((await get(`brands/nordlys${period}`)).statusCode).toBe(401);
    expect((await get(`brands/nordlys${period}`, user)).statusCode).toBe(403);
    expect((await get(`brands/nordlys${period}`, otherOwner)).statusCode).toBe(403);
    expect((await get(`catalogue${period}`)).statusCode).toBe(401);
    expect((await get(`catalogue${period}`, owner)).statusCode).toBe(403);
  });

  it('shows administrators the catalogue: top and zero-result searches, busiest brands', async () => {
    const answer = await get(`catalogue${period}`, admin);
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toMatchObject({
      topSearches: [
        { query: 'oak chair', count: 1 },
        { query: 'unicorn lamp', count: 1 },
      ],
      zeroResultSearches: [{ query: 'unicorn lamp', count: 1 }],
      busiestBrands: [{ brandId: 'nordlys', count: 8 }],
    });
  });

  it('names the field of a bad period', async () => {
    const cases: Array<[string, string]> = [
      [`?from=yesterday&to=${today}`, 'from'],
      [`?from=${today}&to=${daysAgo(1)}`, 'to'],
      [`?from=2020-01-01&to=${today}`, 'to'],
      [`?to=${today}`, 'from'],
    ];
    for (const [query, field] of cases) {
      const answer = await get(`brands/nordlys${query}`, owner);
      expect(answer.statusCode, query).toBe(400);
      expect(answer.json().field, query).toBe(field);
    }
  });

  // Last: it counts the rollups anew from the events (the hand-written day above goes).
  it('reads whole months that have ended from the monthly rollups, with the same figures', async () => {
    // Stored weeks ago (time passing, not a route: written as the service would).
    for (const [ago, query] of [
      [75, 'walnut desk'],
      [75, 'walnut desk'],
      [45, 'walnut desk'],
      [95, 'oak chair'],
    ] as const) {
      await h.services.store.query(
        `INSERT INTO insight_events (at, site_id, kind, action, query, query_language, result_count)
         VALUES (now() - make_interval(days => $1), 1, 'search', 'search', $2, 'en', 0)`,
        [ago, query],
      );
    }
    for (const [action, item, name] of [
      ['view_3d', 'chair-1', ''],
      ['download', 'chair-3', 'dwg'],
      ['download', 'chair-3', 'ifc'],
    ]) {
      await h.services.store.query(
        `INSERT INTO insight_events (at, site_id, kind, category, action, item_id, brand_id, name)
         VALUES (now() - interval '75 days', 1, 'event', 'vitrine', $1, $2, 'nordlys', $3)`,
        [action, item, name],
      );
    }
    await h.services.insights.rebuildRollups();
    const months = await h.services.store.query<{ month: string }>(
      `SELECT to_char(month, 'YYYY-MM-DD') AS month FROM insight_months`,
    );
    expect(months.map((m) => m.month)).toContain(daysAgo(75).slice(0, 8) + '01');

    const longPeriod = `?from=${daysAgo(130)}&to=${today}`;
    const catalogue = () => get(`catalogue${longPeriod}`, admin);
    const brand = () => get(`brands/nordlys${longPeriod}`, owner);
    const brandWithMonths = await brand();
    expect(brandWithMonths.json()).toMatchObject({
      totals: { detail_open: 4, download: 5, view_3d: 2 },
      downloadsByFormat: [
        { format: 'dwg', count: 3 },
        { format: 'ifc', count: 2 },
      ],
      downloadsByItem: [
        { itemId: 'chair-2', count: 3 },
        { itemId: 'chair-3', count: 2 },
      ],
      searchTerms: [{ query: 'oak chair', count: 4 }],
      rarelyDownloaded: [{ itemId: 'chair-1', opens: 4, downloads: 0 }],
    });
    const withMonths = await catalogue();
    expect(withMonths.statusCode).toBe(200);
    expect(withMonths.json()).toMatchObject({
      topSearches: [
        { query: 'walnut desk', count: 3 },
        { query: 'oak chair', count: 2 },
        { query: 'unicorn lamp', count: 1 },
      ],
      zeroResultSearches: [
        { query: 'walnut desk', count: 3 },
        { query: 'oak chair', count: 1 },
        { query: 'unicorn lamp', count: 1 },
      ],
      busiestBrands: [{ brandId: 'nordlys', count: 11 }],
    });
    // The same from the daily rollups alone.
    await h.services.store.query('DELETE FROM insight_months');
    expect((await catalogue()).json()).toEqual(withMonths.json());
    expect((await brand()).json()).toEqual(brandWithMonths.json());
  });
});
