/** Catalogue documents: categories, product series, attribute titles and products. */
import { categoryDrawing, DRAWING_SIZE, drawingSrc, productDrawing, type Drawing } from "../../app/domain/product-drawing";
import type { AttributeTitleDoc, CategoryDoc, ImageField, ProductDoc, ProductSeriesDoc } from "../../app/services/content/types";
import type { Catalog, CatalogCategory, CatalogLocalized, CatalogProduct } from "./catalog";
import { describeCategory } from "./category-descriptions";
import { base, keyOf, localeParagraphs, localeString, ref } from "./documents";
import { slugify } from "./slugify";

export const categoryId = (enSlug: string) => `category-${enSlug}`;
export const seriesId = (code: string) => `series-${code}`;
export const productId = (pn: string) => `product-${pn}`;
export const attributeTitleId = (key: string) => `attributeTitle-${key}`;

function image(drawing: Drawing, alt: CatalogLocalized): ImageField {
  return { _type: "image", src: drawingSrc(drawing), alt: localeString(alt), width: DRAWING_SIZE, height: DRAWING_SIZE };
}

/**
 * An attribute's value as a label: first letter upper-case in its own language, as the catalogue's English values are
 * ("Rojo" beside "Metal", not "rojo"); the rest as the catalogue wrote it (NEMA 4X, 1-0-2).
 */
const labelCase = (text: string, lang: "en" | "es") => text.charAt(0).toLocaleUpperCase(lang) + text.slice(1);

const familiesOf = (catalog: Catalog) => new Map(catalog.categories.map((c) => [c.slug.en, c.family]));

/** A product's drawing: its type from its category and operator, its colour from `color`. */
function drawingOf(p: CatalogProduct, families: Map<string, string>): Drawing {
  return productDrawing({
    category: p.category,
    family: families.get(p.category) ?? "",
    color: p.attributes.color?.en,
    operator: p.attributes.operator?.en,
    accessory: (p.accessoryOf ?? []).length > 0,
  });
}

/** Every product's drawing, for writing the painted ones. */
export function productDrawings(catalog: Catalog): Drawing[] {
  const families = familiesOf(catalog);
  return catalog.products.map((p) => drawingOf(p, families));
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
    image: image(categoryDrawing(c.slug.en, c.family), c.title),
  }));
}

function categoryDescription(c: CatalogCategory) {
  const text = describeCategory(c.slug.en, c.title);
  return localeParagraphs("intro", { en: [text.en], es: [text.es] });
}

const seriesSlug = (code: string) => code.toLowerCase();

export function seriesDocuments(catalog: Catalog): ProductSeriesDoc[] {
  return catalog.series.map((s) => ({
    ...base(seriesId(s.code), "productSeries"),
    title: s.code,
    name: localeString(s.title),
    slug: { _type: "localeSlug", en: seriesSlug(s.code), es: seriesSlug(s.code) },
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
  const families = familiesOf(catalog);
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
    attributes: Object.entries(p.attributes).map(([key, value]) => ({
      _key: keyOf(key),
      key,
      value: localeString({ en: labelCase(value.en, "en"), es: labelCase(value.es, "es") }),
    })),
    accessoryOf: (p.accessoryOf ?? []).map((pn) => ref(productId(pn), keyOf(pn))),
    image: image(drawingOf(p, families), p.title),
  }));
}
