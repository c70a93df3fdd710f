import { describe, expect, it } from "vitest";
import type { CategoryDoc, EditorialDoc, MenuDoc, ProductDoc, ShippingZonesDoc, SiteSettingsDoc, TStringDoc } from "../../app/services/content/types";
import { buildDataset, toNdjson, type DatasetDocument } from "./build-dataset";
import { fixtureCatalog, fixtureEditorial, fixtureStrings } from "./fixture";
import { missingMenuPages } from "./menus";

const build = () => buildDataset(fixtureCatalog(), fixtureEditorial(), fixtureStrings());
const byId = (docs: DatasetDocument[]) => new Map(docs.map((d) => [d._id, d]));
function doc<T>(docs: DatasetDocument[], id: string): T {
  const found = byId(docs).get(id);
  if (!found) throw new Error(`no document ${id}`);
  return found as unknown as T;
}
const ofType = (docs: DatasetDocument[], type: string) => docs.filter((d) => d._type === type);

describe("buildDataset", () => {
  it("builds one document per catalogue row, plus site documents, editorial and strings", () => {
    const docs = build();
    expect(ofType(docs, "product")).toHaveLength(3);
    expect(ofType(docs, "category")).toHaveLength(4);
    expect(ofType(docs, "productSeries")).toHaveLength(2);
    expect(ofType(docs, "attributeTitle")).toHaveLength(2);
    expect(ofType(docs, "shippingCarrier")).toHaveLength(1);
    expect(ofType(docs, "shippingRule")).toHaveLength(2);
    expect(ofType(docs, "menu").map((m) => m._id)).toEqual(["menu-main", "menu-shop", "menu-footer"]);
    expect(ofType(docs, "tstring")).toHaveLength(3);
    for (const id of ["siteConfig", "siteSettings", "social", "shippingRates", "shippingZones", "page-home", "article-choosing-a-contactor"]) {
      expect(byId(docs).has(id), id).toBe(true);
    }
  });

  it("gives products localized slugs from the title and the lower-cased part number, accents stripped", () => {
    const product = doc<ProductDoc>(build(), "product-GCX1111-10");
    expect(product.slug).toEqual({
      _type: "localeSlug",
      en: "22mm-nema-flush-push-button-black-1no-gcx1111-10",
      es: "pulsador-nema-22-mm-rasante-negro-1na-gcx1111-10",
    });
    expect(doc<ProductDoc>(build(), "product-GCX-LP-01").slug.en).toBe("legend-plate-stop-red-gcx-lp-01");
  });

  it("references series, categories, parents and accessories by id", () => {
    const docs = build();
    const accessory = doc<ProductDoc>(docs, "product-GCX-LP-01");
    expect(accessory.series._ref).toBe("series-GCX11");
    expect(accessory.category._ref).toBe("category-22mm-nema-push-buttons");
    expect(accessory.accessoryOf.map((r) => r._ref)).toEqual(["product-GCX1111-10"]);
    expect(doc<CategoryDoc>(docs, "category-22mm-nema-push-buttons").parent?._ref).toBe("category-push-buttons");
    expect(doc<CategoryDoc>(docs, "category-push-buttons").parent).toBeNull();
  });

  it("keeps catalogue fields and attribute order, and gives products their type's drawing in their colour", () => {
    const product = doc<ProductDoc>(build(), "product-GCX1111-10");
    expect(product).toMatchObject({ pn: "GCX1111-10", list_price: 15.05, pkgqty: 1, tariff: true, weight_lb: 0.46, leadTimeDays: 2 });
    expect(product.attributes.map((a) => a.key)).toEqual(["color", "binLocation"]);
    expect(product.attributes[0]?.value).toMatchObject({ en: "Black", es: "Negro" });
    expect(product.image.src).toBe("/images/products/painted/push-button-black.svg");
    expect(doc<ProductDoc>(build(), "product-WD-1X1-G").image.src).toBe("/images/products/wire-duct.svg");
  });

  it("describes every category in both languages", () => {
    for (const c of ofType(build(), "category") as unknown as CategoryDoc[]) {
      expect(c.description?.en[0]?.children[0]?.text).toBeTruthy();
      expect(c.description?.es[0]?.children[0]?.text).toBeTruthy();
      expect(c.image?.src).toMatch(/^\/images\/products\/[a-z-]+\.svg$/);
    }
  });

  it("normalises zone zips to three-digit strings", () => {
    const zones = doc<ShippingZonesDoc>(build(), "shippingZones").zones;
    expect(zones.map((z) => [z.zip, z.zone])).toEqual([
      ["004", 4],
      ["150", 2],
      ["096", 5],
    ]);
  });

  it("puts the shipping tables and every rule number into site settings", () => {
    const settings = doc<SiteSettingsDoc>(build(), "siteSettings");
    expect(settings).toMatchObject({
      fallbackRep: "DH",
      fallbackTerritory: "TEST",
      freeGroundThreshold: 49,
      handlingFeeBelow: 49,
      handlingFeeDomestic: 10,
      handlingFeeInternational: 25,
      nonStandardWireDuctFee: 10,
      tariffPercent: 0.25,
      tariffSurchargePercent: 4.95,
      internationalTermsFee: 40,
      newCustomerSegment: 5,
    });
    expect(settings.taxRates).toEqual([{ _key: "PA", state: "PA", rate: 6 }]);
    expect(settings.cartShippingRates[0]?.zones[0]).toEqual({ _key: "zone-2", id: 2, spqBoxPrice: 18, nonBoxPrice: 11 });
  });

  it("builds the menus from the editorial documents and top-level categories", () => {
    const docs = build();
    const main = doc<MenuDoc>(docs, "menu-main");
    expect(main.menuItems[0]).toMatchObject({ shopMenu: true, reference: { _ref: "page-shop" } });
    expect(main.menuItems.find((i) => i.routeId === "products")).toBeDefined();
    const about = main.menuItems.find((i) => i.reference?._ref === "page-about");
    expect(about?.submenuItems?.map((s) => s.reference?._ref)).toEqual(["page-about-quality"]);
    const shop = doc<MenuDoc>(docs, "menu-shop");
    expect(shop.columns?.map((c) => c.productCategory._ref)).toEqual(["category-push-buttons", "category-wiring"]);
    expect(missingMenuPages(fixtureEditorial())).toEqual([]);
    expect(missingMenuPages([])).toEqual(["page-shop", "page-about", "page-contact"]);
  });

  it("turns every string table entry into a tstring document, sorted by key", () => {
    const strings = ofType(build(), "tstring") as unknown as TStringDoc[];
    expect(strings.map((s) => s.slug.current)).toEqual(["cartTitle", "shellAccount", "shellSearch"]);
    expect(strings[0]).toMatchObject({ _id: "tstring-cartTitle", tstring: { en: "Cart", es: "Carrito" } });
  });

  it("is deterministic: two builds are equal and serialise byte for byte", () => {
    const first = build();
    const second = build();
    expect(second).toEqual(first);
    expect(toNdjson(second)).toBe(toNdjson(first));
    expect(toNdjson(first).split("\n").filter(Boolean)).toHaveLength(first.length);
  });
});

