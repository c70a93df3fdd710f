import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import type { Block, EditorialDoc } from "../../app/services/content/types";
import { editorialDocuments } from "./index";
import { blocks, bullet, h2, inline, linkTargets, numbered, p, quote } from "./pt";

const LANGS = ["en", "es"] as const;
const docs = editorialDocuments();
const ids = new Set(docs.map((d) => d._id));

function internalRefs(body: Block[]): string[] {
  return body.flatMap((b) => b.markDefs.flatMap((m) => (m._type === "internalLink" ? [m.reference._ref] : [])));
}

/** Catalogue ids in the generated dataset, when the importer has produced one. */
function catalogueIds(): Set<string> | null {
  const file = join(__dirname, "..", "dataset.ndjson");
  if (!existsSync(file)) return null;
  const lines = readFileSync(file, "utf8").split("\n").filter(Boolean);
  return new Set(
    lines
      .map((line) => JSON.parse(line) as { _id: string })
      .map((d) => d._id)
      .filter((id) => id.startsWith("category-") || id.startsWith("product-")),
  );
}

describe("Portable Text builders", () => {
  it("parses strong, em and both kinds of link into spans and mark defs", () => {
    const { children, markDefs } = inline("Use **AC-3** _ratings_, see [contactors](category-contactors-relays) or [IEC](https://www.iec.ch).", "b0");
    expect(children.map((c) => [c.text, c.marks])).toEqual([
      ["Use ", []],
      ["AC-3", ["strong"]],
      [" ", []],
      ["ratings", ["em"]],
      [", see ", []],
      ["contactors", ["b0l0"]],
      [" or ", []],
      ["IEC", ["b0l1"]],
      [".", []],
    ]);
    expect(markDefs).toEqual([
      { _type: "internalLink", _key: "b0l0", reference: { _type: "reference", _ref: "category-contactors-relays" } },
      { _type: "link", _key: "b0l1", href: "https://www.iec.ch" },
    ]);
  });

  it("keeps a link inside strong text strong", () => {
    const { children } = inline("**see [this](page-shop)**", "b1");
    expect(children).toEqual([
      { _type: "span", _key: "b1s0", text: "see ", marks: ["strong"] },
      { _type: "span", _key: "b1s1", text: "this", marks: ["strong", "b1l0"] },
    ]);
  });

  it("leaves underscores inside words alone", () => {
    expect(inline("snake_case_name", "b0").children).toEqual([{ _type: "span", _key: "b0s0", text: "snake_case_name", marks: [] }]);
  });

  it("refuses unclosed marks", () => {
    expect(() => inline("**never closed", "b0")).toThrow(/Unclosed strong/);
  });

  it("gives positional keys and list metadata", () => {
    const body = blocks(h2("Title"), p("Text"), [bullet("one"), numbered("two")], quote("Said"));
    expect(body.map((b) => [b._key, b.style, b.listItem ?? null, b.level ?? null])).toEqual([
      ["b0", "h2", null, null],
      ["b1", "normal", null, null],
      ["b2", "normal", "bullet", 1],
      ["b3", "normal", "number", 1],
      ["b4", "blockquote", null, null],
    ]);
  });

  it("lists internal link targets only", () => {
    expect(linkTargets("[a](page-shop) [b](https://x.example) [c](tel:+1) [d](product-CC-9-10-24A)")).toEqual(["page-shop", "product-CC-9-10-24A"]);
  });

  it("is deterministic: two builds are byte-identical", () => {
    expect(JSON.stringify(editorialDocuments())).toBe(JSON.stringify(docs));
  });
});

