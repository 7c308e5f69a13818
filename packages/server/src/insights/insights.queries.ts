/**
 * SQL of the insights page: reads the daily rollups only (never insight_events), so a
 * period's figures cost a few index range scans whatever the number of events.
 */
import type { Sql } from '../store';

export interface Period {
  from: string;
  to: string;
}

type CountRow = { count: string | number };
const n = (value: string | number) => Number(value);
const TOP = 20;

export function createInsightsQueries(sql: Sql) {
  const totals = async (brandId: string, p: Period) => {
    const rows = await sql.query<CountRow & { action: string }>(
      `SELECT action, sum(count) AS count FROM insight_daily
        WHERE brand_id = $1 AND day BETWEEN $2 AND $3 AND action <> 'search_lead'
        GROUP BY action`,
      [brandId, p.from, p.to],
    );
    return Object.fromEntries(rows.map((r) => [r.action, n(r.count)]));
  };

  return {
    totals,

    async daily(brandId: string, p: Period) {
      const rows = await sql.query<CountRow & { day: string; action: string }>(
        `SELECT to_char(day, 'YYYY-MM-DD') AS day, action, sum(count) AS count FROM insight_daily
          WHERE brand_id = $1 AND day BETWEEN $2 AND $3 AND action <> 'search_lead'
          GROUP BY day, action ORDER BY day, action`,
        [brandId, p.from, p.to],
      );
      return rows.map((r) => ({ day: r.day, action: r.action, count: n(r.count) }));
    },

    /** Counts of one action grouped by a column (detail or item_id), largest first. */
    async grouped(brandId: string, p: Period, action: string, column: 'detail' | 'item_id') {
      const rows = await sql.query<CountRow & { key: string }>(
        `SELECT ${column} AS key, sum(count) AS count FROM insight_daily
          WHERE brand_id = $1 AND day BETWEEN $2 AND $3 AND action = $4
          GROUP BY ${column} ORDER BY count DESC, key LIMIT ${TOP}`,
        [brandId, p.from, p.to, action],
      );
      return rows.map((r) => ({ key: r.key, count: n(r.count) }));
    },

    async rarelyDownloaded(brandId: string, p: Period) {
      const rows = await sql.query<{ item_id: string; opens: string; downloads: string }>(
        `SELECT item_id,
                sum(count) FILTER (WHERE action = 'detail_open') AS opens,
                coalesce(sum(count) FILTER (WHERE action = 'download'), 0) AS downloads
           FROM insight_daily
          WHERE brand_id = $1 AND day BETWEEN $2 AND $3 AND item_id <> ''
            AND action IN ('detail_open', 'download')
          GROUP BY item_id
         HAVING sum(count) FILTER (WHERE action = 'detail_open') >= 3
            AND coalesce(sum(count) FILTER (WHERE action = 'download'), 0) * 10
                <= sum(count) FILTER (WHERE action = 'detail_open')
          ORDER BY opens DESC, item_id LIMIT ${TOP}`,
        [brandId, p.from, p.to],
      );
      return rows.map((r) => ({ itemId: r.item_id, opens: n(r.opens), downloads: n(r.downloads) }));
    },

    async searches(p: Period, zeroOnly: boolean) {
      const measure = zeroOnly ? 'zero_results' : 'searches';
      const rows = await sql.query<CountRow & { query: string }>(
        `SELECT query, sum(${measure}) AS count FROM insight_search_daily
          WHERE day BETWEEN $1 AND $2 AND query <> ''
          GROUP BY query HAVING sum(${measure}) > 0
          ORDER BY count DESC, query LIMIT ${TOP}`,
        [p.from, p.to],
      );
      return rows.map((r) => ({ query: r.query, count: n(r.count) }));
    },

    async busiestBrands(p: Period) {
      const rows = await sql.query<CountRow & { brand_id: string }>(
        `SELECT brand_id, sum(count) AS count FROM insight_daily
          WHERE day BETWEEN $1 AND $2 AND brand_id <> '' AND action <> 'search_lead'
          GROUP BY brand_id ORDER BY count DESC, brand_id LIMIT ${TOP}`,
        [p.from, p.to],
      );
      return rows.map((r) => ({ brandId: r.brand_id, count: n(r.count) }));
    },
  };
}
