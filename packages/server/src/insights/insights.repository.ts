/** SQL for the statistics; nothing else touches insight_events and the rollups. */
import type { Store } from '../store';
import type { TrackedEvent } from './tracking-request';

/** The columns of insight_events a batch fills, in order. */
const COLUMNS = [
  'site_id',
  'kind',
  'category',
  'action',
  'name',
  'value',
  'path',
  'item_id',
  'brand_id',
  'client_mode',
  'query',
  'query_language',
  'filters',
  'result_count',
  'address',
] as const;
const TYPES = [
  'integer',
  'text',
  'text',
  'text',
  'text',
  'double precision',
  'text',
  'text',
  'text',
  'text',
  'text',
  'text',
  'text',
  'integer',
  'text',
];

const valuesOf = (e: TrackedEvent, address: string) => [
  e.siteId,
  e.kind,
  e.category,
  e.action,
  e.name,
  e.value,
  e.path,
  e.itemId,
  e.brandId,
  e.clientMode,
  e.query,
  e.queryLanguage,
  e.filters,
  e.resultCount,
  address,
];

/**
 * What a set of events adds to insight_daily (before grouping): one row per event but
 * searches, and for a detail open after a search one more, the search that led to the
 * brand's item (action search_lead). `source` is a table or a CTE of insight_events' columns.
 */
const dailyRows = (source: string) => `
  SELECT brand_id, (at AT TIME ZONE 'UTC')::date AS day, action, item_id,
         CASE WHEN action = 'download' THEN name ELSE '' END AS detail
    FROM ${source} WHERE kind <> 'search'
  UNION ALL
  SELECT brand_id, (at AT TIME ZONE 'UTC')::date, 'search_lead', '', lower(query)
    FROM ${source} WHERE action = 'detail_open' AND query <> '' AND brand_id <> ''`;

/** What a set of events adds to insight_search_daily, grouped and in key order. */
const searchRows = (source: string) => `
SELECT (at AT TIME ZONE 'UTC')::date, lower(query), query_language, count(*),
       count(*) FILTER (WHERE result_count = 0)
  FROM ${source} WHERE kind = 'search'
 GROUP BY 1, 2, 3 ORDER BY 1, 2, 3`;

const DAILY_COLUMNS = 'insight_daily (brand_id, day, action, item_id, detail, count)';
const BRAND_COLUMNS = 'insight_brand_daily (brand_id, day, action, count)';
const SEARCH_COLUMNS = 'insight_search_daily (day, query, language, searches, zero_results)';

/**
 * One statement per batch: the events go in as arrays (one parameter per column, whatever
 * the batch's size), and the same statement adds them to the daily rollups. Rows are
 * grouped and sorted by key so that two batches lock rollup rows in one order (no deadlock).
 */
const STORE_BATCH = `
WITH stored AS (
  INSERT INTO insight_events (${COLUMNS.join(', ')})
  SELECT * FROM unnest(${COLUMNS.map((_, i) => `$${i + 1}::${TYPES[i]}[]`).join(', ')})
  RETURNING at, kind, action, name, item_id, brand_id, query, query_language, result_count
),
counted AS (${dailyRows('stored')}),
daily AS (
  INSERT INTO ${DAILY_COLUMNS}
  SELECT brand_id, day, action, item_id, detail, count(*) FROM counted
   GROUP BY 1, 2, 3, 4, 5 ORDER BY 1, 2, 3, 4, 5
  ON CONFLICT (brand_id, day, action, item_id, detail)
  DO UPDATE SET count = insight_daily.count + EXCLUDED.count
),
brands AS (
  INSERT INTO ${BRAND_COLUMNS}
  SELECT brand_id, day, action, count(*) FROM counted WHERE action <> 'search_lead'
   GROUP BY 1, 2, 3 ORDER BY 1, 2, 3
  ON CONFLICT (brand_id, day, action)
  DO UPDATE SET count = insight_brand_daily.count + EXCLUDED.count
)
INSERT INTO ${SEARCH_COLUMNS}${searchRows('stored')}
ON CONFLICT (day, query, language) DO UPDATE SET
  searches = insight_search_daily.searches + EXCLUDED.searches,
  zero_results = insight_search_daily.zero_results + EXCLUDED.zero_results`;

