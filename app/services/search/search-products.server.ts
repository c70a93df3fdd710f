import { facetsFromCounts, paginate, PAGE_SIZE, type Facet, type FacetCount } from "~/domain/catalog-query";
import { editDistance, partNumberKey, searchTerms } from "~/domain/search/search-text";
import type { Lang } from "~/i18n/lang";
import { getDb, type Database } from "~/services/db/index.server";
import { facetCounts, failedFilters } from "./attribute-filters-sql";
import { catalogIndexReady } from "./catalog-index.server";

/** The most matches of each tier ranked and faceted for one query: past them, a buyer narrows the words. */
export const TIER_LIMITS = { prefix: 200, similar: 100, words: 500 } as const;

/**
 * The most word matches ranked by `ts_rank` for one query, those with every word in the part number or title
 * (weight A) first: a broad word (`contactor`: 12,086 of 50,000 products) reads this many rows, not every match.
 */
export const WORDS_RANKED = 1_000;

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

/** Part numbers found by their key (tiers 0 to 2): ranked here, by edits, so few that all of them cross. */
type Candidate = { pn: string; tier: number; likeness: number; matched: boolean };

/**
 * The `limit` part numbers most like `key` (pg_trgm similarity above its threshold) in `order`: `id, likeness` from the
 * narrow catalog_pn_keys (migration 0025), whose GIN index's candidates are rechecked on its few pages rather than on
 * a wide catalogue row each.
 */
const SIMILAR = (key: string, limit: number, order = "likeness DESC") =>
  `(SELECT id, similarity(pn_key, ${key}) AS likeness FROM catalog_pn_keys WHERE length(${key}) >= 3 AND pn_key % ${key} ORDER BY ${order} LIMIT ${limit}) alike`;

// Tiers: 0 the exact part number, 1 part numbers it starts, 2 part numbers like it (pg_trgm similarity above its
// threshold), 3 the words (every one, the last also as a prefix). Each tier is its own indexed query with its own
// limit, so a broad query costs its best rows, not every match; a product in two tiers keeps the first. Each tier
// carries the `columns` its statement needs, so no match is looked up again.
const matchesSql = (lang: Lang, columns: string) => {
  const vector = lang === "en" ? "search_en" : "search_es";
  const config = lang === "en" ? "english" : "spanish";
  // The words in the part number or title (migration 0022 indexes this expression).
  const titled = `ts_filter(${vector}, '{a}') @@ query`;
  const words = `FROM catalog_products, to_tsquery('${config}', coalesce($2, '')) query WHERE $2::text IS NOT NULL`;
  return `
    titled AS (SELECT id, ${columns}, ${vector} AS vector, query ${words} AND ${titled} LIMIT ${WORDS_RANKED}),
    ranked AS (
      SELECT * FROM titled
      UNION ALL
      (SELECT id, ${columns}, ${vector}, query ${words} AND ${vector} @@ query AND id NOT IN (SELECT id FROM titled) LIMIT (SELECT ${WORDS_RANKED} - count(*) FROM titled))
    ),
    found AS (
      (SELECT id, ${columns}, 0 AS tier, 0::real AS rank, 1::real AS likeness FROM catalog_products WHERE $1 <> '' AND pn_key = $1)
      UNION ALL
      (SELECT id, ${columns}, 1, 0, similarity(pn_key, $1) FROM catalog_products WHERE $1 <> '' AND pn_key LIKE $1 || '%' ORDER BY pn_key LIMIT ${TIER_LIMITS.prefix})
      UNION ALL
      (SELECT id, ${columns}, 2, 0, likeness FROM ${SIMILAR("$1", TIER_LIMITS.similar)} JOIN catalog_products USING (id))
      UNION ALL
      (SELECT id, ${columns}, 3, ts_rank(vector, query) AS rank, 0 FROM ranked ORDER BY rank DESC LIMIT ${TIER_LIMITS.words})
    ), best AS (
      SELECT DISTINCT ON (id) * FROM found ORDER BY id, tier
    )`;
};

