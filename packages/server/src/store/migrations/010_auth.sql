-- Accounts, organisations and the login provider's storage (src/auth/; docs/AUTH.md).
CREATE TABLE auth_organizations (
  uuid                uuid PRIMARY KEY,
  name                text NOT NULL,
  organization_number text,
  created_at          timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE auth_users (
  uuid            uuid PRIMARY KEY,
  email           text NOT NULL,
  first_name      text NOT NULL DEFAULT '',
  last_name       text NOT NULL DEFAULT '',
  password_hash   text,
  language        text NOT NULL DEFAULT 'en',
  organization_id uuid REFERENCES auth_organizations (uuid) ON DELETE SET NULL,
  verified_at     timestamptz,
  created_at      timestamptz NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX auth_users_email ON auth_users (lower(email));

CREATE TABLE auth_groups (
  uuid            uuid PRIMARY KEY,
  organization_id uuid NOT NULL REFERENCES auth_organizations (uuid) ON DELETE CASCADE,
  name            text NOT NULL
);

CREATE TABLE auth_memberships (
  user_id  uuid NOT NULL REFERENCES auth_users (uuid) ON DELETE CASCADE,
  group_id uuid NOT NULL REFERENCES auth_groups (uuid) ON DELETE CASCADE,
  PRIMARY KEY (user_id, group_id)
);

-- Brands (catalogue owner ids) a user may edit: drafts, files stored for the brand.
CREATE TABLE auth_brand_owners (
  user_id  uuid NOT NULL REFERENCES auth_users (uuid) ON DELETE CASCADE,
  owner_id text NOT NULL,
  PRIMARY KEY (user_id, owner_id)
);

-- E-mail verification and password reset: only a hash of the token is kept; single use.
CREATE TABLE auth_user_tokens (
  token_hash  text PRIMARY KEY,
  user_id     uuid NOT NULL REFERENCES auth_users (uuid) ON DELETE CASCADE,
  purpose     text NOT NULL,
  expires_at  timestamptz NOT NULL,
  used_at     timestamptz
);
CREATE INDEX auth_user_tokens_user ON auth_user_tokens (user_id, purpose);

-- The provider's sessions, grants, codes, refresh tokens, interactions (oidc-provider adapter).
CREATE TABLE auth_oidc (
  model       text NOT NULL,
  id          text NOT NULL,
  payload     jsonb NOT NULL,
  grant_id    text,
  user_code   text,
  uid         text,
  expires_at  timestamptz,
  consumed_at timestamptz,
  PRIMARY KEY (model, id)
);
CREATE INDEX auth_oidc_grant ON auth_oidc (grant_id);
CREATE INDEX auth_oidc_uid ON auth_oidc (uid);
CREATE INDEX auth_oidc_expires ON auth_oidc (expires_at);

-- Signing keys (JWK with private parts) and cookie secrets; the newest active key signs.
CREATE TABLE auth_keys (
  kid        text PRIMARY KEY,
  use        text NOT NULL,
  jwk        jsonb NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  retired_at timestamptz
);
