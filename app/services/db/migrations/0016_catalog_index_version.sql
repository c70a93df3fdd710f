-- What the last complete fill of the search index was made from (docs/search.md#the-index): the content's version
-- (the embedded dataset file's hash) with the fill code's own, so a start with both unchanged reads no product.
ALTER TABLE catalog_index_state ADD COLUMN source_version text;
