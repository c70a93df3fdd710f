import { describe, expect, it } from "vitest";
import { docHref } from "./doc-links";

describe("docHref", () => {
  it("links each document type to its route in the language asked", () => {
    expect(docHref({ _type: "article", slug: { en: "a", es: "b" } }, "es")).toBe("/es/articulo/b");
    expect(docHref({ _type: "whitePaper", slug: { en: "a", es: "b" } }, "en")).toBe("/white-paper/a");
    expect(docHref({ _type: "product", slug: { en: "p", es: "q" } }, "es")).toBe("/es/productos/q");
  });
  it("links pages through the catch-all and the home page to the root", () => {
    expect(docHref({ _type: "page", slug: { en: "about/quality", es: "acerca-de/calidad" } }, "es")).toBe("/es/acerca-de/calidad");
    expect(docHref({ _type: "page", slug: { en: "", es: "" } }, "es")).toBe("/es");
  });
  it("gives null for types without a page and for missing documents", () => {
    expect(docHref({ _type: "menu", slug: { en: "x", es: "y" } }, "en")).toBeNull();
    expect(docHref(null, "en")).toBeNull();
  });
});
