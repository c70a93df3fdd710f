import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { MemoryRouter } from "react-router-dom";
import { describe, expect, it } from "vitest";
import type { Lang } from "~/i18n/lang";
import { PortableText } from "./PortableText";
import type { ResolvedBlock, ResolvedMarkDef } from "./portable-text-tree";

let n = 0;
function block(children: [string, string[]][], extra: Partial<ResolvedBlock> = {}, markDefs: ResolvedMarkDef[] = []): ResolvedBlock {
  return {
    _type: "block",
    _key: `b${n++}`,
    style: "normal",
    markDefs,
    children: children.map(([text, marks], i) => ({ _type: "span", _key: `s${i}`, text, marks })),
    ...extra,
  };
}

const render = (value: ResolvedBlock[], lang: Lang = "en") =>
  renderToStaticMarkup(createElement(MemoryRouter, null, createElement(PortableText, { value, lang })));

describe("PortableText", () => {
  it("renders headings, paragraphs, quotes and decorators", () => {
    const html = render([
      block([["Title", []]], { style: "h2" }),
      block([
        ["bold", ["strong"]],
        [" and ", []],
        ["code", ["code", "em"]],
      ]),
      block([["Quoted", []]], { style: "blockquote" }),
    ]);
    expect(html).toContain("<h2");
    expect(html).toMatch(/<strong><span>bold<\/span><\/strong>/);
    expect(html).toMatch(/<code[^>]*><em><span>code<\/span><\/em><\/code>/);
    expect(html).toMatch(/<blockquote[^>]*><span>Quoted<\/span><\/blockquote>/);
  });

  it("links internal references to the document's path in the page's language", () => {
    const defs: ResolvedMarkDef[] = [
      {
        _type: "internalLink",
        _key: "a",
        reference: { _type: "reference", _ref: "article-x" },
        doc: { _type: "article", slug: { en: "choosing", es: "como-elegir" } },
      },
      { _type: "internalLink", _key: "gone", reference: { _type: "reference", _ref: "deleted" }, doc: null },
    ];
    const value = [
      block(
        [
          ["guide", ["a"]],
          [" missing", ["gone"]],
        ],
        {},
        defs,
      ),
    ];
    expect(render(value, "es")).toContain('href="/es/articulo/como-elegir"');
    expect(render(value, "en")).toContain('href="/article/choosing"');
    expect(render(value, "en")).not.toContain("deleted");
    expect(render(value, "en")).toContain("<span> missing</span>");
  });

  it("opens other hosts with rel=noopener and drops dangerous links", () => {
    const defs: ResolvedMarkDef[] = [
      { _type: "link", _key: "ext", href: "https://www.nema.org" },
      { _type: "link", _key: "bad", href: "javascript:alert(1)" },
    ];
    const html = render([
      block(
        [
          ["NEMA", ["ext"]],
          ["click", ["bad"]],
        ],
        {},
        defs,
      ),
    ]);
    expect(html).toMatch(/<a href="https:\/\/www.nema.org\/" rel="noopener"[^>]*><span>NEMA<\/span><\/a>/);
    expect(html).not.toContain("javascript:");
    expect(html).toContain("<span>click</span>");
  });

  it("nests list levels", () => {
    const html = render([
      block([["one", []]], { listItem: "number", level: 1 }),
      block([["sub", []]], { listItem: "bullet", level: 2 }),
      block([["two", []]], { listItem: "number", level: 1 }),
    ]);
    expect(html).toMatch(
      /^<div[^>]*><ol[^>]*><li[^>]*><span>one<\/span><ul[^>]*><li[^>]*><span>sub<\/span><\/li><\/ul><\/li><li[^>]*><span>two<\/span><\/li><\/ol><\/div>$/,
    );
  });

  it("renders nothing without blocks", () => {
    expect(render([])).toBe("");
  });
});
