import { computeFacets, matchesFilters, paginate, PAGE_SIZE, type AttributeValue, type Facet } from "~/domain/catalog-query";
import { editDistance, partNumberKey, searchTerms } from "~/domain/search/search-text";
import type { Lang } from "~/i18n/lang";
import { getDb, type Database } from "~/services/db/index.server";
import { catalogIndexReady } from "./catalog-index.server";

/** The most matches of each tier ranked and faceted for one query: past them, a buyer narrows the words. */
export const TIER_LIMITS = { prefix: 200, similar: 100, words: 500 } as const;

export type SearchQuery = {
  q: string;
  lang: Lang;
  /** Public attribute key → accepted values (either language). */
  filters: Record<string, string[]>;
  /** The chosen category and every one below it; null for all. */
  categoryIds: readonly string[] | null;
  /** Titles of the public attributes, in facet order; none: no facets (the modal, the API), a faster answer. */
  attributeTitles: readonly { key: string; title: string }[];
  page: number;
  pageSize?: number;
};

export type SearchResult = {
  /** One page of the ranked part numbers. */
  pns: string[];
  total: number;
  facets: Facet[];
  /** How many results each category holds directly (not counting those below it). */
  categories: { id: string; count: number }[];
  /** The closest part number when the query looks like one and none matches it or starts with it. */
  suggestion: string | null;
};

type Match = { pn: string; category_id: string | null; attributes: AttributeValue[]; tier: number; rank: number; likeness: number };

// Tiers: 0 the exact part number, 1 part numbers it starts, 2 part numbers like it (pg_trgm similarity above its
// threshold), 3 the words (every one, the last also as a prefix). Each tier is its own indexed query with its own
// limit, so a broad query costs its best rows, not every match; a product in two tiers keeps the first.
// Part numbers like the one typed are then ranked by edits (rankMatches).
const searchSql = (lang: Lang) => {
  const vector = lang === "en" ? "search_en" : "search_es";
  const config = lang === "en" ? "english" : "spanish";
  return `
    WITH found AS (
      (SELECT id, 0 AS tier, 0::real AS rank, 1::real AS likeness FROM catalog_products WHERE $1 <> '' AND pn_key = $1)
      UNION ALL
      (SELECT id, 1, 0, similarity(pn_key, $1) FROM catalog_products WHERE $1 <> '' AND pn_key LIKE $1 || '%' ORDER BY pn_key LIMIT ${TIER_LIMITS.prefix})
      UNION ALL
      (SELECT id, 2, 0, similarity(pn_key, $1) AS likeness FROM catalog_products WHERE length($1) >= 3 AND pn_key % $1 ORDER BY likeness DESC LIMIT ${TIER_LIMITS.similar})
      UNION ALL
      (SELECT id, 3, ts_rank(${vector}, query) AS rank, 0 FROM catalog_products, to_tsquery('${config}', coalesce($2, '')) query
        WHERE $2::text IS NOT NULL AND ${vector} @@ query ORDER BY rank DESC LIMIT ${TIER_LIMITS.words})
    ), best AS (
      SELECT DISTINCT ON (id) id, tier, rank, likeness FROM found ORDER BY id, tier
    )
    SELECT p.pn, p.category_id, CASE WHEN $3 THEN p.attributes ELSE '[]'::jsonb END AS attributes, b.tier, b.rank, b.likeness
    FROM best b JOIN catalog_products p ON p.id = b.id`;
};
const SQL = { en: searchSql("en"), es: searchSql("es") };

type Ranked = Match & { edits: number };

/** Part numbers like the one typed, fewest edits first (a swap is one), then the most alike; the words by their rank. */
function rankMatches(rows: readonly Match[], key: string): Ranked[] {
  const ranked = rows.map((row) => ({ ...row, edits: row.tier === 1 || row.tier === 2 ? editDistance(partNumberKey(row.pn), key) : 0 }));
  return ranked.sort(
    (a, b) =>
      a.tier - b.tier ||
      (a.tier === 3 ? b.rank - a.rank : a.tier === 2 ? a.edits - b.edits || b.likeness - a.likeness : b.likeness - a.likeness) ||
      (a.pn < b.pn ? -1 : a.pn > b.pn ? 1 : 0),
  );
}

