import { describe, expect, it } from "vitest";
import { buildDataset } from "../import/build-dataset";
import { fixtureCatalog, fixtureEditorial, fixtureStrings } from "../import/fixture";
import { productSlug } from "../import/catalog-documents";
import { growProducts, seededRandom } from "./grow-products";

/** The fixture catalogue with two countries of origin, the attribute variants are made from. */
function seedCatalog() {
  const catalog = fixtureCatalog();
  const origins = [
    { en: "USA", es: "EE. UU." },
    { en: "Mexico", es: "México" },
  ];
  catalog.products.forEach((p, i) => (p.attributes = { ...p.attributes, countryOfOrigin: origins[i % 2]!, supplierCode: { en: "SUP-1", es: "SUP-1" } }));
  return catalog;
}

describe("growProducts", () => {
  const catalog = seedCatalog();
  const grown = growProducts(catalog.products, 3000);

  it("keeps the seed first and reaches the size asked", () => {
    expect(grown).toHaveLength(3000);
    expect(grown.slice(0, catalog.products.length)).toEqual(catalog.products);
  });

  it("is deterministic, and a smaller size is a prefix of a larger one", () => {
    expect(JSON.stringify(growProducts(catalog.products, 3000))).toBe(JSON.stringify(grown));
    expect(growProducts(catalog.products, 1200)).toEqual(grown.slice(0, 1200));
    expect(JSON.stringify(growProducts(catalog.products, 3000, 7))).not.toBe(JSON.stringify(grown));
  });

  it("gives every product its own part number and slugs in both languages", () => {
    expect(new Set(grown.map((p) => p.pn.toLowerCase())).size).toBe(3000);
    for (const lang of ["en", "es"] as const) expect(new Set(grown.map((p) => productSlug(p.title[lang], p.pn))).size).toBe(3000);
  });

  it("derives a variant from its seed product: series, category, package, weight and origin agree", () => {
    const base = catalog.products[0]!;
    const variants = grown.filter((p) => p.pn.startsWith(`${base.pn}-`));
    expect(variants.length).toBeGreaterThan(900);
    for (const v of variants) {
      expect(v).toMatchObject({ series: base.series, category: base.category, tariff: base.tariff });
      const factor = v.pkgqty / base.pkgqty;
      expect([1, 5, 10, 25]).toContain(factor);
      expect(v.weight_lb).toBeCloseTo(base.weight_lb * factor, 2);
      expect(v.list_price).toBeGreaterThan(0);
      expect(v.title.en).toContain(`Made in ${v.attributes.countryOfOrigin!.en}`);
      expect(v.title.es).toContain(`fabricado en ${v.attributes.countryOfOrigin!.es}`);
      expect(v.attributes.supplierCode?.en).toMatch(/^SUP-\d{5}$/);
    }
  });

  it("builds a valid dataset through the import", () => {
    const docs = buildDataset({ ...catalog, products: grown }, fixtureEditorial(), fixtureStrings());
    expect(docs.filter((d) => d._type === "product")).toHaveLength(3000);
  });

  it("refuses a size below the seed's", () => {
    expect(() => growProducts(catalog.products, 2)).toThrow(/at least the seed's 3 products/);
  });
});

describe("seededRandom", () => {
  it("repeats for the same seed and stays in [0, 1)", () => {
    const a = seededRandom(1);
    const b = seededRandom(1);
    const values = Array.from({ length: 1000 }, () => a());
    expect(Array.from({ length: 1000 }, () => b())).toEqual(values);
    expect(values.every((v) => v >= 0 && v < 1)).toBe(true);
  });
});
