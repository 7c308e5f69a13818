-- Personal API tokens for scripts (docs/AUTH.md "API tokens"): made and revoked by their user
-- on the account page. Only a SHA-256 hash of the secret is kept. owner_ids limits the token
-- to these brands; NULL (administrators only) means all the user may do.
CREATE TABLE user_api_tokens (
  token_id     uuid PRIMARY KEY,
  token_hash   text NOT NULL UNIQUE,
  user_id      text NOT NULL,
  user_email   text NOT NULL DEFAULT '',
  name         text NOT NULL,
  owner_ids    text[],
  created_at   timestamptz NOT NULL DEFAULT now(),
  expires_at   timestamptz,
  last_used_at timestamptz,
  revoked_at   timestamptz
);
CREATE INDEX user_api_tokens_user ON user_api_tokens (user_id, created_at);
