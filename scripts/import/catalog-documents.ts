/** Catalogue documents: categories, product series, attribute titles and products. */
import type { AttributeTitleDoc, CategoryDoc, ImageField, ProductDoc, ProductSeriesDoc } from "../../app/services/content/types";
import type { Catalog, CatalogCategory, CatalogLocalized } from "./catalog";
import { describeCategory } from "./category-descriptions";
import { base, keyOf, localeParagraphs, localeString, ref } from "./documents";
import { ILLUSTRATION_SIZE, illustrationFor, illustrationSrc } from "./illustrations";
import { slugify } from "./slugify";

export const categoryId = (enSlug: string) => `category-${enSlug}`;
export const seriesId = (code: string) => `series-${code}`;
export const productId = (pn: string) => `product-${pn}`;
export const attributeTitleId = (key: string) => `attributeTitle-${key}`;

function image(name: string, alt: CatalogLocalized): ImageField {
  return { _type: "image", src: illustrationSrc(name), alt: localeString(alt), width: ILLUSTRATION_SIZE, height: ILLUSTRATION_SIZE };
}

/** The drawing of each category, by en slug (products use their category's). */
function categoryIllustrations(categories: CatalogCategory[]): Map<string, string> {
  return new Map(categories.map((c) => [c.slug.en, illustrationFor(c.slug.en, c.family)]));
}

export function categoryDocuments(catalog: Catalog): CategoryDoc[] {
  return catalog.categories.map((c) => ({
    ...base(categoryId(c.slug.en), "category"),
    title: localeString(c.title),
    slug: { _type: "localeSlug", en: c.slug.en, es: c.slug.es },
    family: c.family,
    parent: c.parent === null ? null : ref(categoryId(c.parent)),
    showAccessoriesInShop: c.showAccessoriesInShop,
    sequence: c.sequence,
    description: categoryDescription(c),
    image: image(illustrationFor(c.slug.en, c.family), c.title),
  }));
}

function categoryDescription(c: CatalogCategory) {
  const text = describeCategory(c.slug.en, c.title);
  return localeParagraphs("intro", { en: [text.en], es: [text.es] });
}

export function seriesDocuments(catalog: Catalog): ProductSeriesDoc[] {
  return catalog.series.map((s) => ({
    ...base(seriesId(s.code), "productSeries"),
    title: s.code,
    name: localeString(s.title),
    discountSchedule: s.discountSchedule,
    isPublic: s.isPublic,
    category: ref(categoryId(s.category)),
  }));
}

export function attributeTitleDocuments(catalog: Catalog): AttributeTitleDoc[] {
  return catalog.attributeTitles.map((a) => ({
    ...base(attributeTitleId(a.key), "attributeTitle"),
    key: a.key,
    title: localeString(a.title),
    isPublic: a.isPublic,
  }));
}

/** `<slugified title>-<part number>`: readable, and unique because part numbers are. */
export function productSlug(title: string, pn: string): string {
  return `${slugify(title)}-${pn.toLowerCase()}`;
}

export function productDocuments(catalog: Catalog): ProductDoc[] {
  const illustrations = categoryIllustrations(catalog.categories);
  return catalog.products.map((p) => ({
    ...base(productId(p.pn), "product"),
    pn: p.pn,
    title: localeString(p.title),
    description: localeString(p.description),
    slug: { _type: "localeSlug", en: productSlug(p.title.en, p.pn), es: productSlug(p.title.es, p.pn) },
    series: ref(seriesId(p.series)),
    category: ref(categoryId(p.category)),
    list_price: p.list_price,
    pkgqty: p.pkgqty,
    tariff: p.tariff,
    weight_lb: p.weight_lb,
    leadTimeDays: p.leadTimeDays,
    attributes: Object.entries(p.attributes).map(([key, value]) => ({ _key: keyOf(key), key, value: localeString(value) })),
    accessoryOf: (p.accessoryOf ?? []).map((pn) => ref(productId(pn), keyOf(pn))),
    image: image(illustrations.get(p.category) ?? illustrationFor(p.category, ""), p.title),
  }));
}
