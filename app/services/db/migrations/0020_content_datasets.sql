-- The catalogue an operator imported (npm run import, docs/import.md#the-catalogue): the whole content
-- dataset built from it, which every server prefers over the committed content/dataset.ndjson. One current row.
CREATE TABLE content_datasets (
  id boolean PRIMARY KEY DEFAULT true CHECK (id),
  -- The dataset's SHA-256 (base64url): its version, and its file's name in DATA_DIR/datasets.
  hash text NOT NULL,
  -- The hash of the committed dataset it was built beside: another release's strings and pages make it stale.
  build text NOT NULL,
  -- The dataset's NDJSON, gzipped.
  dataset bytea NOT NULL,
  -- The catalogue export it was built from (JSON, gzipped): the files the next import leaves out come from it.
  catalogue bytea NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
