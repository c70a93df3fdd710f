-- The trigram tier's own narrow table (docs/search.md, "How a search runs"): each product's part number and its key
-- beside its id. The GIN trigram index offers every part number that shares a few trigrams with the query's (3,510 of
-- 50,000 for `GCX111110`), and each candidate is rechecked on its row: here on 41 of the table's 549 pages, where
-- on catalog_products' wide rows (two a page) the same recheck read 878. The fill writes a row's key in the statement
-- that writes the row; deleting a product deletes its key.
CREATE TABLE catalog_pn_keys (
  id text PRIMARY KEY REFERENCES catalog_products (id) ON DELETE CASCADE,
  pn text NOT NULL,
  pn_key text NOT NULL
);
INSERT INTO catalog_pn_keys (id, pn, pn_key) SELECT id, pn, pn_key FROM catalog_products;
-- Built after the rows, in one pass: an index filled row by row keeps them in its pending list until a vacuum, and
-- every search reads that list whole (PGlite has no autovacuum).
CREATE INDEX catalog_pn_keys_trgm ON catalog_pn_keys USING gin (pn_key gin_trgm_ops);
DROP INDEX catalog_products_pn_key_trgm;
