-- The catalogue's search index (docs/search.md): one row a product, filled from the content source at start and
-- after a revalidate. Part numbers match by trigram similarity (pg_trgm, in PGlite and PostgreSQL alike), words by
-- full-text search with each language's own configuration; texts arrive folded (no accents, lower case).
CREATE EXTENSION IF NOT EXISTS pg_trgm;

CREATE TABLE catalog_products (
  id text PRIMARY KEY,
  pn text NOT NULL,
  pn_key text NOT NULL,
  category_id text,
  -- Public attributes, [{ key, en, es }]: facets and filters of the results.
  attributes jsonb NOT NULL DEFAULT '[]',
  search_en tsvector NOT NULL,
  search_es tsvector NOT NULL,
  -- What the row was made from: an unchanged product is not written again.
  content_hash text NOT NULL
);

CREATE INDEX catalog_products_pn_key_trgm ON catalog_products USING gin (pn_key gin_trgm_ops);
CREATE INDEX catalog_products_pn_key_prefix ON catalog_products (pn_key text_pattern_ops);
CREATE INDEX catalog_products_search_en ON catalog_products USING gin (search_en);
CREATE INDEX catalog_products_search_es ON catalog_products USING gin (search_es);

-- The last complete fill: which content it was made from.
CREATE TABLE catalog_index_state (
  source text PRIMARY KEY,
  fingerprint text NOT NULL,
  products integer NOT NULL,
  synced_at timestamptz NOT NULL DEFAULT now()
);
