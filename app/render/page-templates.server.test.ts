import { describe, expect, it } from "vitest";
import { MAX_QUERIES_PER_PATH } from "~/http/page-cache.server";
import { compileTemplate, fillTemplate, PageTemplates, type PageTemplate } from "./page-templates.server";
import { CHOICE_MARK, SLOT_SECRET, TemplateSlots, type PersonalValues } from "./template-slots";

const maria: PersonalValues = {
  user: { name: `Maria "<O'Neil>" & Co`, email: "m@example.com", nameFirst: "Maria", nameLast: "O'Neil", needsName: false },
  cartCount: 3,
  favorites: ["A-1"],
};
const visitor: PersonalValues = { user: null, cartCount: null, favorites: null };

/** A template as the renderer makes one: placeholders from `slots`, marks around a choice's options. */
function template(): { slots: TemplateSlots; html: string } {
  const slots = new TemplateSlots();
  const name = slots.text((v) => v.user?.name ?? "");
  const data = slots.jsonValue((v) => v.user);
  const heart = slots.choice((v) => (v.favorites?.includes("A-1") ? "on" : "off"));
  const mark = (option: string) => `<template ${CHOICE_MARK}="${SLOT_SECRET}:${heart}:${option}"></template>`;
  const html = `<p nonce="N0NCE" title="${name}">${name}</p>${mark("on")}<b>saved</b>${mark("off")}<i>save</i>${mark("")}<script nonce="N0NCE">x = {"user":"${data}"};</script>`;
  return { slots, html };
}

describe("compileTemplate and fillTemplate", () => {
  it("fills each visitor's text escaped for HTML, their data escaped for a script, their choice, and the response's nonce", () => {
    const { slots, html } = template();
    const segments = compileTemplate(html, "N0NCE");
    const page = fillTemplate({ segments, slots }, maria, "fresh");
    expect(page).toBe(
      '<p nonce="fresh" title="Maria &quot;&lt;O&#x27;Neil&gt;&quot; &amp; Co">Maria &quot;&lt;O&#x27;Neil&gt;&quot; &amp; Co</p><b>saved</b>' +
        '<script nonce="fresh">x = {"user":{"name":"Maria \\"\\u003cO\'Neil\\u003e\\" \\u0026 Co","email":"m@example.com","nameFirst":"Maria","nameLast":"O\'Neil","needsName":false}};</script>',
    );
    expect(fillTemplate({ segments, slots }, visitor, "other")).toBe(
      '<p nonce="other" title=""></p><i>save</i><script nonce="other">x = {"user":null};</script>',
    );
  });

  it("leaves alone what only looks like a placeholder or a mark: without the process's secret it is the page's own text", () => {
    const slots = new TemplateSlots();
    const html = `<p>\uE0000\uE001 "\uE0020\uE003" <template ${CHOICE_MARK}="0:on"></template></p>`;
    slots.text(() => "secret");
    expect(fillTemplate({ segments: compileTemplate(html, ""), slots }, maria, "")).toBe(html);
  });
});

describe("PageTemplates", () => {
  const page = (bytes: number): PageTemplate => ({ status: 200, headers: [], segments: ["x"], slots: new TemplateSlots(), bytes });

  it("keeps a template per audience and address for its time, the least recently used out first", () => {
    let now = 0;
    const templates = new PageTemplates({ maxBytes: 300, ttlMs: 1000, now: () => now });
    const a = page(100);
    templates.store("/p", "visitor", a);
    templates.store("/p", "buyer:name:OEM", page(100));
    expect(templates.lookup("/p", "visitor")).toBe(a);
    expect(templates.lookup("/q", "visitor")).toBeUndefined();
    templates.store("/q", "visitor", page(100));
    templates.store("/r", "visitor", page(100));
    // Over 300 bytes: the OEM page was used least recently.
    expect(templates.lookup("/p", "buyer:name:OEM")).toBeUndefined();
    expect(templates.lookup("/p", "visitor")).toBe(a);
    now = 1000;
    expect(templates.lookup("/p", "visitor")).toBeUndefined();
    templates.purge();
    expect(templates.size()).toEqual({ templates: 0, bytes: 0 });
  });

  it("keeps at most MAX_QUERIES_PER_PATH query strings a path and audience", () => {
    const templates = new PageTemplates({ maxBytes: 1_000_000, ttlMs: 1000 });
    for (let i = 0; i <= MAX_QUERIES_PER_PATH; i++) templates.store(`/products?page=${i}`, "visitor", page(1));
    expect(templates.size().templates).toBe(MAX_QUERIES_PER_PATH);
    templates.store("/products?page=99", "buyer:name:OEM", page(1));
    expect(templates.lookup("/products?page=99", "buyer:name:OEM")).toBeDefined();
  });
});
