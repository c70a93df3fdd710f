-- The catalogue's lists, cards, slug lookup, cart products and sitemap entries read from the search index's table
-- (docs/search.md#the-index): what a card and a cart line show, each language's folded texts for the list's text
-- filter, and each list order's rank, computed by the fill with the same collation rules as before
-- (app/domain/catalog-query.ts, sortRanks). The rows are made again by the next fill: a start waits for it.
DELETE FROM catalog_products;
DELETE FROM catalog_index_state;

ALTER TABLE catalog_products
  ADD COLUMN title_en text NOT NULL,
  ADD COLUMN title_es text NOT NULL,
  ADD COLUMN slug_en text,
  ADD COLUMN slug_es text,
  ADD COLUMN image jsonb,
  ADD COLUMN list_price double precision,
  ADD COLUMN pkgqty integer,
  ADD COLUMN tariff boolean,
  ADD COLUMN lead_time_days integer,
  ADD COLUMN discount_schedule text,
  ADD COLUMN category_slug text,
  ADD COLUMN series_code text,
  ADD COLUMN updated_at text,
  -- Folded (no accents, lower case) for the list's text filter: a substring of the part number or the title.
  ADD COLUMN pn_fold text NOT NULL,
  ADD COLUMN title_fold_en text NOT NULL,
  ADD COLUMN title_fold_es text NOT NULL,
  -- Positions in the list's orders: by part number, by title in each language (then part number); and in the
  -- sitemap's, by the English path.
  ADD COLUMN rank_pn integer NOT NULL DEFAULT 0,
  ADD COLUMN rank_title_en integer NOT NULL DEFAULT 0,
  ADD COLUMN rank_title_es integer NOT NULL DEFAULT 0,
  ADD COLUMN rank_sitemap integer NOT NULL DEFAULT 0;

CREATE INDEX catalog_products_pn ON catalog_products (pn);
CREATE INDEX catalog_products_slug_en ON catalog_products (slug_en);
CREATE INDEX catalog_products_slug_es ON catalog_products (slug_es);
CREATE INDEX catalog_products_category ON catalog_products (category_id);
CREATE INDEX catalog_products_rank_pn ON catalog_products (rank_pn);
CREATE INDEX catalog_products_rank_title_en ON catalog_products (rank_title_en);
CREATE INDEX catalog_products_rank_title_es ON catalog_products (rank_title_es);
CREATE INDEX catalog_products_rank_sitemap ON catalog_products (rank_sitemap);

-- The attribute values' counts of each category's products (the fill's, after its pass): an unnarrowed list's
-- facets are the sums over its categories, not a count over every product of the scope. '' for no category.
CREATE TABLE catalog_category_facets (
  category_id text NOT NULL,
  value jsonb NOT NULL,
  count integer NOT NULL
);
CREATE INDEX catalog_category_facets_category ON catalog_category_facets (category_id);
