import { findBySlug, flattenTree, onlyKeys, paginate, withDescendants, type Facet, type ListQuery, type PageWindow } from "~/domain/catalog-query";
import { href } from "~/i18n/href";
import type { Lang } from "~/i18n/lang";
import { productCards, type ProductCard } from "~/services/content/catalog.server";
import { getSiteContent } from "~/services/content/site.server";
import { getDb } from "~/services/db/index.server";
import { searchProducts, topMatches } from "./search-products.server";
import type { Suggestions } from "./types";

export type SearchCategory = { slug: string; title: string; depth: number; count: number };

export type SearchPage = {
  query: ListQuery;
  items: ProductCard[];
  window: PageWindow;
  facets: Facet[];
  /** Categories holding results, in tree order, each counting the results in it and below it. */
  categories: SearchCategory[];
  /** A close part number to offer when none matched exactly. */
  suggestion: string | null;
};

/**
 * One page of search results: ranked part numbers from the database's index, shown as the catalogue's cards,
 * with facets named in the page's language. A page past the end shows the last one, as the product list does.
 */
export async function searchCatalog(query: ListQuery, lang: Lang): Promise<SearchPage> {
  const site = await getSiteContent();
  const publicKeys = site.attributes.map((a) => a.key);
  const found = findBySlug(site.categories, query.category);
  const applied: ListQuery = { ...query, category: found ? found.slug[lang] : "", filters: onlyKeys(query.filters, publicKeys) };
  const result = await searchProducts(await getDb(), {
    q: applied.q,
    lang,
    filters: applied.filters,
    categoryIds: found ? withDescendants(site.categories, found._id) : null,
    attributeTitles: site.attributes.map((a) => ({ key: a.key, title: a.title[lang] })),
    page: applied.page,
  });
  // The search pages as the list does: past the end, the last page (the part numbers are of that page).
  const window = paginate(result.total, applied.page);
  const direct = new Map(result.categories.map((c) => [c.id, c.count]));
  const categories = flattenTree(site.categories).flatMap(({ category, depth }) => {
    const count = withDescendants(site.categories, category._id).reduce((sum, id) => sum + (direct.get(id) ?? 0), 0);
    return count > 0 ? [{ slug: category.slug[lang], title: category.title[lang], depth, count }] : [];
  });
  return { query: applied, items: await productCards(result.pns, lang), window, facets: result.facets, categories, suggestion: result.suggestion };
}

/** How many products the search modal lists while the buyer types. */
const SUGGESTIONS = 8;

/** The search modal's answer: the best few products for the text typed, with links in the page's language. */
export async function suggestProducts(q: string, lang: Lang): Promise<Suggestions> {
  const result = await topMatches(await getDb(), q, lang, SUGGESTIONS);
  const cards = await productCards(result.pns, lang);
  const items = cards.map((card) => ({
    pn: card.pn,
    title: card.title,
    href: href("product", { slug: card.slug[lang] }, lang),
    image: card.image?.src ?? null,
  }));
  return { q, items, total: result.total };
}
