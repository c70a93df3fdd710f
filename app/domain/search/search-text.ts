/**
 * How the catalogue's search reads text (docs/search.md): the same folding for what is indexed and what is asked,
 * so case, accents and separators never matter. Pure; the database does the matching and ranking.
 */

/** The most words of a query that are matched: a pasted paragraph is not a query. */
export const MAX_QUERY_WORDS = 8;
/** The longest word kept; longer runs of letters are no word a product has. */
const MAX_WORD = 40;

/** Lower case without accents or other marks: `Relé` and `rele` read the same (PGlite has no `unaccent`). */
export function foldText(text: string): string {
  return text.normalize("NFKD").replace(/\p{M}/gu, "").toLowerCase();
}

/** A part number's letters and digits, upper case: `gcx1111 10`, `GCX111110` and `GCX1111-10` are one key. */
export function partNumberKey(text: string): string {
  return foldText(text)
    .replace(/[^\p{L}\p{N}]/gu, "")
    .toUpperCase();
}

/**
 * The words of a text as the index and queries take them: folded, numbers cut from their units (`24V`, `9A` read
 * as `24 V`, `9 A`, as the catalogue writes them), and nothing but letters and digits.
 */
export function searchWords(text: string): string[] {
  return foldText(text)
    .replace(/(\p{N})(\p{L})/gu, "$1 $2")
    .replace(/(\p{L})(\p{N})/gu, "$1 $2")
    .split(/[^\p{L}\p{N}]+/u)
    .filter((word) => word !== "" && word.length <= MAX_WORD);
}

/** Text for the database's `to_tsvector`: its words, space-separated. */
export const indexText = (text: string) => searchWords(text).join(" ");

export type SearchTerms = {
  /** The query as a part number's key ("" when it has no letter or digit). */
  key: string;
  /**
   * The query's words as a `to_tsquery` text: every word required, the last one also as a prefix (as typed), but a
   * number after other words. Null without words.
   */
  tsQuery: string | null;
};

/**
 * Whether the last word is also matched as a prefix. A number typed after other words is matched whole: it ends a
 * part number (`GCX1111-10`, `WDS-1X1`) or gives a rating (`contactor 24`), and as a prefix it matched every number
 * it starts (`1:*`: 1, 10, 120, 1000…), which loosened the matches and took most of such a search's time. A part
 * number still being typed is found by its key's prefix (docs/search.md#ranking).
 */
const asPrefix = (word: string, words: readonly string[]) => words.length === 1 || !/^\p{N}+$/u.test(word);

/** What a typed query searches for: a part number and words, both safe to hand the database as parameters. */
export function searchTerms(query: string): SearchTerms {
  const words = searchWords(query).slice(0, MAX_QUERY_WORDS);
  const last = words.length - 1;
  const tsQuery = words.length === 0 ? null : words.map((word, i) => (i === last && asPrefix(word, words) ? `${word}:*` : word)).join(" & ");
  return { key: partNumberKey(query).slice(0, 100), tsQuery };
}

type Both = { en: string; es: string };

/** What the index reads of a product: its texts in both languages and its public attributes. */
export type IndexSource = {
  _id: string;
  pn: string;
  title: Both | null;
  description: Both | null;
  categoryId: string | null;
  seriesId: string | null;
  attributes: { key: string; en: string; es: string }[] | null;
};

/** The category and series titles a product's row repeats, by document id. */
export type IndexFacts = {
  categories: ReadonlyMap<string, { title: Both; parentId: string | null }>;
  series: ReadonlyMap<string, { code: string; name: Both | null }>;
};

/** One product's row of the index: its key, facets and the text of each weight (A title and part number, B series and categories, C attributes, D description) per language. */
export type IndexRow = {
  id: string;
  pn: string;
  pnKey: string;
  categoryId: string | null;
  attributes: { key: string; en: string; es: string }[];
  text: Record<"en" | "es", { a: string; b: string; c: string; d: string }>;
};

/** A category and every category above it: a search for "push buttons" finds what is filed under them. */
function categoryTitles(facts: IndexFacts, id: string | null, lang: "en" | "es"): string[] {
  const titles: string[] = [];
  for (let at = id, depth = 0; at !== null && depth < 10; depth++) {
    const category = facts.categories.get(at);
    if (!category) break;
    titles.push(category.title[lang]);
    at = category.parentId;
  }
  return titles;
}

export function indexRow(source: IndexSource, facts: IndexFacts): IndexRow {
  const attributes = source.attributes ?? [];
  const series = source.seriesId ? facts.series.get(source.seriesId) : undefined;
  const textIn = (lang: "en" | "es") => ({
    a: indexText(`${source.pn} ${source.title?.[lang] ?? ""}`),
    b: indexText([series?.code ?? "", series?.name?.[lang] ?? "", ...categoryTitles(facts, source.categoryId, lang)].join(" ")),
    c: indexText(attributes.map((a) => a[lang]).join(" ")),
    d: indexText(source.description?.[lang] ?? ""),
  });
  return {
    id: source._id,
    pn: source.pn,
    pnKey: partNumberKey(source.pn),
    categoryId: source.categoryId,
    attributes,
    text: { en: textIn("en"), es: textIn("es") },
  };
}

/**
 * Edits between two part-number keys: a character added, dropped, changed, or two neighbours swapped (optimal
 * string alignment). Ranks part numbers like the one typed: a swap is one slip, as a missing character is.
 */
export function editDistance(a: string, b: string): number {
  const rows = Array.from({ length: a.length + 1 }, (_, i) => Array.from({ length: b.length + 1 }, (_, j) => (i === 0 ? j : j === 0 ? i : 0)));
  for (let i = 1; i <= a.length; i++) {
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let best = Math.min(rows[i - 1]![j]! + 1, rows[i]![j - 1]! + 1, rows[i - 1]![j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) best = Math.min(best, rows[i - 2]![j - 2]! + 1);
      rows[i]![j] = best;
    }
  }
  return rows[a.length]![b.length]!;
}
