-- The search's words tier (docs/search.md, "How a search runs") ranks the matches with every word in the part
-- number or title (weight A) first, and at most WORDS_RANKED in all: these indexes find them without reading the
-- other matches.
CREATE INDEX catalog_products_title_en ON catalog_products USING gin (ts_filter(search_en, '{a}'));
CREATE INDEX catalog_products_title_es ON catalog_products USING gin (ts_filter(search_es, '{a}'));
