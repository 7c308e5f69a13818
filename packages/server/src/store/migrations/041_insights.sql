-- First-party statistics (src/insights/, docs/INSIGHTS.md): what the web app reports with the
-- visitor's Statistics consent, through the Matomo tracking API. No cookie, no visitor id, the
-- address truncated. Events older than INSIGHTS_RETENTION_MONTHS are removed, and their days
-- from the rollups with them.
CREATE TABLE insight_events (
  id             bigserial PRIMARY KEY,
  at             timestamptz NOT NULL DEFAULT now(),
  site_id        integer NOT NULL,
  -- pageview, search or event (Matomo's three kinds of tracking request).
  kind           text NOT NULL,
  category       text NOT NULL DEFAULT '',
  -- For events their action (detail_open, view_3d, download, ...); else the kind.
  action         text NOT NULL,
  -- The event's name (a download's format) or the page's title.
  name           text NOT NULL DEFAULT '',
  value          double precision,
  -- The page's path, without query or fragment.
  path           text NOT NULL DEFAULT '',
  item_id        text NOT NULL DEFAULT '',
  brand_id       text NOT NULL DEFAULT '',
  -- embedded or standalone.
  client_mode    text NOT NULL DEFAULT '',
  -- A search's words, or for a detail open the search that led to it.
  query          text NOT NULL DEFAULT '',
  query_language text NOT NULL DEFAULT '',
  filters        text NOT NULL DEFAULT '',
  result_count   integer,
  -- The sender's address with its last bytes zeroed (IPv4 /16, IPv6 /48).
  address        text NOT NULL DEFAULT ''
);
CREATE INDEX insight_events_at ON insight_events (at);

-- Counts per day, brand, item and action, kept up to date with every batch stored, so the
-- insights page reads a few hundred rows, not the events. detail: a download's format, or
-- for the action search_lead the search that led to the brand's item.
CREATE TABLE insight_daily (
  brand_id text NOT NULL,
  day      date NOT NULL,
  action   text NOT NULL,
  item_id  text NOT NULL,
  detail   text NOT NULL,
  count    bigint NOT NULL,
  PRIMARY KEY (brand_id, day, action, item_id, detail)
);
CREATE INDEX insight_daily_day ON insight_daily (day);

-- Searches per day, words (lower case) and language: how often, and how often nothing was found.
CREATE TABLE insight_search_daily (
  day          date NOT NULL,
  query        text NOT NULL,
  language     text NOT NULL,
  searches     bigint NOT NULL,
  zero_results bigint NOT NULL,
  PRIMARY KEY (day, query, language)
);
