/**
 * SQL of the insights page: reads the rollups only (never insight_events), so a period's
 * figures cost a few index range scans whatever the number of events: a brand's totals and
 * days from insight_brand_daily; its per-action figures (by format, model, leading search)
 * and the catalogue's figures from the monthly rollups for whole months that have ended and
 * from the daily ones (insight_daily keyed brand, action, day) for the days at the period's
 * ends (migration 044, docs/PERFORMANCE.md "Insights").
 */
import type { Sql } from '../store';

export interface Period {
  from: string;
  to: string;
}

/**
 * A period cut into the days before its first whole month that has its monthly rollups,
 * that run of months (`from` the first month's first day, `to` the day after the last
 * month), and the days after it. Without such months, `head` is the whole period.
 */
export interface MonthSplit {
  head: Period | null;
  months: Period | null;
  tail: Period | null;
}

const DAY_MS = 24 * 60 * 60 * 1000;
const addDays = (day: string, n: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + n * DAY_MS).toISOString().slice(0, 10);
const nextMonth = (day: string) => {
  const date = new Date(`${day.slice(0, 8)}01T00:00:00Z`);
  date.setUTCMonth(date.getUTCMonth() + 1);
  return date.toISOString().slice(0, 10);
};

/** Cuts `p` at the months of `closed` (first days, as insight_months lists them). */
export function splitByMonths(p: Period, closed: readonly string[]): MonthSplit {
  const first = p.from.endsWith('-01') ? p.from : nextMonth(p.from);
  const end = addDays(p.to, 1).slice(0, 8) + '01';
  const run: string[] = [];
  for (const month of [...closed].sort()) {
    if (month < first || month >= end) continue;
    if (run.length > 0 && month !== nextMonth(run.at(-1)!)) break;
    run.push(month);
  }
  if (run.length === 0) return { head: p, months: null, tail: null };
  const after = nextMonth(run.at(-1)!);
  return {
    head: p.from < run[0]! ? { from: p.from, to: addDays(run[0]!, -1) } : null,
    months: { from: run[0]!, to: after },
    tail: after <= p.to ? { from: after, to: p.to } : null,
  };
}

/** The parameters $1..$6 of a query over a split: head days, tail days, months. */
const splitParams = ({ head, months, tail }: MonthSplit) => [
  head?.from ?? null,
  head?.to ?? null,
  tail?.from ?? null,
  tail?.to ?? null,
  months?.from ?? null,
  months?.to ?? null,
];

interface Part {
  table: string;
  columns: string;
  /** More conditions, on parameters from $7 on. */
  where?: string;
}

/** Rows of a daily and a monthly rollup over a split (a day range is empty when null). */
const overSplit = (daily: Part, monthly: Part) => {
  const and = (part: Part) => (part.where ? ` AND ${part.where}` : '');
  return `
  SELECT ${daily.columns} FROM ${daily.table} WHERE day BETWEEN $1 AND $2${and(daily)}
  UNION ALL
  SELECT ${daily.columns} FROM ${daily.table} WHERE day BETWEEN $3 AND $4${and(daily)}
  UNION ALL
  SELECT ${monthly.columns} FROM ${monthly.table} WHERE month >= $5 AND month < $6${and(monthly)}`;
};

type CountRow = { count: string | number };
const n = (value: string | number) => Number(value);
const TOP = 20;

