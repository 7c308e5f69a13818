-- Derived files are made once across processes (src/derived-cache/, docs/FILES.md): the
-- process making a variant holds a claim row, renewed while it works; others wait for the
-- file. A claim whose process died expires, and the next one to ask takes it over.
CREATE TABLE derived_claims (
  variant_key   text PRIMARY KEY,
  claimed_by    text NOT NULL,
  claimed_until timestamptz NOT NULL
);
