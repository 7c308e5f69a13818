-- Catalogue package imports (src/import/, docs/IMPORT.md): one row per import job, its
-- progress and report; the documents an import through the API keeps until its editor
-- publishes them; and which brand each product information item came with.
CREATE TABLE import_jobs (
  job_id        text PRIMARY KEY,
  -- Who started it (null: the command line).
  user_id       text,
  owner_ids     text[] NOT NULL DEFAULT '{}',
  package_name  text NOT NULL,
  dry_run       boolean NOT NULL,
  -- Through the API: items land as drafts and wait for publish.
  drafts        boolean NOT NULL,
  status        text NOT NULL,
  progress      jsonb NOT NULL,
  counts        jsonb NOT NULL,
  problems      jsonb NOT NULL DEFAULT '[]',
  problem_count integer NOT NULL DEFAULT 0,
  reason        text,
  -- Files this run stored: a run that fails removes them again.
  stored_files  text[] NOT NULL DEFAULT '{}',
  created_at    timestamptz NOT NULL DEFAULT now(),
  -- Written while the job runs: a job whose process died stops being renewed.
  heartbeat_at  timestamptz NOT NULL DEFAULT now(),
  finished_at   timestamptz
);
CREATE INDEX import_jobs_user ON import_jobs (user_id, created_at DESC);

CREATE TABLE import_staged (
  job_id  text NOT NULL REFERENCES import_jobs (job_id) ON DELETE CASCADE,
  seq     integer NOT NULL,
  kind    text NOT NULL,
  id      text NOT NULL,
  doc     jsonb NOT NULL,
  PRIMARY KEY (job_id, seq)
);

ALTER TABLE pim_items ADD COLUMN owner_id text;
CREATE INDEX pim_items_owner ON pim_items (owner_id) WHERE owner_id IS NOT NULL;
