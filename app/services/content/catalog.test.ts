/** The catalogue queries, run on the committed embedded dataset and a fresh embedded database (the table filled from it). */
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { computeFacets, filterProducts, onlyKeys, PAGE_SIZE, paginate, sortProducts, withDescendants, type AttributeValue } from "~/domain/catalog-query";
import { parseListQuery } from "~/domain/list-query-params.server";
import type { Lang } from "~/i18n/lang";
import { closeDb } from "~/services/db/index.server";
import { catalogFilled } from "~/services/search/catalog-index.server";
import { productRow, seriesProductRows } from "./catalog-rows.server";
import { cardView, findCategory, findProduct, findSeries, listProducts } from "./catalog.server";
import { DATASET_FILE, getContent } from "./index.server";
import { parseNdjson } from "./embedded.server";
import { getSiteContent } from "./site.server";
import { getSitemap, SITEMAP_TYPES, sitemapEntriesFrom } from "./sitemap.server";

const dataDir = mkdtempSync(path.join(tmpdir(), "catalog-"));
beforeAll(async () => {
  process.env.DATA_DIR = dataDir;
  await catalogFilled();
}, 180_000);
afterAll(async () => {
  await closeDb();
  rmSync(dataDir, { recursive: true, force: true });
});

const list = (search: string, lang: "en" | "es" = "en") => listProducts(parseListQuery(new URLSearchParams(search)), lang);
const NON_PUBLIC = ["supplierCode", "binLocation", "marginClass"];

describe("listProducts", () => {
  it("lists every product, 24 to a page, by part number", async () => {
    const all = await list("");
    expect(all.window.total).toBe(1291);
    expect(all.items).toHaveLength(PAGE_SIZE);
    expect(all.category).toBeNull();
    const pns = all.items.map((p) => p.pn);
    expect(pns).toEqual([...pns].sort(new Intl.Collator("en", { numeric: true }).compare));
  });

  it("filters by a category with every category below it, by slug in either language", async () => {
    const top = await list("category=push-buttons");
    // 22mm NEMA 92 + 22mm IEC 109 + 30mm 72 + selectors 27 + 27 + e-stops 19 + 18
    expect(top.window.total).toBe(364);
    expect(top.category).toMatchObject({ _id: "category-push-buttons", title: "Push Buttons" });
    const spanish = await list("category=pulsadores", "es");
    expect(spanish.window.total).toBe(364);
    expect(spanish.category?.title).toBe("Pulsadores");
    expect((await list("category=22mm-nema-push-buttons")).window.total).toBe(92);
    expect((await list("category=cableado", "en")).window.total).toBe(72 + 48);
  });

  it("lists everything and says so for an unknown category", async () => {
    const unknown = await list("category=no-such-thing");
    expect(unknown.categoryNotFound).toBe(true);
    expect(unknown.category).toBeNull();
    expect(unknown.window.total).toBe(1291);
  });

  it("offers facets of public attributes only, with counts", async () => {
    const { facets, window } = await list("category=22mm-nema-push-buttons");
    const keys = facets.map((f) => f.key);
    expect(keys).toContain("color");
    for (const key of NON_PUBLIC) expect(keys).not.toContain(key);
    const color = facets.find((f) => f.key === "color")!;
    expect(color.title).toBe("Color");
    // every value counted once per product that has a colour (contact blocks have none)
    const counted = color.values.reduce((sum, v) => sum + v.count, 0);
    expect(counted).toBeGreaterThan(window.total / 2);
    expect(counted).toBeLessThanOrEqual(window.total);
  });

  it("counts the facets of an unnarrowed list once, whatever the page or sort, and leaves them out on request", async () => {
    const first = await list("category=22mm-nema-push-buttons");
    const again = await list("category=22mm-nema-push-buttons&page=2&sort=title");
    expect(again.facets).toBe(first.facets);
    expect((await list("category=22mm-iec-push-buttons")).facets).not.toBe(first.facets);
    const narrowed = await list("category=22mm-nema-push-buttons&f.color=Black");
    expect(narrowed.facets).not.toEqual(first.facets);
    const bare = await listProducts(parseListQuery(new URLSearchParams("category=22mm-nema-push-buttons")), "en", { withFacets: false });
    expect(bare.facets).toEqual([]);
    expect(bare.items).toEqual(first.items);
  });

  it("filters by attribute values in the page's language or the other", async () => {
    const black = await list("category=22mm-nema-push-buttons&f.color=Black");
    expect(black.window.total).toBeGreaterThan(0);
    expect(black.window.total).toBeLessThan(92);
    const negro = await list("category=22mm-nema-push-buttons&f.color=Black", "es");
    expect(negro.window.total).toBe(black.window.total);
    expect(negro.facets.find((f) => f.key === "color")!.values.find((v) => v.selected)?.value).toBe("Negro");
  });

  it("ignores filters on attributes that are not public", async () => {
    const result = await list("category=22mm-nema-push-buttons&f.supplierCode=SUP-54233");
    expect(result.query.filters).toEqual({});
    expect(result.window.total).toBe(92);
  });

  it("finds products by part number or title text", async () => {
    const result = await list("q=gcx1111-10");
    expect(result.items.map((p) => p.pn)).toContain("GCX1111-10");
    expect((await list("q=pulsador", "es")).window.total).toBeGreaterThan(0);
  });

  it("clamps pages to the ones that exist", async () => {
    const last = await list("category=22mm-nema-push-buttons&page=4");
    expect(last.window).toMatchObject({ page: 4, pageCount: 4, requestedPastEnd: false });
    expect(last.items).toHaveLength(92 - 3 * PAGE_SIZE);
    const past = await list("category=22mm-nema-push-buttons&page=99");
    expect(past.window).toMatchObject({ page: 4, requestedPastEnd: true });
    expect(past.items.map((p) => p.pn)).toEqual(last.items.map((p) => p.pn));
    const none = await list("q=zzzz-nothing");
    expect(none.window).toMatchObject({ page: 1, pageCount: 1, total: 0 });
    expect(none.items).toEqual([]);
  });

  it("marks wire duct as sold by the package", async () => {
    const { items } = await list("category=wire-duct");
    expect(items.length).toBeGreaterThan(0);
    expect(items.every((p) => p.wireDuct)).toBe(true);
    expect((await list("category=push-buttons")).items.some((p) => p.wireDuct)).toBe(false);
  });
});

