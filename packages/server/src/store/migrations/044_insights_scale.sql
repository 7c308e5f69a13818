-- The insights page's reads at 10,000,000 events (docs/PERFORMANCE.md "Insights",
-- `npm run bench:insights`). Measured before: a brand with 5 % of the events took 0.6 s over
-- 30 days and 3 s over 365, the catalogue 1 s and 2.4 s: the brand's insight_daily rows lie
-- scattered over the table (every batch writes many brands' rows), one page read per row.

-- 1. insight_daily keyed brand, action, day, the count in the key's index: each of a brand's
--    per-action reads (downloads per format and model, leading searches, rarely downloaded)
--    is one contiguous range of the index, read without the table.
ALTER TABLE insight_daily DROP CONSTRAINT insight_daily_pkey;
ALTER TABLE insight_daily ADD PRIMARY KEY (brand_id, action, day, item_id, detail) INCLUDE (count);

-- 2. Counts per brand, day and action, without items or leading searches: a brand's totals
--    and its per-day figures read a few rows a day instead of one per item.
CREATE TABLE insight_brand_daily (
  brand_id text NOT NULL,
  day      date NOT NULL,
  action   text NOT NULL,
  count    bigint NOT NULL,
  PRIMARY KEY (brand_id, day, action) INCLUDE (count)
);
CREATE INDEX insight_brand_daily_day ON insight_brand_daily (day);
INSERT INTO insight_brand_daily (brand_id, day, action, count)
SELECT brand_id, day, action, sum(count) FROM insight_daily
 WHERE action <> 'search_lead' GROUP BY brand_id, day, action;

-- 3. Figures per closed month (nothing is added to a day once it is over:
--    events are stamped when stored), made from the daily rollups once a month has ended and
--    removed when retention reaches the month; insight_months lists the months made. A
--    period reads its whole months here and the days at its ends from the daily rollups.
--    insight_monthly: a brand's counts per action, by item (kind 'item', key the item) and
--    by detail (kind 'detail', key the format or the leading search).
CREATE TABLE insight_months (month date PRIMARY KEY);
CREATE TABLE insight_brand_monthly (
  month    date NOT NULL,
  brand_id text NOT NULL,
  count    bigint NOT NULL,
  PRIMARY KEY (month, brand_id)
);
CREATE TABLE insight_search_monthly (
  month        date NOT NULL,
  query        text NOT NULL,
  searches     bigint NOT NULL,
  zero_results bigint NOT NULL,
  PRIMARY KEY (month, query)
);
CREATE TABLE insight_monthly (
  brand_id text NOT NULL,
  action   text NOT NULL,
  kind     text NOT NULL,
  month    date NOT NULL,
  key      text NOT NULL,
  count    bigint NOT NULL,
  PRIMARY KEY (brand_id, action, kind, month, key) INCLUDE (count)
);
CREATE INDEX insight_monthly_month ON insight_monthly (month);
