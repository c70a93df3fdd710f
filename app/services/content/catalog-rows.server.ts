import { fold, type FacetCount, type Sort } from "~/domain/catalog-query";
import type { Lang } from "~/i18n/lang";
import { getDb, type Database } from "~/services/db/index.server";
import { facetCounts, failedFilters } from "~/services/search/attribute-filters-sql";
import { catalogFilled } from "~/services/search/catalog-index.server";
import type { LocaleSlug } from "./types";
import type { ProductCard } from "./views";

/**
 * The catalogue's products as the lists, cards and cart read them: rows of `catalog_products`, filled from the
 * content source (docs/search.md#the-index), so no thread holds the whole catalogue. Reads wait for the first fill.
 */
export async function catalogDb(): Promise<Database> {
  await catalogFilled();
  return getDb();
}

/** A card's columns in one language, as the statements below name them: the card but what the category's slug decides. */
export type CardRow = Omit<ProductCard, "wireDuct"> & {
  /** The (en) slug of the product's category: wire duct is recognised by it. */
  categorySlug: string | null;
};

/** A row's slugs as the documents hold them. */
export const SLUG_COLUMN = `json_build_object('_type', 'localeSlug', 'en', slug_en, 'es', slug_es) AS slug`;

const cardColumns = (lang: Lang) =>
  `pn, title_${lang} AS title, ${SLUG_COLUMN}, image, list_price, pkgqty,
  discount_schedule AS "discountSchedule", category_slug AS "categorySlug"`;

export type ListRequest = {
  /** The category and every one below it; null for all. */
  categoryIds: readonly string[] | null;
  q: string;
  filters: Record<string, string[]>;
  sort: Sort;
  page: number;
  size: number;
  /** The public attribute keys to count facets of; null: no facets. */
  facetKeys: readonly string[] | null;
};

export type ListAnswer = { total: number; items: CardRow[]; facets: FacetCount[] | null };

const RANK = { pn: () => "rank_pn", title: (lang: Lang) => `rank_title_${lang}` } as const;

// One statement a list page: scope, text and filters, the total, one page in the sort's stored order and, when
// asked, the facet counts (as the search page counts them); one row crosses.
const listSql = (lang: Lang, sort: Sort) => `
  WITH scoped AS (
    SELECT p.*, ${failedFilters("p", "$3")} AS failed FROM (
      SELECT ${cardColumns(lang)}, attributes, ${RANK[sort](lang)} AS rank FROM catalog_products
      WHERE ($1::text[] IS NULL OR category_id = ANY($1::text[]))
        AND ($2 = '' OR strpos(pn_fold, $2) > 0 OR strpos(title_fold_${lang}, $2) > 0)
    ) p
  ),
  matched AS (SELECT * FROM scoped WHERE failed = '{}'),
  paging AS (${pagingSql("(SELECT count(*)::int AS total FROM matched)", "$5", "$6")})
  SELECT paging.total,
    (SELECT coalesce(json_agg(json_build_object('pn', pn, 'title', title, 'slug', slug, 'image', image, 'list_price', list_price, 'pkgqty', pkgqty,
        'discountSchedule', "discountSchedule", 'categorySlug', "categorySlug") ORDER BY rank), '[]')
      FROM (SELECT * FROM matched ORDER BY rank OFFSET paging.skip LIMIT $6::int) m) AS items,
    CASE WHEN $4::jsonb IS NULL THEN NULL ELSE ${facetCounts("scoped", "$4")} END AS facets
  FROM paging`;

/** The total of `counted` (a subquery with one `total` row) and the rows the asked page skips, past the end the last page's. */
const pagingSql = (counted: string, page: string, size: string) =>
  `SELECT total, (least(${page}::int, greatest(1, ceil(total / ${size}::numeric)::int)) - 1) * ${size}::int AS skip FROM ${counted} c`;

// An unnarrowed list (no text, no filter, no facets: a category's page, every page of /products but its facets): the
// total counted by the category index and one page read in the rank index's order, where the statement above would
// make and sort every row of the scope (at 50,000 products, 0.3 to 2 s a page).
const unnarrowedSql = (lang: Lang, sort: Sort) => `
  WITH paging AS (${pagingSql("(SELECT count(*)::int AS total FROM catalog_products WHERE $1::text[] IS NULL OR category_id = ANY($1::text[]))", "$2", "$3")})
  SELECT paging.total, (SELECT coalesce(json_agg(c ORDER BY m.rank), '[]') FROM (
      SELECT id, ${RANK[sort](lang)} AS rank FROM catalog_products
      WHERE $1::text[] IS NULL OR category_id = ANY($1::text[]) ORDER BY rank OFFSET paging.skip LIMIT $3::int) m
      CROSS JOIN LATERAL (SELECT ${cardColumns(lang)} FROM catalog_products p WHERE p.id = m.id) c) AS items, NULL AS facets
  FROM paging`;

const LIST_SQL = {
  en: { pn: listSql("en", "pn"), title: listSql("en", "title") },
  es: { pn: listSql("es", "pn"), title: listSql("es", "title") },
};
const UNNARROWED_SQL = {
  en: { pn: unnarrowedSql("en", "pn"), title: unnarrowedSql("en", "title") },
  es: { pn: unnarrowedSql("es", "pn"), title: unnarrowedSql("es", "title") },
};

/** The most pages a statement is asked for: past it, the last page is shown all the same. */
const MAX_PAGE = 1_000_000;

