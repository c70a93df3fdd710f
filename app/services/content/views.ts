/** What the content service answers to pages: plain shapes that routes and components share. */
import type { Facet, ListQuery, PageWindow } from "~/domain/catalog-query";
import type { Datasheet } from "~/domain/datasheet";
import type { Lang } from "~/i18n/lang";
import type { EditorialType, ImageField, LocaleSlug, ResolvedBlock } from "./types";

export type CategoryLink = { _id: string; _type: "category"; slug: LocaleSlug; title: string };

/** What a product card shows, and what pricing and the add-to-cart step need. */
export interface ProductCard {
  pn: string;
  title: string;
  slug: LocaleSlug;
  image: ImageField | null;
  list_price: number;
  pkgqty: number;
  discountSchedule: string | null;
  /** Sold by the package: the quantity steps by `pkgqty`. */
  wireDuct: boolean;
}

/**
 * A card as a list page sends it to the browser: no pricing inputs (the loader sends the prices), the slug
 * of the page's language, and the picture without its alt texts (a card's picture is decorative).
 */
export type ProductCardView = Pick<ProductCard, "pn" | "title" | "pkgqty" | "wireDuct"> & {
  slug: Partial<Record<Lang, string>>;
  image: Pick<ImageField, "asset" | "src" | "width" | "height"> | null;
};

export interface ProductList {
  /** The query as applied: filters on public attributes only. */
  query: ListQuery;
  /** The chosen category, or null for every product (also when the asked one does not exist). */
  category: CategoryLink | null;
  categoryNotFound: boolean;
  items: ProductCard[];
  window: PageWindow;
  facets: Facet[];
}

export interface ProductView extends ProductCard {
  description: string;
  leadTimeDays: number;
  series: { code: string; name: string; slug: LocaleSlug | null } | null;
  /** Public attributes with their localized titles, in catalogue order. */
  attributes: { key: string; title: string; value: string }[];
  /** Products that are accessories of this one. */
  accessories: ProductCard[];
  /** Products this one is an accessory of. */
  accessoryOf: ProductCard[];
  breadcrumbs: CategoryLink[];
}

/** A series' datasheet page: the series, its category and what its products' public attributes say. */
export interface SeriesView {
  code: string;
  name: string;
  slug: LocaleSlug;
  breadcrumbs: CategoryLink[];
  /** The products the datasheet describes, then the series' accessories of them. */
  products: { pn: string; title: string; slug: LocaleSlug }[];
  accessories: { pn: string; title: string; slug: LocaleSlug }[];
  /** Titles of the attributes the datasheet shows, by key, in the page's language. */
  titles: Record<string, string>;
  datasheet: Datasheet;
}

export interface CategoryView {
  _id: string;
  _type: "category";
  slug: LocaleSlug;
  title: string;
  image: ImageField | null;
  description: ResolvedBlock[] | null;
  /** The description as plain text (meta description). */
  summary: string | null;
  children: { _id: string; _type: "category"; slug: LocaleSlug; title: string; image: ImageField | null }[];
  breadcrumbs: CategoryLink[];
}

/** What a card or link to another document needs, in one language. */
export interface DocCard {
  _id: string;
  _type: string;
  slug: LocaleSlug;
  title: string;
  excerpt?: string | null;
  publishedAt?: string | null;
  image?: ImageField | null;
}

/** An editorial document in one language, as its page shows it. */
export interface EditorialView extends DocCard {
  _type: EditorialType;
  excerpt: string | null;
  description: string | null;
  body: ResolvedBlock[] | null;
  author?: string | null;
  company?: string | null;
  /** industry: the categories that serve it */
  categories: DocCard[] | null;
  /** other documents of the same type, newest first */
  related: DocCard[];
}

export interface ContentPageView extends EditorialView {
  /** pages above a multi-segment page (`about` for `about/quality`), shallowest first */
  ancestors: Pick<DocCard, "_type" | "slug" | "title">[];
  /** shop page only: top-level categories with their children */
  categoryGrid: (DocCard & { children: DocCard[] })[] | null;
}

export interface HomeView {
  page: Omit<EditorialView, "categories" | "related"> | null;
  shop: Pick<DocCard, "_type" | "slug" | "title"> | null;
  categories: DocCard[];
  articles: DocCard[];
  industries: DocCard[];
  testimonial: (DocCard & { author?: string | null; company?: string | null }) | null;
  whitePapers: DocCard[];
  resources: DocCard[];
}
