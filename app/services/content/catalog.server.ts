import {
  categoryTrail,
  facetsFromCounts,
  findBySlug,
  flattenTree,
  onlyKeys,
  paginate,
  PAGE_SIZE,
  withDescendants,
  type Facet,
  type ListQuery,
} from "~/domain/catalog-query";
import { isWireDuct } from "~/domain/cart-lines";
import { buildDatasheet } from "~/domain/datasheet";
import type { Lang } from "~/i18n/lang";
import { fillsEnded } from "~/services/search/catalog-index.server";
import { cardRows, listRows, productRow, seriesProductRows, unnarrowedFacetCounts, type CardRow, type SeriesProductRow } from "./catalog-rows.server";
import { getContent } from "./index.server";
import { portableTextProjection } from "./portable-text-query";
import { getSiteContent, type SiteContent } from "./site.server";
import type { CategoryLink, ProductCard, ProductCardView, ProductList, ProductView, CategoryView, SeriesView } from "./views";
import type { LocaleSlug } from "./types";

export type { CategoryLink, ProductCard, ProductCardView, ProductList, ProductView, CategoryView, SeriesView } from "./views";

/*
 * Catalogue reads. The list, the cards, the product page and a series' products read the products' rows in the
 * database (catalog-rows.server.ts: category scope, text, filters, facets, sort and page in one statement), so
 * neither thread holds the whole catalogue and no query of the content source reads a product document; a
 * category's document is read by `_id` from the content source, the public series from one cached query.
 *
 * Queries take no `$params`: the embedded service caches parsed queries by their text and groq-js
 * binds params at parse time, so values are written into the text (JSON literals, always valid GROQ
 * strings). Only values from the dataset itself are written (ids, attribute keys), which keeps the
 * number of distinct query texts bounded however many unknown slugs are asked for.
 */

const literal = (value: string | readonly string[]) => JSON.stringify(value);

function categoryQuery(id: string, lang: Lang): string {
  return `*[_id == ${literal(id)}][0]{
    _id, _type, slug, "title": title.${lang}, image,
    ${portableTextProjection("description", lang)},
    "summary": pt::text(description.${lang}),
    "children": *[_type == "category" && parent._ref == ^._id] | order(sequence asc){_id, _type, slug, "title": title.${lang}, image}
  }`;
}

/** The site-wide facts the catalogue leans on, from the cached site query. */
function siteFacts(site: SiteContent) {
  return { categories: site.categories, attributes: site.attributes, wireDuctCategory: site.settings.wireDuctCategory };
}

type SiteFacts = ReturnType<typeof siteFacts>;

function toLink(category: SiteFacts["categories"][number], lang: Lang): CategoryLink {
  return { _id: category._id, _type: "category", slug: category.slug, title: category.title[lang] };
}

/** A category's trail from the top level, as links in one language (breadcrumbs). */
function trailOf(facts: SiteFacts, categoryId: string, lang: Lang): CategoryLink[] {
  return categoryTrail(facts.categories, categoryId).map((c) => toLink(c, lang));
}

function toCard({ categorySlug, pn, title, slug, image, list_price, pkgqty, discountSchedule }: CardRow, facts: SiteFacts): ProductCard {
  return { pn, title, slug, image, list_price, pkgqty, discountSchedule, wireDuct: isWireDuct(categorySlug, facts.wireDuctCategory) };
}

/** What the browser needs of a card in one language (list pages price their cards before sending them). */
export function cardView({ pn, title, slug, image, pkgqty, wireDuct }: ProductCard, lang: Lang): ProductCardView {
  return {
    pn,
    title,
    slug: { [lang]: slug[lang] },
    image: image && { asset: image.asset, src: image.src, width: image.width, height: image.height },
    pkgqty,
    wireDuct,
  };
}

const publicKeysOf = (facts: SiteFacts) => facts.attributes.map((a) => a.key);

/**
 * Facets of a category's unnarrowed list (no text, no filter), the usual case: summed from the fill's counts per
 * category (unnarrowedFacetCounts) once per fill of the table, language and attribute titles, by category.
 */
const unnarrowedFacets = new Map<string, { attributes: SiteFacts["attributes"]; facets: Facet[] }>();

/**
 * One page of the product list: products of the category (with every category below it; by slug
 * in either language), narrowed by text and public-attribute filters, sorted and paged.
 * An unknown category lists every product and says so; a page past the end shows the last one.
 * Pages that show no filters pass `withFacets: false` and get no facets.
 */
