-- The digest of the seed files last applied (docs/import.md): the seed at start writes only when the committed files
-- changed, so what the operator imported (npm run import) survives a restart.
CREATE TABLE seed_state (
  id boolean PRIMARY KEY DEFAULT true CHECK (id),
  digest text NOT NULL
);
