/**
 * Grows the seed's product list to any size with variants of its own products, for scale tests: the
 * same series, category and attributes, another country of origin and package size, so part numbers,
 * titles in both languages, prices, package quantities and weights stay consistent with the seed's.
 * Pure and deterministic: the same seed products and size give the same list, and a smaller size is a
 * prefix of a larger one.
 */
import type { CatalogLocalized, CatalogProduct } from "../import/catalog";
import { productSlug } from "../import/catalog-documents";

type Pack = { factor: number; code: string; priceFactor: number };

/** Package sizes a variant may be sold in; the single part keeps the seed's package quantity. */
const PACKS: readonly Pack[] = [
  { factor: 1, code: "", priceFactor: 1 },
  { factor: 5, code: "P5", priceFactor: 0.97 },
  { factor: 10, code: "P10", priceFactor: 0.95 },
  { factor: 25, code: "P25", priceFactor: 0.93 },
];

/** mulberry32: small, fast and good enough for synthetic data; never Math.random (not repeatable). */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const round2 = (n: number) => Math.round(n * 100) / 100;

/** The countries of origin the seed uses, in a stable order, each with a two-letter part-number code. */
function originsOf(seed: readonly CatalogProduct[]): { code: string; name: CatalogLocalized }[] {
  const byEn = new Map<string, CatalogLocalized>();
  for (const p of seed) {
    const origin = p.attributes.countryOfOrigin;
    if (origin) byEn.set(origin.en, origin);
  }
  const names = [...byEn.values()].sort((a, b) => (a.en < b.en ? -1 : a.en > b.en ? 1 : 0));
  return names.map((name) => ({
    code: name.en
      .replace(/[^A-Za-z]/g, "")
      .slice(0, 2)
      .toUpperCase(),
    name,
  }));
}

function variantText(base: CatalogProduct, origin: CatalogLocalized, pkgqty: number, pack: Pack, revision: number) {
  const packTitle = pack.factor === 1 ? { en: "", es: "" } : { en: `, Pack of ${pack.factor}`, es: `, paquete de ${pack.factor}` };
  const revTitle = revision === 0 ? { en: "", es: "" } : { en: ` (Rev. ${revision})`, es: ` (rev. ${revision})` };
  const packNote = pkgqty === 1 ? { en: "", es: "" } : { en: ` Sold in packages of ${pkgqty}.`, es: ` Se vende en paquetes de ${pkgqty}.` };
  return {
    title: {
      en: `${base.title.en}, Made in ${origin.en}${packTitle.en}${revTitle.en}`,
      es: `${base.title.es}, fabricado en ${origin.es}${packTitle.es}${revTitle.es}`,
    },
    description: {
      en: `${base.description.en} Made in ${origin.en}.${packNote.en}`,
      es: `${base.description.es} Fabricado en ${origin.es}.${packNote.es}`,
    },
  };
}

/**
 * The seed's products followed by `total - seed.length` variants, taken round-robin over the seed
 * (variant k of every product before variant k + 1 of any). Throws if a part number or slug repeats.
 */
export function growProducts(seed: readonly CatalogProduct[], total: number, randomSeed = 22): CatalogProduct[] {
  if (!Number.isInteger(total) || total < seed.length) throw new Error(`The size must be a whole number of at least the seed's ${seed.length} products`);
  if (total > seed.length && seed.length === 0) throw new Error("The seed has no products to vary");
  const random = seededRandom(randomSeed);
  const origins = originsOf(seed);
  if (origins.length === 0) throw new Error("The seed's products have no countryOfOrigin to vary");
  const combinations = origins.length * PACKS.length;
  const products: CatalogProduct[] = [...seed];
  const taken = new Set(seed.flatMap((p) => identities(p.pn, p.title)));

  for (let i = 0; products.length < total; i++) {
    const base = seed[i % seed.length]!;
    const k = Math.floor(i / seed.length);
    const origin = origins[k % origins.length]!;
    const pack = PACKS[Math.floor(k / origins.length) % PACKS.length]!;
    const revision = Math.floor(k / combinations);
    const pn = `${base.pn}-${origin.code}${pack.code}${revision === 0 ? "" : `-${revision}`}`;
    const pkgqty = base.pkgqty * pack.factor;
    const text = variantText(base, origin.name, pkgqty, pack, revision);
    for (const key of identities(pn, text.title)) {
      if (taken.has(key)) throw new Error(`The generated part number or slug ${key} repeats`);
      taken.add(key);
    }
    products.push({
      ...base,
      pn,
      ...text,
      list_price: Math.max(0.01, round2(base.list_price * pack.factor * pack.priceFactor * (0.95 + random() * 0.13))),
      pkgqty,
      weight_lb: round2(base.weight_lb * pack.factor),
      leadTimeDays: base.leadTimeDays + Math.floor(random() * 4),
      attributes: variantAttributes(base.attributes, origin.name, random),
    });
  }
  return products;
}

/** What must be unique: the part number (case-insensitive, as the slug holds it) and both slugs. */
function identities(pn: string, title: CatalogLocalized): string[] {
  return [`pn:${pn.toLowerCase()}`, `en:${productSlug(title.en, pn)}`, `es:${productSlug(title.es, pn)}`];
}

/** The base's attributes with the variant's origin, and its own supplier code and bin where the base has them. */
function variantAttributes(attributes: CatalogProduct["attributes"], origin: CatalogLocalized, random: () => number): CatalogProduct["attributes"] {
  const supplierCode = `SUP-${10000 + Math.floor(random() * 90000)}`;
  const bin = `${String.fromCharCode(65 + Math.floor(random() * 6))}${Math.floor(random() * 60)}-${Math.floor(random() * 10)}`;
  return {
    ...attributes,
    countryOfOrigin: origin,
    ...(attributes.supplierCode && { supplierCode: { en: supplierCode, es: supplierCode } }),
    ...(attributes.binLocation && { binLocation: { en: bin, es: bin } }),
  };
}