type Doc = {
  _id: string;
  _type: string;
  pn: string;
  title: { en: string; es: string };
  category?: { _ref: string };
  attributes?: { key: string; value: AttributeValue }[];
};

describe("listProducts from the database", () => {
  // What the lists were before the table: every product in memory through the domain's rules (app/domain/catalog-query.ts).
  const products = (parseNdjson(readFileSync(DATASET_FILE, "utf8")) as unknown as Doc[]).filter((d) => d._type === "product");

  async function inMemory(search: string, lang: "en" | "es") {
    const site = await getSiteContent();
    const keys = site.attributes.map((a) => a.key);
    const query = parseListQuery(new URLSearchParams(search));
    const filters = onlyKeys(query.filters, keys);
    const found = site.categories.find((c) => query.category !== "" && (c.slug.en === query.category || c.slug.es === query.category));
    const scope = found ? new Set(withDescendants(site.categories, found._id)) : null;
    const summaries = products
      .filter((p) => !scope || scope.has(p.category?._ref ?? ""))
      .map((p) => ({
        pn: p.pn,
        title: p.title[lang],
        attributes: (p.attributes ?? []).filter((a) => keys.includes(a.key)).map((a) => ({ key: a.key, en: a.value.en, es: a.value.es })),
      }));
    const matches = filterProducts(sortProducts(summaries, query.sort, lang), { q: query.q, filters });
    const window = paginate(matches.length, query.page);
    const titles = site.attributes.map((a) => ({ key: a.key, title: a.title[lang] }));
    return { pns: matches.slice(window.start, window.end).map((p) => p.pn), window, facets: computeFacets(summaries, { q: query.q, filters }, titles, lang) };
  }

  it.each([
    ["", "en"],
    ["sort=title", "en"],
    ["sort=title", "es"],
    ["sort=title&page=7", "es"],
    ["category=push-buttons&sort=title&page=3", "en"],
    ["category=pulsadores&f.color=Negro&f.color=Red", "es"],
    ["category=22mm-nema-push-buttons&f.color=Black&f.operator=Flush", "en"],
    ["q=rel%C3%A9&sort=title", "es"],
    ["q=RELAY&page=2", "en"],
    ["q=gcx&f.color=Green&sort=title", "en"],
    ["category=cableado&page=99", "es"],
    ["q=zzzz-nothing", "en"],
  ] as const)("lists %s (%s) as the in-memory rules did", async (search, lang) => {
    const [expected, actual] = await Promise.all([inMemory(search, lang), list(search, lang)]);
    expect(actual.items.map((p) => p.pn)).toEqual(expected.pns);
    expect(actual.window).toEqual(expected.window);
    expect(actual.facets).toEqual(expected.facets);
  });
});

