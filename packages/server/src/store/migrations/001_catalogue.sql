-- Catalogue items as documents in the spec's shape, with the columns lists and filters need.
CREATE EXTENSION IF NOT EXISTS pg_trgm;
CREATE EXTENSION IF NOT EXISTS unaccent;

CREATE SEQUENCE catalog_data_version;

CREATE TABLE catalog_items (
  entity        text NOT NULL CHECK (entity IN ('model', 'collection', 'owner', 'tag')),
  id            text NOT NULL,
  type          text NOT NULL,
  subtypes      text[] NOT NULL DEFAULT '{}',
  state         text NOT NULL,
  layer         text NOT NULL DEFAULT 'main',
  owner_id      text,
  weight        double precision NOT NULL DEFAULT 0,
  has_backlog   boolean NOT NULL DEFAULT false,
  data_version  bigint NOT NULL,
  modified_at   timestamptz NOT NULL,
  doc           jsonb NOT NULL,
  PRIMARY KEY (entity, id)
);
CREATE INDEX catalog_items_owner ON catalog_items (entity, owner_id, weight DESC, id);
CREATE INDEX catalog_items_type ON catalog_items (entity, type);

-- Small facts about the catalogue as a whole (demo seed, index version, imports done).
CREATE TABLE catalog_meta (
  key   text PRIMARY KEY,
  value jsonb NOT NULL
);
