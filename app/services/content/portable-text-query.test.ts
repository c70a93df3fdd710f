import { describe, expect, it } from "vitest";
import { portableTextProjection } from "./portable-text-query";
import { createInThreadContent } from "./testing/in-thread-content";

const docs = [
  {
    _id: "article-a",
    _type: "article",
    body: {
      en: [
        {
          _type: "block",
          _key: "b1",
          style: "normal",
          markDefs: [
            { _type: "internalLink", _key: "m1", reference: { _type: "reference", _ref: "page-x" } },
            { _type: "link", _key: "m2", href: "https://example.org" },
          ],
          children: [],
        },
      ],
      es: [
        {
          _type: "block",
          _key: "b2",
          style: "normal",
          markDefs: [{ _type: "internalLink", _key: "m1", reference: { _type: "reference", _ref: "page-x" } }],
          children: [],
        },
      ],
    },
  },
  { _id: "page-x", _type: "page", slug: { _type: "localeSlug", en: "about", es: "acerca-de" }, title: { en: "About", es: "Acerca" } },
];

describe("portableTextProjection", () => {
  it("returns one language with internal links resolved and other marks untouched", async () => {
    const content = createInThreadContent(docs);
    for (const lang of ["en", "es"] as const) {
      const result = await content.fetch<{ body: { markDefs: Record<string, unknown>[] }[] }>(
        `*[_id == "article-a"][0]{${portableTextProjection("body", lang)}}`,
      );
      expect(result.body[0]!.markDefs[0]).toMatchObject({
        _key: "m1",
        doc: { _type: "page", slug: { en: "about", es: "acerca-de" }, title: lang === "en" ? "About" : "Acerca" },
      });
    }
    const en = await content.fetch<{ text: { markDefs: Record<string, unknown>[] }[] }>(
      `*[_id == "article-a"][0]{${portableTextProjection("body", "en", "text")}}`,
    );
    expect(en.text[0]!.markDefs[1]).toEqual({ _type: "link", _key: "m2", href: "https://example.org" });
  });
});
