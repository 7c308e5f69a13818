-- Lists for project work (src/users/; docs/FAVORITES.md "Lists for project work"). The
-- lists and their items live in the favourites triple; these tables hold what it has no
-- room for.

-- A note and a quantity per item of a user's list. An item without a row has an empty note
-- and quantity 1; a row whose item left the list is ignored (and goes with the account).
CREATE TABLE user_list_items (
  user_id    text NOT NULL,
  list_id    text NOT NULL,
  kind       text NOT NULL,
  item_id    text NOT NULL,
  note       text NOT NULL DEFAULT '',
  quantity   integer NOT NULL DEFAULT 1 CHECK (quantity >= 1),
  updated_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (user_id, list_id, kind, item_id)
);

-- Read-only share links of a list: only a hash of the token is kept (the owner sees a hint
-- of its last characters); a link works until revoked_at or expires_at.
CREATE TABLE user_list_shares (
  share_id   uuid PRIMARY KEY,
  token_hash text NOT NULL UNIQUE,
  hint       text NOT NULL,
  user_id    text NOT NULL,
  list_id    text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  expires_at timestamptz,
  revoked_at timestamptz
);
CREATE INDEX user_list_shares_user ON user_list_shares (user_id, list_id);
