/**
 * Shapes of the documents in the content dataset (Sanity export format, one JSON document a line
 * in content/dataset.ndjson). Localized fields are objects with `en` and `es`.
 */
import type { Lang } from "~/i18n/lang";

export type Localized<T> = { _type?: string } & Record<Lang, T>;
export type LocaleString = Localized<string>;
/** `slug.en` and `slug.es` are plain strings; a multi-segment page slug contains `/`. */
export type LocaleSlug = { _type: "localeSlug" } & Record<Lang, string>;
export type Reference = { _type: "reference"; _ref: string; _key?: string };

/** Portable Text. Internal links are `internalLink` mark defs holding a reference. */
export type Span = { _type: "span"; _key: string; text: string; marks: string[] };
export type MarkDef =
  | { _type: "internalLink"; _key: string; reference: Reference }
  | { _type: "link"; _key: string; href: string };
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
  /** The series code, e.g. GCX11 (the spec's `title`). */
  title: string;
  name: LocaleString;
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

export interface SiteConfigDoc extends BaseDoc {
  _type: "siteConfig";
  title: LocaleString;
  description: LocaleString;
  company: { name: string; addressLine: string; city: string; state: string; postalCode: string; phone: string; email: string };
}

export interface SocialDoc extends BaseDoc {
  _type: "social";
  links: { _key: string; platform: string; url: string }[];
}