/** The part number to offer when the query looks like one and none is it: the fewest edits away, then the most alike. */
function suggestionOf(rows: readonly Ranked[], key: string): string | null {
  if (!/\p{N}/u.test(key) || !/\p{L}/u.test(key) || rows.some((row) => row.tier === 0)) return null;
  const close = rows.filter((row) => row.tier === 1 || row.tier === 2).sort((a, b) => a.edits - b.edits || b.likeness - a.likeness);
  return close[0]?.pn ?? null;
}

/**
 * Searches the catalogue's index (docs/search.md): ranked matches of the query's part number and words, narrowed
 * by category and attribute filters, with the facets of what matched (at most TIER_LIMITS of each tier) and one page of it.
 */
export async function searchProducts(db: Database, query: SearchQuery): Promise<SearchResult> {
  const { key, tsQuery } = searchTerms(query.q);
  if (key === "" && tsQuery === null) return { pns: [], total: 0, facets: [], categories: [], suggestion: null };
  await catalogIndexReady();
  // Attributes cross from the database only for facets and filters: most of a large answer's cost is its rows.
  const withAttributes = query.attributeTitles.length > 0 || Object.keys(query.filters).length > 0;
  const rows = rankMatches(await db.query<Match>(SQL[query.lang], [key, tsQuery, withAttributes]), key);
  const scope = query.categoryIds ? new Set(query.categoryIds) : null;
  const inScope = rows.filter((row) => !scope || (row.category_id !== null && scope.has(row.category_id)));
  const products = inScope.map((row) => ({ pn: row.pn, title: "", attributes: row.attributes, categoryId: row.category_id }));
  const matched = products.filter((p) => matchesFilters(p, query.filters));
  const size = query.pageSize ?? PAGE_SIZE;
  const window = paginate(matched.length, query.page, size);
  const categories = new Map<string, number>();
  for (const p of matched) if (p.categoryId) categories.set(p.categoryId, (categories.get(p.categoryId) ?? 0) + 1);
  return {
    pns: matched.slice(window.start, window.end).map((p) => p.pn),
    total: matched.length,
    facets: computeFacets(products, { q: "", filters: query.filters }, query.attributeTitles, query.lang),
    categories: [...categories].map(([id, count]) => ({ id, count })),
    suggestion: suggestionOf(rows, key),
  };
}

/** How many part numbers a typo is offered instead. */
const CLOSEST = 3;

/** Similar part numbers weighed by their edits: enough that the fewest edits are among them. */
const CANDIDATES = 50;

/** The catalogue's part numbers closest to one typed (best first): fewest edits (a swap is one), then the most alike. */
export async function closestPartNumbers(db: Database, typed: string, limit = CLOSEST): Promise<string[]> {
  const { key } = searchTerms(typed);
  if (key.length < 3) return [];
  await catalogIndexReady();
  const rows = await db.query<{ pn: string; likeness: number }>(
    `SELECT pn, similarity(pn_key, $1) AS likeness FROM catalog_products WHERE pn_key % $1 ORDER BY likeness DESC, pn LIMIT ${CANDIDATES}`,
    [key],
  );
  const edits = new Map(rows.map((row) => [row.pn, editDistance(partNumberKey(row.pn), key)]));
  rows.sort((a, b) => edits.get(a.pn)! - edits.get(b.pn)! || b.likeness - a.likeness || (a.pn < b.pn ? -1 : 1));
  return rows.slice(0, limit).map((row) => row.pn);
}

/** closestPartNumbers on the shop's database: quick order's suggestions. */
export const partNumberSuggestions = async (typed: string): Promise<string[]> => closestPartNumbers(await getDb(), typed);
