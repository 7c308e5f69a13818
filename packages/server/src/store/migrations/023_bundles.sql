-- List downloads (src/bundles/): what goes into a zip, and how far its making has come, so
-- any process can stream it and any process can answer its status.
CREATE TABLE bundles (
  id             text PRIMARY KEY,
  user_id        text NOT NULL,
  name           text NOT NULL,
  language       text,
  entries        jsonb NOT NULL,
  skipped        jsonb NOT NULL DEFAULT '[]',
  estimated_size bigint NOT NULL,
  state          text NOT NULL DEFAULT 'ready',
  done           integer NOT NULL DEFAULT 0,
  bytes          bigint NOT NULL DEFAULT 0,
  failed         jsonb NOT NULL DEFAULT '[]',
  created_at     timestamptz NOT NULL DEFAULT now(),
  expires_at     timestamptz NOT NULL
);
CREATE INDEX bundles_expiry ON bundles (expires_at);
