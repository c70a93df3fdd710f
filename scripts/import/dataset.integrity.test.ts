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

  it("illustrates every category and product with a drawing made for it", () => {
    const images = docs.filter((d) => d._type === "category" || d._type === "product").map((d) => (d.image as { src: string }).src);
    expect(images.filter((src) => src.endsWith("/component.svg"))).toEqual([]);
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
