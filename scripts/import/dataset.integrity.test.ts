/**
 * Checks the COMMITTED content/dataset.ndjson (what the app serves), not a fresh build: it must parse,
 * hold the whole catalogue, resolve every reference and answer the site-wide query.
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { parseNdjson } from "../../app/services/content/embedded.server";
import { parseSiteContent, SITE_QUERY } from "../../app/services/content/site.server";
import { datasetProblems } from "./validate";
import { drawingColour, PAINTED_DRAWINGS } from "../../app/domain/product-drawing";
import { createInThreadContent } from "../../app/services/content/testing/in-thread-content";

const file = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../../content/dataset.ndjson");
const text = readFileSync(file, "utf8");
const docs = parseNdjson(text) as ({ _id: string; _type: string } & Record<string, unknown>)[];
const count = (type: string) => docs.filter((d) => d._type === type).length;

describe("committed content/dataset.ndjson", () => {
  it("is one JSON document a line", () => {
    expect(text.endsWith("\n")).toBe(true);
    expect(text.split("\n").filter(Boolean)).toHaveLength(docs.length);
  });

  it("holds the whole catalogue", () => {
    expect(count("product")).toBe(1291);
    expect(count("category")).toBe(34);
    expect(count("productSeries")).toBeGreaterThan(0);
    expect(count("attributeTitle")).toBeGreaterThan(0);
    expect(count("shippingCarrier")).toBeGreaterThan(0);
    for (const id of ["siteConfig", "siteSettings", "social", "shippingRates", "shippingZones", "menu-main", "menu-shop", "menu-footer"]) {
      expect(
        docs.some((d) => d._id === id),
        id,
      ).toBe(true);
    }
  });

  const srcOf = (d: (typeof docs)[number]) => (d.image as { src?: string } | undefined)?.src ?? "";

  it("illustrates every category and product with a drawing made for it; only accessories get the generic one", () => {
    const generic = docs.filter((d) => srcOf(d).endsWith("/component.svg"));
    expect(generic.length).toBeGreaterThan(0);
    expect(generic.filter((d) => d._type !== "product" || (d.accessoryOf as unknown[]).length === 0).map((d) => d._id)).toEqual([]);
  });

  it("draws every product of a known colour in that colour, unless its drawing has no painted part", () => {
    const products = docs.filter((d) => d._type === "product" && srcOf(d).includes("/products/painted/"));
    expect(products.length).toBeGreaterThan(500);
    for (const p of products) {
      const color = (p.attributes as { key: string; value: { en: string } }[]).find((a) => a.key === "color")?.value.en;
      expect(srcOf(p), p._id).toMatch(new RegExp(`-${drawingColour(color)}\\.svg$`));
    }
    const unpainted = docs.filter(
      (d) => d._type === "product" && !srcOf(d).includes("/products/painted/") && (d.attributes as { key: string }[]).some((a) => a.key === "color"),
    );
    expect(unpainted.every((p) => !PAINTED_DRAWINGS.has(srcOf(p).replace(/^.*\/|\.svg$/g, "")) || (p.accessoryOf as unknown[]).length > 0)).toBe(true);
  });

  it("passes the import's validation: unique ids and slugs, every reference resolves, both languages", () => {
    expect(datasetProblems(docs)).toEqual([]);
  });

  it("answers the site-wide query in the shape its schema checks", async () => {
    const site = parseSiteContent(await createInThreadContent(docs).fetch(SITE_QUERY));
    expect(site.siteConfig.title.en).toBeTruthy();
    expect(site.categories).toHaveLength(34);
    expect(site.menus.map((m) => m.menuSlug).sort()).toEqual(["footer", "main", "shop"]);
    const shop = site.menus.find((m) => m.menuSlug === "shop");
    expect((shop?.columns ?? []).map((c) => c.category?._id)).toEqual(docs.filter((d) => d._type === "category" && d.parent === null).map((d) => d._id));
    expect(site.strings.length).toBeGreaterThan(0);
    expect(site.strings.every((s) => s.tstring?.en && s.tstring.es)).toBe(true);
    const publicKeys = docs.filter((d) => d._type === "attributeTitle" && d.isPublic === true).map((d) => d.key);
    expect(site.attributes.map((a) => a.key).sort()).toEqual([...publicKeys].sort());
    expect(site.attributes.map((a) => a.key)).not.toContain("binLocation");
    expect(site.carriers.length).toBe(count("shippingCarrier"));
    expect(site.settings).toMatchObject({ freeGroundThreshold: 49, fallbackRep: "DH" });
  });
});