/** One page of the products of a scope, narrowed by text and attribute filters, in the sort's order. */
export async function listRows(request: ListRequest, lang: Lang): Promise<ListAnswer> {
  const db = await catalogDb();
  const page = Math.min(Math.max(1, Math.floor(request.page) || 1), MAX_PAGE);
  const q = fold(request.q);
  const unnarrowed = q === "" && Object.values(request.filters).every((values) => values.length === 0) && request.facetKeys === null;
  const [answer] = unnarrowed
    ? await db.query<ListAnswer>(UNNARROWED_SQL[lang][request.sort], [request.categoryIds, page, request.size])
    : await db.query<ListAnswer>(LIST_SQL[lang][request.sort], [
        request.categoryIds,
        q,
        JSON.stringify(request.filters),
        request.facetKeys && JSON.stringify(request.facetKeys),
        page,
        request.size,
      ]);
  return answer!;
}

/**
 * The part numbers or slugs the table may hold: a text with a NUL matches none of its rows, and PostgreSQL refuses it
 * in any text parameter (an error, where a visitor's typing must find nothing).
 */
export const storableKeys = (keys: readonly string[]): string[] => keys.filter((key) => !key.includes("\u0000"));

/** The cards of these part numbers, by part number (unknown ones left out). */
export async function cardRows(pns: readonly string[], lang: Lang): Promise<Map<string, CardRow>> {
  const wanted = storableKeys(pns);
  if (wanted.length === 0) return new Map();
  const rows = await (await catalogDb()).query<CardRow>(`SELECT ${cardColumns(lang)} FROM catalog_products WHERE pn = ANY($1::text[])`, [wanted]);
  return new Map(rows.map((row) => [row.pn, row]));
}

/** A product's public attributes in one language, in the document's order; null for none. */
const attributesIn = (lang: Lang, row: string) =>
  `(SELECT json_agg(json_build_object('key', a->>'key', 'value', a->'${lang}') ORDER BY n) FROM jsonb_array_elements(${row}.attributes) WITH ORDINALITY e(a, n))`;

/** What a product's page shows of it, in one language: its card, texts, series, attributes and both kinds of accessory. */
export type ProductRow = CardRow & {
  categoryId: string;
  description: string;
  leadTimeDays: number;
  series: { code: string; name: string; slug: LocaleSlug | null } | null;
  attributes: { key: string; value: string }[] | null;
  accessories: CardRow[];
  accessoryOf: CardRow[];
};

// One statement a product page, by the indexes on slug, accessory_of and id: the product with this slug (the page's
// language's first), the products that are its accessories, by part number as GROQ orders (code points), and those
// it is an accessory of, in the order it lists them.
const productSql = (lang: Lang) => `
  WITH p AS (SELECT * FROM catalog_products WHERE slug_en = $1 OR slug_es = $1 ORDER BY slug_${lang} = $1 DESC, rank_pn LIMIT 1)
  SELECT ${cardColumns(lang)}, category_id AS "categoryId", description_${lang} AS description, lead_time_days AS "leadTimeDays",
    CASE WHEN series_id IS NULL THEN NULL ELSE json_build_object('code', series_code, 'name', series_name_${lang}, 'slug', series_slug) END AS series,
    ${attributesIn(lang, "p")} AS attributes,
    (SELECT coalesce(json_agg(c ORDER BY c.pn COLLATE "C"), '[]') FROM (
      SELECT ${cardColumns(lang)} FROM catalog_products WHERE accessory_of @> ARRAY[p.id]) c) AS accessories,
    (SELECT coalesce(json_agg(c ORDER BY o.n), '[]') FROM unnest(p.accessory_of) WITH ORDINALITY o(id, n)
      CROSS JOIN LATERAL (SELECT ${cardColumns(lang)} FROM catalog_products q WHERE q.id = o.id) c) AS "accessoryOf"
  FROM p`;

const PRODUCT_SQL = { en: productSql("en"), es: productSql("es") };

/** The product with this slug, the page's language's first, then the other's; or null. */
export async function productRow(slug: string, lang: Lang): Promise<ProductRow | null> {
  if (storableKeys([slug]).length === 0) return null;
  const [row] = await (await catalogDb()).query<ProductRow>(PRODUCT_SQL[lang], [slug]);
  return row ?? null;
}

/** What a series' page shows of each of its products, in one language. */
export type SeriesProductRow = {
  pn: string;
  title: string;
  slug: ProductCard["slug"];
  /** An accessory of another product (a contact block, a guard). */
  accessory: boolean;
  attributes: { key: string; value: string }[] | null;
};

const seriesSql = (lang: Lang) => `
  SELECT pn, title_${lang} AS title, ${SLUG_COLUMN}, cardinality(accessory_of) > 0 AS accessory, ${attributesIn(lang, "catalog_products")} AS attributes
  FROM catalog_products WHERE series_id = $1 ORDER BY pn COLLATE "C"`;

const SERIES_SQL = { en: seriesSql("en"), es: seriesSql("es") };

/** The products of a series, by part number. */
export async function seriesProductRows(seriesId: string, lang: Lang): Promise<SeriesProductRow[]> {
  return (await catalogDb()).query<SeriesProductRow>(SERIES_SQL[lang], [seriesId]);
}

/** The facet counts of a scope's unnarrowed list (no text, no filter): sums of the fill's per-category counts. */
export async function unnarrowedFacetCounts(categoryIds: readonly string[] | null, keys: readonly string[]): Promise<FacetCount[]> {
  const [row] = await (
    await catalogDb()
  ).query<{ facets: FacetCount[] }>(
    `SELECT coalesce(jsonb_agg(value || jsonb_build_object('count', count)), '[]') AS facets FROM (
      SELECT value, sum(count)::int AS count FROM catalog_category_facets
      WHERE ($1::text[] IS NULL OR category_id = ANY($1::text[])) AND $2::jsonb ? (value->>'key') GROUP BY value) f`,
    [categoryIds, JSON.stringify(keys)],
  );
  return row!.facets;
}
