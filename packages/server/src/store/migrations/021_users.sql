-- The user service's tables (src/users/; docs/API.md "User service").

-- Triples: (subject, scope, key) -> value. The subject is a user's, a user group's or an
-- organisation's id (level says which); version is 1 on create and bumped by each write,
-- so clients can write with a compare-and-set (if_version).
CREATE TABLE user_triples (
  subject    text NOT NULL,
  scope      text NOT NULL,
  key        text NOT NULL,
  level      text NOT NULL CHECK (level IN ('user', 'usergroup', 'organization')),
  value      text NOT NULL,
  version    integer NOT NULL,
  updated_by text NOT NULL,
  updated_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (subject, scope, key)
);

-- Admission tokens: only a hash of the token is kept; it grants sight of the drafts of
-- owner_ids until it expires or is revoked.
CREATE TABLE user_admissions (
  token_hash  text PRIMARY KEY,
  issuer_id   text NOT NULL,
  issuer_email text NOT NULL DEFAULT '',
  workspace_id text,
  owner_ids   text[] NOT NULL,
  expires_at  timestamptz NOT NULL,
  revoked_at  timestamptz,
  created_at  timestamptz NOT NULL DEFAULT now()
);

-- Who claimed an admission token, and when.
CREATE TABLE user_admission_claims (
  claim_uuid uuid PRIMARY KEY,
  token_hash text NOT NULL REFERENCES user_admissions (token_hash) ON DELETE CASCADE,
  user_id    text NOT NULL,
  claimed_at timestamptz NOT NULL DEFAULT now()
);

-- Contact mails sent, per user: the hourly limit counts them (every process sees them).
CREATE TABLE user_contact_mails (
  user_id  text NOT NULL,
  owner_id text NOT NULL,
  sent_at  timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX user_contact_mails_user ON user_contact_mails (user_id, sent_at);
