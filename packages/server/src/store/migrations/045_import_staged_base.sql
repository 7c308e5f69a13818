-- When an import through the API was checked, each item it stages was last modified at this
-- time (epoch ms; new items: their draft's). Publishing refuses an import whose items have
-- changed since (a workspace save, another import), so no change is written over unseen.
ALTER TABLE import_staged ADD COLUMN base_modified bigint;