// What crosses from the database is one row: the part-number tiers (few, ranked by edits in rankCandidates), the
// total, one page of the words tier in ts_rank order (after the candidates that match, `ahead`), and on the
// search page the category and attribute facet counts; never every match with its attributes.
const answerSql = (matched: string, facets: string) => `
    counted AS (SELECT count(*)::int AS total, (count(*) FILTER (WHERE tier < 3))::int AS ahead FROM matched),
    paging AS (SELECT total, ahead, (least($PAGE::int, greatest(1, ceil(total / $SIZE::numeric)::int)) - 1) * $SIZE::int - ahead AS skip FROM counted)
    SELECT paging.total,
      (SELECT coalesce(json_agg(json_build_object('pn', pn, 'tier', tier, 'likeness', likeness, 'matched', ${matched})), '[]')
        FROM joined WHERE tier < 3) AS candidates,
      (SELECT coalesce(json_agg(pn ORDER BY n), '[]') FROM
        (SELECT pn, row_number() OVER (ORDER BY rank DESC, pn COLLATE "C") AS n FROM matched WHERE tier = 3) w
        WHERE n > paging.skip AND n <= paging.skip + $SIZE::int) AS words${facets}
    FROM paging`;

/** The search page's statement: scope and attribute filters, then the category and attribute facet counts. */
const pageSql = (lang: Lang) => `
  WITH ${matchesSql(lang, "pn, category_id, attributes")},
  joined AS (
    SELECT p.pn, p.category_id, p.attributes, p.tier, p.rank, p.likeness,
      ($3::jsonb IS NULL OR $3::jsonb ? p.category_id) AS in_scope,
      ${failedFilters("p", "$4")} AS failed
    FROM best p
  ),
  scoped AS (SELECT * FROM joined WHERE in_scope),
  matched AS (SELECT * FROM scoped WHERE failed = '{}'),
  ${answerSql(
    "in_scope AND failed = '{}'",
    `,
      (SELECT coalesce(json_agg(json_build_object('id', category_id, 'count', count)), '[]') FROM
        (SELECT category_id, count(*)::int AS count FROM matched WHERE category_id IS NOT NULL GROUP BY category_id) c) AS categories,
      ${facetCounts("scoped", "$5")} AS facets`,
  )
    .replaceAll("$PAGE", "$6")
    .replaceAll("$SIZE", "$7")}`;

/** The modal's and the API's statement: the ranked part numbers and the total, no scope, filters or attributes. */
const topSql = (lang: Lang) => `
  WITH ${matchesSql(lang, "pn")},
  joined AS (SELECT pn, tier, rank, likeness FROM best),
  matched AS (SELECT * FROM joined),
  ${answerSql("true", "").replaceAll("$PAGE", "1").replaceAll("$SIZE", "$3")}`;

const SQL = { page: { en: pageSql("en"), es: pageSql("es") }, top: { en: topSql("en"), es: topSql("es") } };

type Answer = { total: number; candidates: Candidate[]; words: string[] };
type PageAnswer = Answer & { categories: { id: string; count: number }[]; facets: FacetCount[] };

type Ranked = Candidate & { edits: number };

/** Part numbers like the one typed, fewest edits first (a swap is one), then the most alike; those it starts by likeness. */
function rankCandidates(rows: readonly Candidate[], key: string): Ranked[] {
  const ranked = rows.map((row) => ({ ...row, edits: row.tier === 0 ? 0 : editDistance(partNumberKey(row.pn), key) }));
  return ranked.sort(
    (a, b) =>
      a.tier - b.tier || (a.tier === 2 ? a.edits - b.edits || b.likeness - a.likeness : b.likeness - a.likeness) || (a.pn < b.pn ? -1 : a.pn > b.pn ? 1 : 0),
  );
}

