-- Every server process keeps its search index in memory and catches up with what others
-- wrote (docs/SEARCH.md). A statement that writes search rows (or catalogue items, which
-- move the data version) tells the listening processes so, when its transaction commits,
-- instead of each search asking the database whether anything changed.
-- (One line: migrations are split on semicolons at line ends.)
CREATE FUNCTION vitrine_search_changed() RETURNS trigger LANGUAGE plpgsql AS
  $$ BEGIN PERFORM pg_notify('vitrine_search', ''); RETURN NULL; END $$;

CREATE TRIGGER search_items_changed AFTER INSERT OR UPDATE OR DELETE ON search_items
  FOR EACH STATEMENT EXECUTE FUNCTION vitrine_search_changed();
CREATE TRIGGER search_terms_changed AFTER INSERT OR UPDATE OR DELETE ON search_terms
  FOR EACH STATEMENT EXECUTE FUNCTION vitrine_search_changed();
CREATE TRIGGER catalog_items_changed AFTER INSERT OR UPDATE OR DELETE ON catalog_items
  FOR EACH STATEMENT EXECUTE FUNCTION vitrine_search_changed();