describe("cardView", () => {
  it("keeps what a card shows in the page's language, without pricing inputs or alt texts", async () => {
    const card = (await list("", "es")).items[0]!;
    const view = cardView(card, "es");
    expect(view).toEqual({
      pn: card.pn,
      title: card.title,
      slug: { es: card.slug.es },
      image: expect.any(Object),
      pkgqty: card.pkgqty,
      wireDuct: card.wireDuct,
    });
    expect(JSON.parse(JSON.stringify(view.image))).toEqual({ src: card.image?.src, width: card.image?.width, height: card.image?.height });
  });
});

describe("findProduct", () => {
  it("finds a product by its slug in either language", async () => {
    const en = await findProduct("22mm-nema-flush-push-button-black-1no-gcx1111-10", "en");
    expect(en).toMatchObject({ pn: "GCX1111-10", discountSchedule: "G-1", list_price: 15.05, series: { code: "GCX11" } });
    const viaSpanishSlug = await findProduct("pulsador-nema-22-mm-rasante-negro-1na-gcx1111-10", "en");
    expect(viaSpanishSlug?.slug.en).toBe(en?.slug.en);
    expect((await findProduct(en!.slug.es, "es"))?.title).toBe("Pulsador NEMA 22 mm rasante, negro, 1NA");
    expect(await findProduct("no-such-product", "en")).toBeNull();
  });

  it("shows public attributes only, with localized titles, and the category trail", async () => {
    const product = (await findProduct("pulsador-nema-22-mm-rasante-negro-1na-gcx1111-10", "es"))!;
    expect(product.attributes).toContainEqual({ key: "color", title: "Color", value: "Negro" });
    expect(product.attributes).toContainEqual({ key: "contactBlock", title: "Bloque de contactos", value: "1NA" });
    for (const key of NON_PUBLIC) expect(product.attributes.map((a) => a.key)).not.toContain(key);
    expect(product.breadcrumbs.map((c) => c.slug.en)).toEqual(["push-buttons", "22mm-nema-push-buttons"]);
    expect(product.breadcrumbs[0]!.title).toBe("Pulsadores");
  });

  it("links accessories both ways", async () => {
    const socket = (await list("q=GPR-SKT-8")).items.find((p) => p.pn === "GPR-SKT-8")!;
    const socketView = (await findProduct(socket.slug.en, "en"))!;
    expect(socketView.accessoryOf.map((p) => p.pn)).toEqual(["GPR-8P-24D", "GPR-8P-120A"]);
    const relay = (await findProduct(socketView.accessoryOf[0]!.slug.en, "en"))!;
    expect(relay.accessories.map((p) => p.pn)).toContain("GPR-SKT-8");
  });
});

describe("product and series pages from the database", () => {
  // What the pages read before the table: the product's and the series' documents from the content source.
  const cardFields = (lang: Lang) =>
    `pn, "title": title.${lang}, slug, image, list_price, pkgqty, "discountSchedule": series->discountSchedule, "categorySlug": category->slug.en`;
  const productQuery = (id: string, lang: Lang, keys: string[]) => `*[_id == ${JSON.stringify(id)}][0]{
    ${cardFields(lang)}, "description": description.${lang}, leadTimeDays, "categoryId": category._ref,
    "series": series->{"code": title, "name": name.${lang}, "slug": select(isPublic != false => slug)},
    "attributes": attributes[key in ${JSON.stringify(keys)}]{key, "value": value.${lang}},
    "accessories": *[_type == "product" && ^._id in accessoryOf[]._ref] | order(pn asc){${cardFields(lang)}},
    "accessoryOf": accessoryOf[]->{${cardFields(lang)}}
  }`;
  const seriesQuery = (id: string, lang: Lang, keys: string[]) => `*[_id == ${JSON.stringify(id)}][0]{
    "code": title, "name": name.${lang}, slug, "categoryId": category._ref,
    "products": *[_type == "product" && series._ref == ^._id] | order(pn asc){
      pn, "title": title.${lang}, slug, "accessory": count(accessoryOf) > 0,
      "attributes": attributes[key in ${JSON.stringify(keys)}]{key, "value": value.${lang}}
    }
  }`;
  const docs = parseNdjson(readFileSync(DATASET_FILE, "utf8")) as unknown as (Doc & { slug: { en: string; es: string }; accessoryOf?: unknown[] })[];
  const products = docs.filter((d) => d._type === "product");
  const publicKeys = async () => (await getSiteContent()).attributes.map((a) => a.key);

  it.each(["en", "es"] as const)(
    "reads every product's page (%s) as the product's document said it",
    async (lang) => {
      const keys = await publicKeys();
      const content = await getContent();
      // Accessories both ways, products without a series or attributes, and a spread of the rest.
      const sample = products.filter(
        (p, i) => i % 25 === 0 || p.accessoryOf || products.some((q) => q.accessoryOf?.some((r) => (r as { _ref: string })._ref === p._id)),
      );
      expect(sample.length).toBeGreaterThan(60);
      for (const product of sample) {
        type Row = NonNullable<Awaited<ReturnType<typeof productRow>>>;
        const expected = await content.fetch<Row>(productQuery(product._id, lang, keys));
        const actual = await productRow(product.slug[lang], lang);
        const normal = (row: Row) => ({ ...row, attributes: row.attributes ?? [], accessoryOf: (row.accessoryOf ?? []).filter((p) => p !== null) });
        expect(actual && normal(actual), product.pn).toEqual(normal(expected));
      }
    },
    120_000,
  );

  it.each(["en", "es"] as const)("reads every series' page (%s) as the series' documents said it", async (lang) => {
    const keys = await publicKeys();
    const content = await getContent();
    const series = docs.filter((d) => d._type === "productSeries" && (d as { isPublic?: boolean }).isPublic !== false && d.slug);
    expect(series.length).toBeGreaterThan(10);
    for (const doc of series) {
      const old = await content.fetch<{
        code: string;
        name: string;
        slug: unknown;
        categoryId: string;
        products: { accessory: boolean | null; attributes: unknown[] | null }[] | null;
      }>(seriesQuery(doc._id, lang, keys));
      const view = (await findSeries(doc.slug.en, lang))!;
      expect({ code: view.code, name: view.name, slug: view.slug }, doc._id).toEqual({ code: old.code, name: old.name, slug: old.slug });
      expect(view.breadcrumbs.at(-1)?._id).toBe(old.categoryId);
      const rows = (await seriesProductRows(doc._id, lang)).map((p) => ({ ...p, attributes: p.attributes ?? [] }));
      expect(rows, doc._id).toEqual((old.products ?? []).map((p) => ({ ...p, accessory: p.accessory ?? false, attributes: p.attributes ?? [] })));
    }
  });
});

