-- The search index lives in each server process's memory (docs/SEARCH.md); these tables stay
-- the durable projection it loads from. Every written row records the transaction that wrote
-- it, so a process catches up by reading the rows written by transactions it may not have
-- seen finished: those from the oldest transaction still running at its last look onwards
-- (transaction ids, unlike sequence numbers, tell which writes may still be in flight).
ALTER TABLE search_items ADD COLUMN written_by xid8 NOT NULL DEFAULT pg_current_xact_id();
CREATE INDEX search_items_written ON search_items (written_by, entity, id);
ALTER TABLE search_terms ADD COLUMN written_by xid8 NOT NULL DEFAULT pg_current_xact_id();
CREATE INDEX search_terms_written ON search_terms (written_by, scope, language, term, label, ref_id);

-- Text and article-number matching run in memory: their database indexes only cost writes.
DROP INDEX IF EXISTS search_texts_tsv;
DROP INDEX IF EXISTS search_items_articles;
