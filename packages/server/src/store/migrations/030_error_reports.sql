-- Error reports of the web app (src/reports/): one row per group of like errors, holding
-- the latest event's details and how often the group was seen. Bounded: ERROR_REPORTS_MAX_GROUPS
-- rows at most (the least recently seen go first), none older than ERROR_REPORTS_RETENTION_DAYS.
CREATE TABLE error_groups (
  fingerprint text PRIMARY KEY,
  kind        text NOT NULL,
  name        text NOT NULL,
  message     text NOT NULL,
  context     text NOT NULL DEFAULT '',
  stack       text NOT NULL DEFAULT '',
  app_version text NOT NULL,
  route       text NOT NULL,
  browser     text NOT NULL,
  language    text NOT NULL DEFAULT '',
  count       bigint NOT NULL DEFAULT 1,
  first_seen  timestamptz NOT NULL DEFAULT now(),
  last_seen   timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX error_groups_last_seen ON error_groups (last_seen);