/** The part number to offer when the query looks like one and none is it: the fewest edits away, then the most alike. */
function suggestionOf(rows: readonly Ranked[], key: string): string | null {
  if (!/\p{N}/u.test(key) || !/\p{L}/u.test(key) || rows.some((row) => row.tier === 0)) return null;
  const close = rows.filter((row) => row.tier === 1 || row.tier === 2).sort((a, b) => a.edits - b.edits || b.likeness - a.likeness);
  return close[0]?.pn ?? null;
}

/** One page of the ranked matches: the candidates that match, in their order, then the words tier's page. */
function pageOf(answer: Answer, ranked: readonly Ranked[], page: number, size: number): string[] {
  const window = paginate(answer.total, page, size);
  const ahead = ranked.filter((row) => row.matched).map((row) => row.pn);
  return [...ahead.slice(window.start, window.end), ...answer.words];
}

/** The requested page as the statement takes it: whole, from 1, and no further than the most matches could reach. */
const pageParam = (page: number, size: number) => Math.min(Math.max(1, Math.floor(page) || 1), Math.ceil(MAX_MATCHES / size));
const MAX_MATCHES = 1 + TIER_LIMITS.prefix + TIER_LIMITS.similar + TIER_LIMITS.words;

/**
 * Searches the catalogue's index (docs/search.md): ranked matches of the query's part number and words, narrowed
 * by category and attribute filters, with the facets of what matched (at most TIER_LIMITS of each tier) and one page of it.
 */
export async function searchProducts(db: Database, query: SearchQuery): Promise<SearchResult> {
  const { key, tsQuery } = searchTerms(query.q);
  if (key === "" && tsQuery === null) return { pns: [], total: 0, facets: [], categories: [], suggestion: null };
  await catalogIndexReady();
  const size = query.pageSize ?? PAGE_SIZE;
  const [answer] = await db.query<PageAnswer>(SQL.page[query.lang], [
    key,
    tsQuery,
    query.categoryIds ? JSON.stringify(query.categoryIds) : null,
    JSON.stringify(query.filters),
    JSON.stringify(query.attributeTitles.map((t) => t.key)),
    pageParam(query.page, size),
    size,
  ]);
  const ranked = rankCandidates(answer!.candidates, key);
  return {
    pns: pageOf(answer!, ranked, query.page, size),
    total: answer!.total,
    facets: facetsFromCounts(answer!.facets, query.filters, query.attributeTitles, query.lang),
    categories: answer!.categories,
    suggestion: suggestionOf(ranked, key),
  };
}

/** The best `limit` part numbers for a text and how many match in all: the search modal's and the API's lighter answer. */
export async function topMatches(db: Database, q: string, lang: Lang, limit: number): Promise<{ pns: string[]; total: number }> {
  const { key, tsQuery } = searchTerms(q);
  if (key === "" && tsQuery === null) return { pns: [], total: 0 };
  await catalogIndexReady();
  const [answer] = await db.query<Answer>(SQL.top[lang], [key, tsQuery, limit]);
  return { pns: pageOf(answer!, rankCandidates(answer!.candidates, key), 1, limit), total: answer!.total };
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
    `SELECT pn, likeness FROM ${SIMILAR("$1", CANDIDATES, "likeness DESC, pn")} JOIN catalog_products USING (id)`,
    [key],
  );
  const edits = new Map(rows.map((row) => [row.pn, editDistance(partNumberKey(row.pn), key)]));
  rows.sort((a, b) => edits.get(a.pn)! - edits.get(b.pn)! || b.likeness - a.likeness || (a.pn < b.pn ? -1 : 1));
  return rows.slice(0, limit).map((row) => row.pn);
}

/** closestPartNumbers on the shop's database: quick order's suggestions. */
export const partNumberSuggestions = async (typed: string): Promise<string[]> => closestPartNumbers(await getDb(), typed);
