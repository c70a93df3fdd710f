/**
 * The product list's query: the filtering, facets, sorting and paging applied to the products of a
 * category selection (reading it from the URL: list-query-params.server.ts). Pure, so the rules are
 * tested without content or a server.
 */
export const PAGE_SIZE = 24;
export const SORTS = ["pn", "title"] as const;
export type Sort = (typeof SORTS)[number];
/** Attribute filters travel as `f.<attribute key>=<value>`, repeated for several values. */
export const FILTER_PREFIX = "f.";

export type ListQuery = {
  /** A category slug in either language, "" for every product. */
  category: string;
  q: string;
  sort: Sort;
  /** 1-based, as asked: paging clamps it to the pages that exist. */
  page: number;
  /** Attribute key -> accepted values (in either language). */
  filters: Record<string, string[]>;
};

/** Keeps only filters on the given attribute keys (the public ones). */
export function onlyKeys(filters: Record<string, string[]>, keys: readonly string[]): Record<string, string[]> {
  return Object.fromEntries(Object.entries(filters).filter(([key]) => keys.includes(key)));
}

/** The query as URL parameters, defaults left out, so links stay short; `page` 1 is the default. */
export function listQueryParams(query: ListQuery): URLSearchParams {
  const params = new URLSearchParams();
  if (query.category) params.set("category", query.category);
  if (query.q) params.set("q", query.q);
  for (const [key, values] of Object.entries(query.filters)) for (const value of values) params.append(FILTER_PREFIX + key, value);
  if (query.sort !== "pn") params.set("sort", query.sort);
  if (query.page > 1) params.set("page", String(query.page));
  return params;
}

/** An attribute value in both languages: a filter value matches either. */
export type AttributeValue = { key: string; en: string; es: string };
export type FilterableProduct = { pn: string; title: string; attributes: readonly AttributeValue[] };

/** Case- and accent-insensitive form of a text for the list's text filter (the index stores it folded). */
export function fold(text: string): string {
  return text
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase();
}

/** Free text: case- and accent-insensitive substring of the part number or the title. */
export function matchesText(product: FilterableProduct, q: string): boolean {
  if (q === "") return true;
  const needle = fold(q);
  return fold(product.pn).includes(needle) || fold(product.title).includes(needle);
}

/** Values of one key are alternatives (OR); different keys must all match (AND). */
export function matchesFilters(product: FilterableProduct, filters: Record<string, string[]>, exceptKey?: string): boolean {
  return Object.entries(filters).every(([key, values]) => {
    if (key === exceptKey || values.length === 0) return true;
    return product.attributes.some((a) => a.key === key && (values.includes(a.en) || values.includes(a.es)));
  });
}

export function filterProducts<P extends FilterableProduct>(products: readonly P[], query: Pick<ListQuery, "q" | "filters">): P[] {
  return products.filter((p) => matchesText(p, query.q) && matchesFilters(p, query.filters));
}

const collator = { en: new Intl.Collator("en", { numeric: true }), es: new Intl.Collator("es", { numeric: true }) };

export function sortProducts<P extends Pick<FilterableProduct, "pn" | "title">>(products: readonly P[], sort: Sort, lang: "en" | "es"): P[] {
  const compare = collator[lang].compare;
  return [...products].sort((a, b) => (sort === "title" ? compare(a.title, b.title) : 0) || compare(a.pn, b.pn));
}

/** A product's position (from 0) in each list order: the index stores them, so the database sorts as sortProducts. */
export type SortRanks = { pn: number; title: Record<"en" | "es", number> };

/**
 * Every product's SortRanks, by id. Part numbers (letters, digits, separators) sort alike in both languages, so
 * one order by part number serves both.
 */
export function sortRanks(products: readonly { id: string; pn: string; title: Record<"en" | "es", string> }[]): Map<string, SortRanks> {
  const ranks = new Map<string, SortRanks>(products.map((p) => [p.id, { pn: 0, title: { en: 0, es: 0 } }]));
  sortProducts(
    products.map((p) => ({ id: p.id, pn: p.pn, title: "" })),
    "pn",
    "en",
  ).forEach((p, i) => (ranks.get(p.id)!.pn = i));
  for (const lang of ["en", "es"] as const) {
    sortProducts(
      products.map((p) => ({ id: p.id, pn: p.pn, title: p.title[lang] })),
      "title",
      lang,
    ).forEach((p, i) => (ranks.get(p.id)!.title[lang] = i));
  }
  return ranks;
}

export type FacetValue = { value: string; count: number; selected: boolean };
export type Facet = { key: string; title: string; values: FacetValue[] };

/** How many products count under one attribute value (its key and both languages' labels). */
export type FacetCount = AttributeValue & { count: number };

/**
 * The facet counts of the products: a value's count is how many products would match with it added, so the text
 * and every OTHER attribute's filters apply (choosing a second value of the same attribute still shows its count).
 */
