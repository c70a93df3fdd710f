import { describe, expect, it } from "vitest";
import { preferredLang } from "./accept-language";

describe("preferredLang", () => {
  it.each([
    ["fr-FR,fr;q=0.9,es;q=0.8", "es"],
    ["de, es", "es"],
    ["de-CH,de;q=0.9,en;q=0.8,es;q=0.7", "en"],
    ["es-MX,es;q=0.9,en;q=0.8", "es"],
    ["en-US,en;q=0.9,es;q=0.8", "en"],
    // Weights, not order, decide; ties keep the order sent.
    ["en;q=0.5, es", "es"],
    ["es;q=0.8, en;q=0.8", "es"],
    ["EN-gb;Q=0.7, es-419;q=0.6", "en"],
    // q=0 refuses a language.
    ["es;q=0, en;q=0.1", "en"],
    ["es;q=0", null],
    ["fr-FR,de;q=0.8", null],
    ["*", null],
    ["", null],
    [null, null],
    ["es;q=abc", "es"],
    [";;,,", null],
  ])("%j -> %s", (header, lang) => {
    expect(preferredLang(header)).toBe(lang);
  });
});
