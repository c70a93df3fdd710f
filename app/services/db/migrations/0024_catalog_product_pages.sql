-- The product and series pages read from the catalogue's table too (docs/search.md#the-index), not from product
-- documents in the content source: each product's description and series in both languages, and the products it is
-- an accessory of (by id, in the document's order). A product page is then one statement, a series page another.
-- The rows are made again by the next fill: a start waits for it.
DELETE FROM catalog_products;
DELETE FROM catalog_index_state;

ALTER TABLE catalog_products
  ADD COLUMN description_en text,
  ADD COLUMN description_es text,
  -- The product's series, when that series exists: its id, name in each language and slug (null when not public).
  ADD COLUMN series_id text,
  ADD COLUMN series_name_en text,
  ADD COLUMN series_name_es text,
  ADD COLUMN series_slug jsonb,
  ADD COLUMN accessory_of text[] NOT NULL DEFAULT '{}';

CREATE INDEX catalog_products_series ON catalog_products (series_id);
CREATE INDEX catalog_products_accessory_of ON catalog_products USING gin (accessory_of);
