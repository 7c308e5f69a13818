-- File service: listing an owner's files in upload order, and finding a material's
-- maps by name among its owner's files.
CREATE INDEX dataports_owner_created ON dataports (owner_id, created_at, dataport_id);
CREATE INDEX dataports_owner_filename ON dataports (owner_id, filename);
DROP INDEX dataports_owner;
