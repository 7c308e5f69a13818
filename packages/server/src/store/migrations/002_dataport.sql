-- Content-addressed blobs and the dataports (files) that point at them.
CREATE TABLE blobs (
  file_hash  text PRIMARY KEY,
  size       bigint NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE dataports (
  dataport_id  text PRIMARY KEY,
  file_hash    text NOT NULL REFERENCES blobs (file_hash),
  filetype     text NOT NULL,
  media_type   text NOT NULL,
  size         bigint NOT NULL,
  confidence   real NOT NULL DEFAULT 1,
  filename     text,
  owner_id     text,
  user_id      text,
  is_temporary boolean NOT NULL DEFAULT false,
  meta         jsonb NOT NULL DEFAULT '{}',
  created_at   timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX dataports_owner ON dataports (owner_id);
CREATE INDEX dataports_hash ON dataports (file_hash);
