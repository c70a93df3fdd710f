import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { parseNdjson } from "./embedded.server";
import { ContentError } from "./parse-content";
import { parseSiteContent, SITE_QUERY } from "./site.server";
import { createInThreadContent } from "./testing/in-thread-content";

type Doc = Record<string, unknown> & { _id: string };

// The committed dataset without its products, which the site query does not read.
const committed = parseNdjson(readFileSync("content/dataset.ndjson", "utf8")).filter((doc) => doc._type !== "product") as Doc[];

/** The site query's parsed answer over the committed dataset, with one document replaced by `edit`. */
async function siteWith(id: string, edit: (doc: Doc) => Doc) {
  const docs = committed.map((doc) => (doc._id === id ? edit(structuredClone(doc)) : doc));
  expect(docs.some((doc) => doc._id === id)).toBe(true);
  return parseSiteContent(await createInThreadContent(docs).fetch(SITE_QUERY));
}

const unchanged = (doc: Doc) => doc;

describe("site content schema", () => {
  it("accepts the committed dataset and types what it returns", async () => {
    const site = await siteWith("siteSettings", unchanged);
    expect(site.settings.freeGroundThreshold).toBe(49);
    expect(site.shippingRates.rateBands.length).toBeGreaterThan(0);
    expect(site.carriers.filter((c) => c.isDefault).map((c) => c.slug.current)).toEqual(["fedex"]);
    expect(site.menus.find((m) => m.menuSlug === "shop")?.columns?.[0]?.category?._type).toBe("category");
  });

  it("reads the default price list and its aliases from the settings, OEM with list and select when they say nothing", async () => {
    const changed = await siteWith("siteSettings", (doc) => ({ ...doc, defaultPriceList: "DIST-STOCKING", defaultPriceListAliases: ["retail"] }));
    expect([changed.settings.defaultPriceList, changed.settings.defaultPriceListAliases]).toEqual(["DIST-STOCKING", ["retail"]]);
    for (const cleared of [undefined, null]) {
      const site = await siteWith("siteSettings", (doc) => ({ ...doc, defaultPriceList: cleared, defaultPriceListAliases: cleared }));
      expect([site.settings.defaultPriceList, site.settings.defaultPriceListAliases]).toEqual(["OEM", ["list", "select"]]);
    }
  });

  it("reads null in an optional field, as Sanity answers for a cleared one, as absent", async () => {
    const site = await siteWith("menu-main", (doc) => {
      const items = doc.menuItems as Record<string, unknown>[];
      items[0] = { ...items[0], url: null, routeId: null, shopMenu: null };
      return doc;
    });
    const first = site.menus.find((m) => m._id === "menu-main")?.menuItems[0];
    expect(first).toMatchObject({ _key: "page-shop" });
    expect([first?.url, first?.routeId, first?.shopMenu]).toEqual([undefined, undefined, undefined]);
  });

  it("names the document and the field of a wrong value", async () => {
    const broken = siteWith("siteSettings", (doc) => ({ ...doc, freeGroundThreshold: "49" }));
    await expect(broken).rejects.toThrow(ContentError);
    await expect(broken).rejects.toThrow('document "siteSettings" (siteSettings), field freeGroundThreshold: Expected number, received string');
  });

  it("gives the path inside the document for a nested field", async () => {
    const broken = siteWith("menu-main", (doc) => {
      const items = doc.menuItems as { title: Record<string, unknown> }[];
      delete items[1]!.title.es;
      return doc;
    });
    await expect(broken).rejects.toThrow('document "menu-main" (menu), field menuItems[1].title.es: Required');
  });

  it("names a referenced document where its resolved fields are wrong", async () => {
    const broken = siteWith("page-shop", (doc) => ({ ...doc, slug: { _type: "localeSlug", en: "shop" } }));
    await expect(broken).rejects.toThrow('document "page-shop" (page), field slug.es: Required');
  });

  it("lists every problem, and a missing document by its place in the site content", async () => {
    const docs = committed.filter((doc) => doc._id !== "shippingRates").map((doc) => (doc._id === "carrier-fedex" ? { ...doc, isDefault: "yes" } : doc));
    const broken = createInThreadContent(docs).fetch(SITE_QUERY).then(parseSiteContent);
    await expect(broken).rejects.toThrow(
      /field shippingRates: Expected object, received null\n.*document "carrier-fedex" \(shippingCarrier\), field isDefault/,
    );
  });
});
