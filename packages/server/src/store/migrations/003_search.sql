-- Search projections (docs/SEARCH.md): per-language text vectors, filter and facet columns,
-- and the vocabulary behind autocompletion and "did you mean".

-- Text vectors are made by the application (Snowball stemmers in JavaScript, accents
-- folded), so index and query agree exactly and indexing costs no database time.

-- What filters, facets and hit answers need, one row per searchable item.
CREATE TABLE search_items (
  entity          text NOT NULL,
  id              text NOT NULL,
  type            text NOT NULL,
  subtypes        text[] NOT NULL DEFAULT '{}',
  state           text NOT NULL,
  owner_id        text,
  weight          double precision NOT NULL DEFAULT 0,
  is_high_quality boolean NOT NULL DEFAULT false,
  -- models: category tags with their ancestors, property value tags, free-form value ids
  tag_ids         text[] NOT NULL DEFAULT '{}',
  category_ids    text[] NOT NULL DEFAULT '{}',
  -- models: category namespaces; tags: their own namespaces
  namespaces      text[] NOT NULL DEFAULT '{}',
  collection_ids  text[] NOT NULL DEFAULT '{}',
  family_ids      text[] NOT NULL DEFAULT '{}',
  -- collections: member models; models: none
  model_ids       text[] NOT NULL DEFAULT '{}',
  properties      jsonb NOT NULL DEFAULT '[]',
  -- numeric property values (centimetres for dimensions), by property tag id
  numbers         jsonb NOT NULL DEFAULT '{}',
  article_numbers text[] NOT NULL DEFAULT '{}',
  titles          text[] NOT NULL DEFAULT '{}',
  count_cad       integer NOT NULL DEFAULT 0,
  count_material  integer NOT NULL DEFAULT 0,
  hashtags        text[] NOT NULL DEFAULT '{}',
  namespace       text,
  PRIMARY KEY (entity, id)
);
CREATE INDEX search_items_owner ON search_items (entity, owner_id);
CREATE INDEX search_items_weight ON search_items (entity, weight DESC, id);
CREATE INDEX search_items_tags ON search_items USING gin (tag_ids);
CREATE INDEX search_items_collections ON search_items USING gin (collection_ids);
CREATE INDEX search_items_families ON search_items USING gin (family_ids);
CREATE INDEX search_items_articles ON search_items USING gin (article_numbers);

-- One vector per item: lexemes carry their language ('de:stuhl', 'xx:nordlys' for
-- language-neutral text) and the weight of the field they come from, A (title) to D
-- (description), so one index scan serves a query in several languages.
CREATE TABLE search_texts (
  entity text NOT NULL,
  id     text NOT NULL,
  tsv    tsvector NOT NULL,
  PRIMARY KEY (entity, id)
);
CREATE INDEX search_texts_tsv ON search_texts USING gin (tsv);

-- Labels for autocompletion and words for spelling suggestions, both insert-only while
-- indexing (a label that no longer exists finds nothing and is dropped from answers by the
-- search itself). term is the folded, lower-case text from one word start on, so
-- "dining table" is found by "tab" too.
CREATE TABLE search_terms (
  scope    text NOT NULL,
  language text NOT NULL,
  term     text COLLATE "C" NOT NULL,
  label    text NOT NULL,
  ref_id   text NOT NULL DEFAULT '',
  weight   double precision NOT NULL DEFAULT 0,
  PRIMARY KEY (scope, language, term, label, ref_id)
);

CREATE TABLE search_words (
  language text NOT NULL,
  word     text COLLATE "C" NOT NULL,
  PRIMARY KEY (language, word)
);
CREATE INDEX search_words_trgm ON search_words USING gin (word gin_trgm_ops);