describe("findCategory", () => {
  it("finds a category by its slug in either language, with its children in order", async () => {
    const en = (await findCategory("push-buttons", "en"))!;
    expect(en.title).toBe("Push Buttons");
    expect(en.children[0]!.slug.en).toBe("22mm-nema-push-buttons");
    expect(en.children).toHaveLength(7);
    expect(en.summary).toBeTruthy();
    expect(en.description?.length).toBeGreaterThan(0);
    const es = (await findCategory("pulsadores", "es"))!;
    expect(es._id).toBe(en._id);
    expect(es.title).toBe("Pulsadores");
    expect((await findCategory("22mm-paros-de-emergencia", "en"))!.breadcrumbs.map((c) => c.slug.en)).toEqual(["push-buttons", "22mm-emergency-stops"]);
    expect(await findCategory("nope", "en")).toBeNull();
  });
});

describe("getSitemap", () => {
  // Every public document with a slug, products too, as the sitemap listed them when it read them all from the content.
  const docs = parseNdjson(readFileSync(DATASET_FILE, "utf8")) as unknown as Parameters<typeof sitemapEntriesFrom>[0];
  const listed = sitemapEntriesFrom(
    docs.filter((d) => (SITEMAP_TYPES as readonly string[]).includes(d._type) && d.slug && (d as { isPublic?: boolean }).isPublic !== false),
  );

  it("lists home, pages, categories, series datasheets, products (from the table) and every editorial document, in order", async () => {
    const sitemap = await getSitemap("https://shop.example");
    const en = sitemap.files.filter((f) => f.lang === "en");
    const entries = await sitemap.entriesOf({ start: 0, end: en.at(-1)!.end });
    expect(entries[0]!.paths).toEqual({ en: "/", es: "/es" });
    expect(entries.find((e) => e.paths.en === "/series/gcx11")?.paths.es).toBe("/es/serie/gcx11");
    expect(entries).toEqual(listed);
    // Any range across the documents before the products, the products and those after them.
    const products = listed.filter((e) => e.paths.en.startsWith("/products/"));
    const first = listed.indexOf(products[0]!);
    expect(await sitemap.entriesOf({ start: first - 3, end: first + 5 })).toEqual(listed.slice(first - 3, first + 5));
    const last = first + products.length;
    expect(await sitemap.entriesOf({ start: last - 2, end: last + 4 })).toEqual(listed.slice(last - 2, last + 4));
  });

  it("plans the files once per content answer", async () => {
    const first = await getSitemap("https://shop.example");
    expect(await getSitemap("https://shop.example")).toBe(first);
    expect(first.files.map((f) => f.name)).toEqual(["en-1.xml", "es-1.xml"]);
    expect((await getSitemap("https://other.example")).files[0]).not.toBe(first.files[0]);
  });
});