export async function listProducts(query: ListQuery, lang: Lang, { withFacets = true }: { withFacets?: boolean } = {}): Promise<ProductList> {
  const facts = siteFacts(await getSiteContent());
  const publicKeys = publicKeysOf(facts);
  const found = findBySlug(facts.categories, query.category);
  const applied: ListQuery = { ...query, filters: onlyKeys(query.filters, publicKeys) };
  const narrowed = applied.q !== "" || Object.values(applied.filters).some((values) => values.length > 0);
  const memoKey = `${fillsEnded()}\u0000${lang}\u0000${found?._id ?? ""}`;
  const memo = withFacets && !narrowed ? unnarrowedFacets.get(memoKey) : undefined;
  const remembered = memo?.attributes === facts.attributes ? memo.facets : undefined;
  const categoryIds = found ? withDescendants(facts.categories, found._id) : null;
  const countsNeeded = withFacets && !remembered;
  const [answer, unnarrowedCounts] = await Promise.all([
    listRows(
      {
        categoryIds,
        q: applied.q,
        filters: applied.filters,
        sort: applied.sort,
        page: applied.page,
        size: PAGE_SIZE,
        facetKeys: countsNeeded && narrowed ? publicKeys : null,
      },
      lang,
    ),
    countsNeeded && !narrowed ? unnarrowedFacetCounts(categoryIds, publicKeys) : null,
  ]);
  const titles = facts.attributes.map((a) => ({ key: a.key, title: a.title[lang] }));
  const counts = answer.facets ?? unnarrowedCounts;
  const facets = remembered ?? (counts ? facetsFromCounts(counts, applied.filters, titles, lang) : []);
  if (countsNeeded && !narrowed) {
    if (unnarrowedFacets.size > 1_000) unnarrowedFacets.clear();
    unnarrowedFacets.set(memoKey, { attributes: facts.attributes, facets });
  }
  return {
    query: applied,
    category: found ? toLink(found, lang) : null,
    categoryNotFound: query.category !== "" && !found,
    items: answer.items.map((p) => toCard(p, facts)),
    window: paginate(answer.total, applied.page),
    facets,
  };
}

/** The cards of these part numbers that the catalogue sells, in the order asked (unknown ones left out). */
export async function productCards(pns: readonly string[], lang: Lang): Promise<ProductCard[]> {
  const facts = siteFacts(await getSiteContent());
  const rows = await cardRows(pns, lang);
  return pns.flatMap((pn) => {
    const row = rows.get(pn);
    return row ? [toCard(row, facts)] : [];
  });
}

/** A product by its slug in either language (the caller redirects to the right one), or null. */
export async function findProduct(slug: string, lang: Lang): Promise<ProductView | null> {
  const facts = siteFacts(await getSiteContent());
  const row = await productRow(slug, lang);
  if (!row) return null;
  const titles = new Map(facts.attributes.map((a) => [a.key, a.title[lang]]));
  const { categoryId, attributes, accessories, accessoryOf, description, leadTimeDays, series } = row;
  const cards = (rows: CardRow[]) => rows.map((p) => toCard(p, facts));
  return {
    ...toCard(row, facts),
    description,
    leadTimeDays,
    series,
    attributes: (attributes ?? []).map((a) => ({ ...a, title: titles.get(a.key) ?? a.key })),
    accessories: cards(accessories),
    accessoryOf: cards(accessoryOf),
    breadcrumbs: trailOf(facts, categoryId, lang),
  };
}

/**
 * The public series with a datasheet page and what the page shows of the series itself: one query, the same text
 * for every request (answered from the cache).
 */
const SERIES_QUERY = `*[_type == "productSeries" && isPublic != false && defined(slug)]{_id, slug, "code": title, name, "categoryId": category._ref}`;

type SeriesDoc = { _id: string; slug: LocaleSlug; code: string; name: Record<Lang, string>; categoryId: string };

const seriesLink = ({ pn, title, slug }: SeriesProductRow) => ({ pn, title, slug });

/**
 * A public series by its slug (the same in both languages), with its products and datasheet, or null.
 * Accessories in the series (contact blocks, guards) lack the operators' attributes: listed apart, they
 * would otherwise make every shared specification look like one that varies.
 */
export async function findSeries(slug: string, lang: Lang): Promise<SeriesView | null> {
  const facts = siteFacts(await getSiteContent());
  // A series is known by its code, which people type in capitals too: any case finds it (then 301 to its slug).
  const wanted = slug.toLowerCase();
  const match = (await (await getContent()).fetch<SeriesDoc[]>(SERIES_QUERY)).find(
    (s) => s.slug.en.toLowerCase() === wanted || s.slug.es.toLowerCase() === wanted,
  );
  if (!match) return null;
  const publicKeys = publicKeysOf(facts);
  const rows = await seriesProductRows(match._id, lang);
  const products = rows.filter((p) => !p.accessory);
  const datasheet = buildDatasheet(
    products.map((p) => ({ pn: p.pn, attributes: p.attributes ?? [] })),
    publicKeys,
  );
  const shown = new Set([...datasheet.common.map((a) => a.key), ...datasheet.varying]);
  return {
    code: match.code,
    name: match.name[lang],
    slug: match.slug,
    breadcrumbs: trailOf(facts, match.categoryId, lang),
    products: products.map(seriesLink),
    accessories: rows.filter((p) => p.accessory).map(seriesLink),
    titles: Object.fromEntries(facts.attributes.filter((a) => shown.has(a.key)).map((a) => [a.key, a.title[lang]])),
    datasheet,
  };
}

/** A category by its slug in either language, with its child categories, or null. */
export async function findCategory(slug: string, lang: Lang): Promise<CategoryView | null> {
  const facts = siteFacts(await getSiteContent());
  const found = findBySlug(facts.categories, slug);
  if (!found) return null;
  const row = await (await getContent()).fetch<Omit<CategoryView, "breadcrumbs"> | null>(categoryQuery(found._id, lang));
  return row ? { ...row, summary: row.summary || null, breadcrumbs: trailOf(facts, row._id, lang) } : null;
}

/** Every category for the list's category choice, in tree order, in one language. */
export async function categoryOptions(lang: Lang): Promise<{ slug: string; title: string; depth: number }[]> {
  const { categories } = siteFacts(await getSiteContent());
  return flattenTree(categories).map(({ category, depth }) => ({ slug: category.slug[lang], title: category.title[lang], depth }));
}