export function createInsightsRepository(sql: Store) {
  return {
    /** Stores events, each with the (truncated) address of the client that sent it. */
    async store(events: ReadonlyArray<{ event: TrackedEvent; address: string }>): Promise<void> {
      const rows = events.map((e) => valuesOf(e.event, e.address));
      await sql.query(
        STORE_BATCH,
        COLUMNS.map((_, column) => rows.map((row) => row[column])),
      );
    },

    /**
     * Counts the rollups anew from the events, in one transaction (after a bulk load of
     * events, e.g. the benchmark's; not needed in normal operation).
     */
    async rebuildRollups(): Promise<void> {
      await sql.transaction(async (tx) => {
        await tx.query('DELETE FROM insight_daily');
        await tx.query(
          `INSERT INTO ${DAILY_COLUMNS}
           SELECT brand_id, day, action, item_id, detail, count(*)
             FROM (${dailyRows('insight_events')}) counted GROUP BY 1, 2, 3, 4, 5`,
        );
        await tx.query('DELETE FROM insight_brand_daily');
        await tx.query(
          `INSERT INTO ${BRAND_COLUMNS}
           SELECT brand_id, day, action, sum(count) FROM insight_daily
            WHERE action <> 'search_lead' GROUP BY 1, 2, 3`,
        );
        await tx.query('DELETE FROM insight_search_daily');
        await tx.query(`INSERT INTO ${SEARCH_COLUMNS}${searchRows('insight_events')}`);
        await tx.query('DELETE FROM insight_months');
        await tx.query('DELETE FROM insight_brand_monthly');
        await tx.query('DELETE FROM insight_search_monthly');
        await tx.query('DELETE FROM insight_monthly');
      });
    },

    /**
     * Makes the monthly rollups of every month that has ended and lies wholly inside the
     * retention time, where not made yet (a month is claimed in insight_months first, so two
     * processes never make one twice). Answers the months made.
     */
    async closeMonths(retentionMonths: number): Promise<string[]> {
      const open = await sql.query<{ month: string }>(
        `SELECT to_char(m, 'YYYY-MM-DD') AS month FROM generate_series(
           date_trunc('month', ((now() - make_interval(months => $1))::date - 1)::timestamp)
             + interval '1 month',
           date_trunc('month', now() AT TIME ZONE 'UTC') - interval '1 month',
           interval '1 month') m
          WHERE m::date NOT IN (SELECT month FROM insight_months) ORDER BY m`,
        [retentionMonths],
      );
      const made: string[] = [];
      for (const { month } of open) {
        const claimed = await sql.transaction(async (tx) => {
          const rows = await tx.query(
            'INSERT INTO insight_months VALUES ($1) ON CONFLICT DO NOTHING RETURNING month',
            [month],
          );
          if (rows.length === 0) return false;
          const inMonth = `day >= $1::date AND day < ($1::date + interval '1 month')::date`;
          await tx.query(
            `INSERT INTO insight_brand_monthly (month, brand_id, count)
             SELECT $1::date, brand_id, sum(count) FROM insight_brand_daily
              WHERE ${inMonth} GROUP BY brand_id`,
            [month],
          );
          // A brand's per-action counts by item and by detail apart (insights.queries.ts).
          await tx.query(
            `INSERT INTO insight_monthly (brand_id, action, kind, month, key, count)
             SELECT brand_id, action, 'item', $1::date, item_id, sum(count) FROM insight_daily
              WHERE brand_id <> '' AND ${inMonth} GROUP BY brand_id, action, item_id
             UNION ALL
             SELECT brand_id, action, 'detail', $1::date, detail, sum(count) FROM insight_daily
              WHERE brand_id <> '' AND ${inMonth} GROUP BY brand_id, action, detail
             ORDER BY 1, 2, 3, 5`,
            [month],
          );
          await tx.query(
            `INSERT INTO insight_search_monthly (month, query, searches, zero_results)
             SELECT $1::date, query, sum(searches), sum(zero_results) FROM insight_search_daily
              WHERE ${inMonth} GROUP BY query`,
            [month],
          );
          return true;
        });
        if (claimed) made.push(month);
      }
      return made;
    },

    /** Removes the events, and the rollups' days, from before `months` months ago. */
    async removeOlderThan(months: number): Promise<void> {
      const cutoff = `now() - make_interval(months => $1)`;
      await sql.query(`DELETE FROM insight_events WHERE at < ${cutoff}`, [months]);
      await sql.query(`DELETE FROM insight_daily WHERE day < (${cutoff})::date`, [months]);
      await sql.query(`DELETE FROM insight_search_daily WHERE day < (${cutoff})::date`, [months]);
      await sql.query(`DELETE FROM insight_brand_daily WHERE day < (${cutoff})::date`, [months]);
      // A month retention has reached is read from what is left of its days.
      const monthly = ['insight_monthly', 'insight_brand_monthly', 'insight_search_monthly'];
      for (const table of ['insight_months', ...monthly]) {
        await sql.query(`DELETE FROM ${table} WHERE month < (${cutoff})::date`, [months]);
      }
    },
  };
}

export type InsightsRepository = ReturnType<typeof createInsightsRepository>;