describe("editorial documents", () => {
  it("has the expected documents of each type", () => {
    const count = (type: EditorialDoc["_type"]) => docs.filter((d) => d._type === type).length;
    expect(count("article")).toBeGreaterThanOrEqual(6);
    expect(count("industry")).toBe(4);
    expect(count("resource")).toBe(6);
    expect(count("testimonial")).toBe(4);
    expect(count("whitePaper")).toBe(3);
    for (const id of ["page-home", "page-shop", "page-about", "page-about-quality", "page-contact", "page-shipping-policy"]) {
      expect(ids.has(id), id).toBe(true);
    }
  });

  it("has unique ids that start with their type", () => {
    expect(ids.size).toBe(docs.length);
    for (const doc of docs) expect(doc._id.startsWith(`${doc._type}-`), doc._id).toBe(true);
  });

  it("fills every localized field in both languages", () => {
    for (const doc of docs) {
      for (const lang of LANGS) {
        expect(doc.title[lang].trim(), `${doc._id} title.${lang}`).not.toBe("");
        expect(doc.excerpt[lang].trim(), `${doc._id} excerpt.${lang}`).not.toBe("");
        expect(doc.seo?.description?.[lang].trim(), `${doc._id} seo.${lang}`).toBeTruthy();
        expect(typeof doc.slug[lang], `${doc._id} slug.${lang}`).toBe("string");
        if (doc._id !== "page-home") expect(doc.slug[lang], `${doc._id} slug.${lang}`).not.toBe("");
      }
    }
  });

  it("has substantial bodies with headings in both languages, translated rather than copied", () => {
    for (const doc of docs) {
      for (const lang of LANGS) {
        const body = doc.body[lang];
        expect(body.length, `${doc._id} body.${lang}`).toBeGreaterThanOrEqual(4);
        if (doc._id !== "page-home")
          expect(
            body.some((b) => b.style === "h2"),
            `${doc._id} ${lang} headings`,
          ).toBe(true);
        for (const block of body) {
          expect(block.children.length, `${doc._id} ${lang} ${block._key}`).toBeGreaterThan(0);
          expect(
            block.children
              .map((c) => c.text)
              .join("")
              .trim(),
            `${doc._id} ${lang} ${block._key}`,
          ).not.toBe("");
        }
      }
      expect(JSON.stringify(doc.body.es), doc._id).not.toBe(JSON.stringify(doc.body.en));
      expect(doc.body.es.length, `${doc._id} same structure`).toBe(doc.body.en.length);
    }
  });

  it("leaves no markup behind in the text", () => {
    for (const doc of docs) {
      for (const lang of LANGS) {
        for (const span of doc.body[lang].flatMap((b) => b.children)) {
          expect(span.text, doc._id).not.toMatch(/\*\*|\]\(|-data missing-|lorem/i);
        }
      }
    }
  });

  it("has unique keys within every block list, span list and mark-def list", () => {
    const unique = (keys: string[]) => new Set(keys).size === keys.length;
    for (const doc of docs) {
      for (const lang of LANGS) {
        const body = doc.body[lang];
        expect(unique(body.map((b) => b._key))).toBe(true);
        for (const b of body) {
          expect(unique(b.children.map((c) => c._key))).toBe(true);
          expect(unique(b.markDefs.map((m) => m._key))).toBe(true);
          for (const c of b.children) {
            for (const mark of c.marks) expect(["strong", "em", ...b.markDefs.map((m) => m._key)]).toContain(mark);
          }
        }
      }
    }
  });

  it("uses slugs unique per type and language, Spanish ones translated", () => {
    for (const lang of LANGS) {
      const seen = new Set(docs.map((d) => `${d._type}:${d.slug[lang]}`));
      expect(seen.size, lang).toBe(docs.length);
    }
    const routed = docs.filter((d) => d._id !== "page-home");
    const translated = routed.filter((d) => d.slug.es !== d.slug.en);
    expect(translated.length).toBe(routed.length);
    for (const d of docs) expect(d.slug.en, d._id).toMatch(/^([a-z0-9]+(-[a-z0-9]+)*(\/[a-z0-9]+(-[a-z0-9]+)*)*)?$/);
    for (const d of docs) expect(d.slug.es, d._id).toMatch(/^([a-z0-9]+(-[a-z0-9]+)*(\/[a-z0-9]+(-[a-z0-9]+)*)*)?$/);
  });

  it("nests the Spanish slug of a child page under its parent's Spanish slug", () => {
    const bySlug = new Map(docs.filter((d) => d._type === "page").map((d) => [d.slug.en, d]));
    for (const page of bySlug.values()) {
      const parentEn = page.slug.en.split("/").slice(0, -1).join("/");
      const parent = parentEn ? bySlug.get(parentEn) : undefined;
      if (parent) expect(page.slug.es.startsWith(`${parent.slug.es}/`), page._id).toBe(true);
    }
  });

  it("links only to editorial documents, categories or products", () => {
    for (const doc of docs) {
      const refs = [...LANGS.flatMap((lang) => internalRefs(doc.body[lang])), ...(doc.categories ?? []).map((r) => r._ref)];
      for (const ref of refs) {
        expect(ids.has(ref) || /^(category|product)-\S+$/.test(ref), `${doc._id} -> ${ref}`).toBe(true);
      }
    }
  });

  it("links to catalogue documents that exist in the dataset", () => {
    const catalogue = catalogueIds();
    if (!catalogue) return;
    const refs = docs.flatMap((d) => [...LANGS.flatMap((lang) => internalRefs(d.body[lang])), ...(d.categories ?? []).map((r) => r._ref)]);
    const missing = refs.filter((ref) => /^(category|product)-/.test(ref) && !catalogue.has(ref));
    expect(missing).toEqual([]);
  });

  it("links the same targets in both languages", () => {
    for (const doc of docs) {
      expect(new Set(internalRefs(doc.body.es)), doc._id).toEqual(new Set(internalRefs(doc.body.en)));
    }
  });

  it("is well connected: every document links to another editorial document", () => {
    const linking = docs.filter((d) => internalRefs(d.body.en).some((ref) => ids.has(ref)));
    expect(docs.filter((d) => !linking.includes(d)).map((d) => d._id)).toEqual([]);
  });

  it("dates articles and white papers, and gives testimonials an author and company", () => {
    for (const doc of docs) {
      expect(doc._createdAt).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/);
      if (doc._type === "article" || doc._type === "whitePaper") expect(doc.publishedAt, doc._id).toBe(doc._createdAt);
      if (doc._type === "testimonial") {
        expect(doc.author, doc._id).toBeTruthy();
        expect(doc.company, doc._id).toBeTruthy();
      }
      if (doc._type === "industry") {
        expect(doc.categories?.length, doc._id).toBeGreaterThanOrEqual(3);
        for (const c of doc.categories ?? []) expect(c._ref).toMatch(/^category-/);
      }
    }
  });
});