export function createInsightsQueries(sql: Sql) {
  const totals = async (brandId: string, p: Period) => {
    const rows = await sql.query<CountRow & { action: string }>(
      `SELECT action, sum(count) AS count FROM insight_brand_daily
        WHERE brand_id = $1 AND day BETWEEN $2 AND $3
        GROUP BY action`,
      [brandId, p.from, p.to],
    );
    return Object.fromEntries(rows.map((r) => [r.action, n(r.count)]));
  };

  return {
    totals,

    async daily(brandId: string, p: Period) {
      const rows = await sql.query<CountRow & { day: string; action: string }>(
        `SELECT to_char(day, 'YYYY-MM-DD') AS day, action, count FROM insight_brand_daily
          WHERE brand_id = $1 AND day BETWEEN $2 AND $3 ORDER BY day, action`,
        [brandId, p.from, p.to],
      );
      return rows.map((r) => ({ day: r.day, action: r.action, count: n(r.count) }));
    },

    /** Counts of one action grouped by a column (detail or item_id), largest first. */
    async grouped(brandId: string, p: MonthSplit, action: string, column: 'detail' | 'item_id') {
      const rows = await sql.query<CountRow & { key: string }>(
        `SELECT key, sum(n) AS count FROM (${overSplit(
          {
            table: 'insight_daily',
            columns: `${column} AS key, count AS n`,
            where: 'brand_id = $7 AND action = $8',
          },
          {
            table: 'insight_monthly',
            columns: 'key, count',
            where: 'brand_id = $7 AND action = $8 AND kind = $9',
          },
        )}) counted
          GROUP BY key ORDER BY count DESC, key LIMIT ${TOP}`,
        [...splitParams(p), brandId, action, column === 'item_id' ? 'item' : 'detail'],
      );
      return rows.map((r) => ({ key: r.key, count: n(r.count) }));
    },

    async rarelyDownloaded(brandId: string, p: MonthSplit) {
      const actions = "action IN ('detail_open', 'download')";
      const rows = await sql.query<{ item_id: string; opens: string; downloads: string }>(
        `SELECT key AS item_id,
                sum(n) FILTER (WHERE action = 'detail_open') AS opens,
                coalesce(sum(n) FILTER (WHERE action = 'download'), 0) AS downloads
           FROM (${overSplit(
             {
               table: 'insight_daily',
               columns: 'action, item_id AS key, count AS n',
               where: `brand_id = $7 AND ${actions} AND item_id <> ''`,
             },
             {
               table: 'insight_monthly',
               columns: 'action, key, count',
               where: `brand_id = $7 AND ${actions} AND kind = 'item' AND key <> ''`,
             },
           )}) counted
          GROUP BY key
         HAVING sum(n) FILTER (WHERE action = 'detail_open') >= 3
            AND coalesce(sum(n) FILTER (WHERE action = 'download'), 0) * 10
                <= sum(n) FILTER (WHERE action = 'detail_open')
          ORDER BY opens DESC, key LIMIT ${TOP}`,
        [...splitParams(p), brandId],
      );
      return rows.map((r) => ({ itemId: r.item_id, opens: n(r.opens), downloads: n(r.downloads) }));
    },

    /** The months that have their monthly rollups (first days). */
    async closedMonths() {
      const rows = await sql.query<{ month: string }>(
        `SELECT to_char(month, 'YYYY-MM-DD') AS month FROM insight_months`,
      );
      return rows.map((r) => r.month);
    },

    async searches(p: MonthSplit, zeroOnly: boolean) {
      const measure = zeroOnly ? 'zero_results' : 'searches';
      const rows = await sql.query<CountRow & { query: string }>(
        `SELECT query, sum(n) AS count FROM (${overSplit(
          { table: 'insight_search_daily', columns: `query, ${measure} AS n` },
          { table: 'insight_search_monthly', columns: `query, ${measure}` },
        )}) searched
          WHERE query <> '' GROUP BY query HAVING sum(n) > 0
          ORDER BY count DESC, query LIMIT ${TOP}`,
        splitParams(p),
      );
      return rows.map((r) => ({ query: r.query, count: n(r.count) }));
    },

    async busiestBrands(p: MonthSplit) {
      const rows = await sql.query<CountRow & { brand_id: string }>(
        `SELECT brand_id, sum(count) AS count FROM (${overSplit(
          { table: 'insight_brand_daily', columns: 'brand_id, count' },
          { table: 'insight_brand_monthly', columns: 'brand_id, count' },
        )}) counted
          WHERE brand_id <> '' GROUP BY brand_id ORDER BY count DESC, brand_id LIMIT ${TOP}`,
        splitParams(p),
      );
      return rows.map((r) => ({ brandId: r.brand_id, count: n(r.count) }));
    },
  };
}