export function countFacetValues(products: readonly FilterableProduct[], query: Pick<ListQuery, "q" | "filters">): FacetCount[] {
  const activeKeys = Object.keys(query.filters).filter((key) => query.filters[key]!.length > 0);
  const counts = new Map<string, FacetCount>();
  // One pass: a product failing no filter counts under every attribute; failing exactly one
  // attribute's filter, it counts under that attribute only; failing more, nowhere.
  for (const product of products) {
    if (!matchesText(product, query.q)) continue;
    const failed = activeKeys.filter((key) => !matchesFilters(product, { [key]: query.filters[key]! }));
    if (failed.length > 1) continue;
    for (const a of product.attributes) {
      if (failed.length === 1 && failed[0] !== a.key) continue;
      const id = `${a.key}\u0000${a.en}\u0000${a.es}`;
      const entry = counts.get(id) ?? { key: a.key, en: a.en, es: a.es, count: 0 };
      entry.count += 1;
      counts.set(id, entry);
    }
  }
  return [...counts.values()];
}

/**
 * Facets of the public attributes from their counts (counted here or by the database), in the order of `titles`,
 * values labelled in `lang` and sorted. An attribute with a single value and no selection is left out: it cannot
 * narrow anything.
 */
export function facetsFromCounts(
  counts: readonly FacetCount[],
  filters: Record<string, string[]>,
  titles: readonly { key: string; title: string }[],
  lang: "en" | "es",
): Facet[] {
  const values = new Map<string, Map<string, FacetValue>>(titles.map(({ key }) => [key, new Map()]));
  const seen = new Set<string>();
  for (const c of counts) {
    const labelled = values.get(c.key);
    if (!labelled) continue;
    const chosen = filters[c.key] ?? [];
    const label = c[lang];
    const entry = labelled.get(label) ?? { value: label, count: 0, selected: false };
    entry.count += c.count;
    entry.selected ||= chosen.includes(c.en) || chosen.includes(c.es);
    labelled.set(label, entry);
    seen.add(`${c.key}\u0000${c.en}`).add(`${c.key}\u0000${c.es}`);
  }
  const facets: Facet[] = [];
  for (const { key, title } of titles) {
    const labelled = values.get(key)!;
    // A chosen value nothing matches stays listed (count 0) so it can be unticked.
    for (const value of filters[key] ?? []) if (!seen.has(`${key}\u0000${value}`)) labelled.set(value, { value, count: 0, selected: true });
    const sorted = [...labelled.values()].sort((a, b) => collator[lang].compare(a.value, b.value));
    if (sorted.length > 1 || sorted.some((v) => v.selected)) facets.push({ key, title, values: sorted });
  }
  return facets;
}

/** Facets of the public attributes over these products (countFacetValues, then facetsFromCounts). */
export function computeFacets(
  products: readonly FilterableProduct[],
  query: Pick<ListQuery, "q" | "filters">,
  titles: readonly { key: string; title: string }[],
  lang: "en" | "es",
): Facet[] {
  return facetsFromCounts(countFacetValues(products, query), query.filters, titles, lang);
}

export type PageWindow = { page: number; pageCount: number; start: number; end: number; total: number; requestedPastEnd: boolean };

/** The page to show: past the end shows the last page (and says so), never an error. */
export function paginate(total: number, requested: number, size: number = PAGE_SIZE): PageWindow {
  const pageCount = Math.max(1, Math.ceil(total / size));
  const page = Math.min(Math.max(1, Math.floor(requested)), pageCount);
  const start = (page - 1) * size;
  return { page, pageCount, start, end: Math.min(start + size, total), total, requestedPastEnd: requested > pageCount };
}

type TreeCategory = { _id: string; parent: { _ref: string } | null };

/** The category and every category below it. */
export function withDescendants(categories: readonly TreeCategory[], rootId: string): string[] {
  const ids = [rootId];
  for (let i = 0; i < ids.length; i++) {
    for (const c of categories) if (c.parent?._ref === ids[i] && !ids.includes(c._id)) ids.push(c._id);
  }
  return ids;
}

/** The category's ancestors and itself, top level first (a broken parent chain just ends). */
export function categoryTrail<C extends TreeCategory>(categories: readonly C[], id: string): C[] {
  const byId = new Map(categories.map((c) => [c._id, c]));
  const trail: C[] = [];
  for (let c = byId.get(id); c && !trail.includes(c); c = c.parent ? byId.get(c.parent._ref) : undefined) trail.unshift(c);
  return trail;
}

/** A category by its slug in either language. */
export function findBySlug<C extends { slug: { en: string; es: string } }>(categories: readonly C[], slug: string): C | undefined {
  return slug === "" ? undefined : categories.find((c) => c.slug.en === slug || c.slug.es === slug);
}

/** Categories depth first (children after their parent, siblings by `sequence`), each with its depth. */
export function flattenTree<C extends TreeCategory & { sequence: number }>(categories: readonly C[]): { category: C; depth: number }[] {
  const out: { category: C; depth: number }[] = [];
  const ids = new Set(categories.map((c) => c._id));
  const visit = (parentId: string | null, depth: number) => {
    const children = categories
      .filter((c) => (parentId === null ? !c.parent || !ids.has(c.parent._ref) : c.parent?._ref === parentId))
      .sort((a, b) => a.sequence - b.sequence);
    for (const child of children) {
      if (out.some((o) => o.category === child)) continue;
      out.push({ category: child, depth });
      visit(child._id, depth + 1);
    }
  };
  visit(null, 0);
  return out;
}
