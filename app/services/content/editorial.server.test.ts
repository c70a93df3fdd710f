import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { DATASET_FILE } from "./index.server";
import { parseNdjson } from "./embedded.server";
import { findContentPage, findEditorial, getHome } from "./editorial.server";
import type { EditorialDoc } from "./types";

// Queries run through the real service on the committed embedded dataset.
const docs = parseNdjson(readFileSync(DATASET_FILE, "utf8"));
const editorial = docs.filter((d) =>
  ["page", "article", "industry", "resource", "testimonial", "whitePaper"].includes(d._type as string),
) as unknown as EditorialDoc[];
const ofType = (type: string) => editorial.filter((d) => d._type === type);

describe.each(["article", "industry", "resource", "testimonial", "whitePaper"] as const)("findEditorial(%s)", (type) => {
  const doc = ofType(type)[0]!;

  it("finds the document by its slug in each language, in that language", async () => {
    expect(doc, `no ${type} in the dataset`).toBeDefined();
    const en = await findEditorial(type, doc.slug.en, "en");
    expect(en).toMatchObject({ _id: doc._id, title: doc.title.en, excerpt: doc.excerpt.en });
    expect(en!.body).toHaveLength(doc.body.en.length);
    const es = await findEditorial(type, doc.slug.es, "es");
    expect(es).toMatchObject({ _id: doc._id, title: doc.title.es, excerpt: doc.excerpt.es });
    expect(es!.body).toHaveLength(doc.body.es.length);
  });

  it("finds it by the other language's slug (the route then redirects) and nothing for an unknown slug", async () => {
    const bySpanishSlug = await findEditorial(type, doc.slug.es, "en");
    expect(bySpanishSlug?._id).toBe(doc._id);
    expect(bySpanishSlug?.slug).toEqual(doc.slug);
    expect(await findEditorial(type, "no-such-document", "en")).toBeNull();
  });

  it("lists other documents of the same type as related", async () => {
    const found = await findEditorial(type, doc.slug.en, "en");
    expect(found!.related.every((r) => r._type === type && r._id !== doc._id)).toBe(true);
    expect(found!.related.length).toBe(Math.min(3, ofType(type).length - 1));
  });
});

describe("industries", () => {
  it("come with the categories that serve them, linked", async () => {
    const industry = ofType("industry").find((d) => d.categories?.length)!;
    expect(industry, "no industry with categories").toBeDefined();
    const found = await findEditorial("industry", industry.slug.es, "es");
    expect(found!.categories).toHaveLength(industry.categories!.length);
    for (const category of found!.categories!) {
      expect(category._type).toBe("category");
      expect(category.slug.es).toBeTruthy();
      expect(typeof category.title).toBe("string");
    }
  });
});

describe("internal links", () => {
  const withLink = editorial.find((d) => d.slug.en !== "" && d.body.en.some((b) => b.markDefs.some((m) => m._type === "internalLink")))!;

  it("are resolved to the target's type, slug and title in the same query", async () => {
    expect(withLink, "no internal link in the editorial content").toBeDefined();
    for (const lang of ["en", "es"] as const) {
      const found =
        withLink._type === "page" ? await findContentPage(withLink.slug[lang], lang) : await findEditorial(withLink._type, withLink.slug[lang], lang);
      const links = found!.body!.flatMap((b) => b.markDefs ?? []).filter((m) => m._type === "internalLink");
      expect(links.length).toBeGreaterThan(0);
      for (const link of links) {
        expect(link.doc, `${withLink._id}: ${JSON.stringify(link)}`).toMatchObject({
          _type: expect.any(String),
          slug: { en: expect.any(String), es: expect.any(String) },
        });
        expect(typeof link.doc!.title).toBe("string");
      }
    }
  });
});

describe("findContentPage", () => {
  it("finds a multi-segment page by its full slug in both languages, with its parent page", async () => {
    const nested = ofType("page").find((d) => d.slug.en.includes("/"))!;
    expect(nested, "no multi-segment page").toBeDefined();
    for (const lang of ["en", "es"] as const) {
      const found = await findContentPage(nested.slug[lang], lang);
      expect(found).toMatchObject({ _id: nested._id, title: nested.title[lang] });
      const parentSlug = nested.slug[lang].split("/")[0];
      const parent = ofType("page").find((p) => p.slug[lang] === parentSlug);
      if (parent) expect(found!.ancestors.map((a) => a.title)).toEqual([parent.title[lang]]);
    }
    expect((await findContentPage(nested.slug.es, "en"))?.slug).toEqual(nested.slug);
  });

  it("gives the shop page (shop / tienda) its grid of top-level categories with their children", async () => {
    const topLevel = docs.filter((d) => d._type === "category" && !d.parent);
    for (const [lang, slug] of [
      ["en", "shop"],
      ["es", "tienda"],
    ] as const) {
      const shop = await findContentPage(slug, lang);
      expect(shop?._id).toBe("page-shop");
      expect(shop!.categoryGrid).toHaveLength(topLevel.length);
      expect(shop!.categoryGrid!.some((c) => c.children.length > 0)).toBe(true);
    }
  });

  it("has no grid on other pages, and finds nothing for the home page's empty slug or unknown paths", async () => {
    const other = ofType("page").find((d) => d._id !== "page-shop" && d.slug.en !== "")!;
    expect((await findContentPage(other.slug.en, "en"))!.categoryGrid).toBeNull();
    expect(await findContentPage("", "en")).toBeNull();
    expect(await findContentPage("no/such/page", "es")).toBeNull();
  });
});

describe("getHome", () => {
  it("gathers the home page, top-level categories and the latest editorial documents in one query", async () => {
    const home = await getHome("es");
    const homeDoc = editorial.find((d) => d._id === "page-home")!;
    expect(home.page).toMatchObject({ _id: "page-home", title: homeDoc.title.es });
    expect(home.shop?.slug.es).toBe("tienda");
    expect(home.categories.length).toBe(docs.filter((d) => d._type === "category" && !d.parent).length);
    expect(home.articles.length).toBe(Math.min(3, ofType("article").length));
    expect(home.industries.length).toBe(ofType("industry").length);
    expect(home.testimonial?._type).toBe("testimonial");
    expect(home.whitePapers.length).toBe(Math.min(3, ofType("whitePaper").length));
    const dates = home.articles.map((a) => a.publishedAt ?? "");
    expect([...dates].sort().reverse()).toEqual(dates);
  });
});
