import type { LinkableDoc } from "~/i18n/doc-links";
/**
 * Shapes of the documents in the content dataset (Sanity export format, one JSON document a line
 * in content/dataset.ndjson). Localized fields are objects with `en` and `es`.
 */
import type { z } from "zod";
import type { Lang } from "~/i18n/lang";
import type { shippingCarrierSchema, shippingRatesSchema, siteConfigSchema, siteSettingsSchema, socialSchema } from "./site-schema";

export type Localized<T> = { _type?: string } & Record<Lang, T>;
export type LocaleString = Localized<string>;
/** `slug.en` and `slug.es` are plain strings; a multi-segment page slug contains `/`. */
export type LocaleSlug = { _type: "localeSlug" } & Record<Lang, string>;
export type Reference = { _type: "reference"; _ref: string; _key?: string };

/** Portable Text. Internal links are `internalLink` mark defs holding a reference. */
export type Span = { _type: "span"; _key: string; text: string; marks: string[] };
export type MarkDef = { _type: "internalLink"; _key: string; reference: Reference } | { _type: "link"; _key: string; href: string };
export type Block = {
  _type: "block";
  _key: string;
  style: "normal" | "h2" | "h3" | "h4" | "blockquote";
  listItem?: "bullet" | "number";
  level?: number;
  markDefs: MarkDef[];
  children: Span[];
};
export type PortableText = Block[];
export type LocaleBlocks = Localized<PortableText>;

/** Image: a Sanity asset reference (gets a srcset) or a local path in the embedded dataset. */
export type ImageField = {
  _type: "image";
  asset?: Reference;
  /** Embedded dataset only: a path under /public, e.g. /images/products/push-button.svg */
  src?: string;
  alt: LocaleString;
  width?: number;
  height?: number;
};

export interface BaseDoc {
  _id: string;
  _type: string;
  _createdAt: string;
  _updatedAt: string;
}

export interface Seo {
  description?: LocaleString;
}

export interface ProductDoc extends BaseDoc {
  _type: "product";
  pn: string;
  title: LocaleString;
  description: LocaleString;
  slug: LocaleSlug;
  series: Reference;
  category: Reference;
  list_price: number;
  pkgqty: number;
  tariff: boolean;
  weight_lb: number;
  leadTimeDays: number;
  attributes: { _key: string; key: string; value: LocaleString }[];
  accessoryOf: Reference[];
  image: ImageField;
}

export interface CategoryDoc extends BaseDoc {
  _type: "category";
  title: LocaleString;
  slug: LocaleSlug;
  family: string;
  parent: Reference | null;
  showAccessoriesInShop: boolean;
  sequence: number;
  description?: LocaleBlocks;
  image?: ImageField;
}

export interface ProductSeriesDoc extends BaseDoc {
  _type: "productSeries";
  /** The series code, e.g. GCX11 (its `title` field). */
  title: string;
  name: LocaleString;
  /** Its datasheet page's slug: the code in lower case, the same in both languages. */
  slug: LocaleSlug;
  discountSchedule: string;
  isPublic: boolean;
  category: Reference;
}

export interface AttributeTitleDoc extends BaseDoc {
  _type: "attributeTitle";
  key: string;
  title: LocaleString;
  isPublic: boolean;
}

export interface TStringDoc extends BaseDoc {
  _type: "tstring";
  slug: { _type: "slug"; current: string };
  tstring?: LocaleString;
  tblock?: LocaleBlocks;
}

/** Editorial documents that have their own route. */
export type EditorialType = "page" | "article" | "industry" | "resource" | "testimonial" | "whitePaper";

export interface EditorialDoc extends BaseDoc {
  _type: EditorialType;
  title: LocaleString;
  slug: LocaleSlug;
  excerpt: LocaleString;
  body: LocaleBlocks;
  image?: ImageField;
  publishedAt?: string;
  seo?: Seo;
  /** testimonial */
  author?: string;
  company?: string;
  /** industry: categories that serve it */
  categories?: Reference[];
}

export interface MenuLink {
  _key: string;
  title: LocaleString;
  /** Internal: a reference to a document; external: an absolute URL. */
  reference?: Reference;
  url?: string;
  /** A page without a document (e.g. `products`, `cart`): an id of app/routes.ts, linked with href(). */
  routeId?: string;
}

export interface MenuDoc extends BaseDoc {
  _type: "menu";
  menuSlug: "main" | "shop" | "footer";
  title: LocaleString;
  menuItems: (MenuLink & { shopMenu?: boolean; submenuItems?: MenuLink[] })[];
  /** Shop mega-menu columns: each a top-level category with its children. */
  columns?: { _key: string; productCategory: Reference; categoryProducts?: Reference[] }[];
  tblock?: LocaleBlocks;
}

/** The site-wide documents' types come from their schemas (./site-schema), which the content service parses with. */
export type SiteConfigDoc = z.output<typeof siteConfigSchema>;
export type SocialDoc = z.output<typeof socialSchema>;
export type SiteSettingsDoc = z.output<typeof siteSettingsSchema>;
export type ShippingRatesDoc = z.output<typeof shippingRatesSchema>;
export type ShippingCarrierDoc = z.output<typeof shippingCarrierSchema>;

/** `_id: "shippingZones"`: three-digit zip prefix (always a 3-character string) to zone 2..8. */
export interface ShippingZonesDoc extends BaseDoc {
  _type: "shippingZones";
  zones: { _key: string; zip: string; zone: number }[];
}

/** `_id: "shippingRule-<n>"`; `sequence` keeps the catalogue order that first-match depends on. */
export interface ShippingRuleDoc extends BaseDoc {
  _type: "shippingRule";
  sequence: number;
  addressState: string;
  /** Comma list; an entry ending in `*` is a prefix, a lone `*` matches all. */
  zipCodes: string;
  note: LocaleString;
}

/** An internal link's target, resolved by the query (`reference->{_type, slug, title}`). */
export type LinkedDoc = LinkableDoc & { title?: unknown };

/** A mark def as queries return it: internal links carry their resolved document. */
export type ResolvedMarkDef = MarkDef & { doc?: LinkedDoc | null };
export type ResolvedBlock = Omit<Block, "markDefs"> & { markDefs?: ResolvedMarkDef[] };
