-- Each searchable item's own modification time (edit_infos.modified_epochmillis), for the
-- modified_epochmillis range filter (docs/SEARCH.md): an embedding host's `date` parameter
-- lists only what changed since its last import (docs/EMBEDDING.md). Existing rows take it
-- from the catalogue; rewritten rows record this transaction, so running processes read them
-- again (the saved index's format changed too: engine/snapshot-file.ts).
ALTER TABLE search_items ADD COLUMN modified_epochmillis double precision NOT NULL DEFAULT 0;

UPDATE search_items s
   SET modified_epochmillis = coalesce((i.doc->'edit_infos'->>'modified_epochmillis')::float8,
                                       extract(epoch FROM i.modified_at) * 1000),
       written_by = pg_current_xact_id()
  FROM catalog_items i
 WHERE i.entity = s.entity AND i.id = s.id;