describe("buildDataset rejects", () => {
  it("a string key defined in two files", () => {
    const strings = [...fixtureStrings(), { name: "extra.json", table: { cartTitle: { en: "Basket", es: "Cesta" } } }];
    expect(() => buildDataset(fixtureCatalog(), fixtureEditorial(), strings)).toThrow(/extra\.json: key "cartTitle" is already defined in cart\.json/);
  });

  it("a string missing a language", () => {
    const strings = [{ name: "cart.json", table: { cartEmpty: { en: "Empty" } } }];
    expect(() => buildDataset(fixtureCatalog(), fixtureEditorial(), strings)).toThrow(/cart\.json: key "cartEmpty" is missing es/);
  });

  it("a reference to a missing document, even inside Portable Text", () => {
    const editorial = fixtureEditorial();
    const article = editorial.find((d) => d._type === "article")!;
    const link = article.body.en[0]!.markDefs[0]!;
    if (link._type === "internalLink") link.reference._ref = "product-NOPE";
    expect(() => buildDataset(fixtureCatalog(), editorial, fixtureStrings())).toThrow(
      /article-choosing-a-contactor body\.en\[0\]\.markDefs\[0\]\.reference: reference to missing document product-NOPE/,
    );
  });

  it("an accessory of an unknown part number", () => {
    const catalog = fixtureCatalog();
    catalog.products[1]!.accessoryOf = ["NOPE-1"];
    expect(() => buildDataset(catalog, fixtureEditorial(), fixtureStrings())).toThrow(/reference to missing document product-NOPE-1/);
  });

  it("duplicate ids and slugs", () => {
    const editorial: EditorialDoc[] = [...fixtureEditorial(), { ...fixtureEditorial()[1]!, _id: "page-shop-2" }];
    expect(() => buildDataset(fixtureCatalog(), editorial, fixtureStrings())).toThrow(/slug page en "shop" used by both page-shop and page-shop-2/);
    const twice = [...fixtureEditorial(), fixtureEditorial()[0]!];
    expect(() => buildDataset(fixtureCatalog(), twice, fixtureStrings())).toThrow(/duplicate _id page-home/);
  });

  it("a localized field with an empty language", () => {
    const editorial = fixtureEditorial();
    editorial[2]!.excerpt = { en: "About us.", es: "" };
    expect(() => buildDataset(fixtureCatalog(), editorial, fixtureStrings())).toThrow(/page-about excerpt: missing or empty es/);
  });
});
