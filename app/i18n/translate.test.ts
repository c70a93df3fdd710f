import { readdirSync, readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { MISSING_STRING, translate } from "./translate";

describe("translate", () => {
  const strings = { cartIncrease: "Add ~~1~~ to ~~2~~", cartUpdate: "Update" };
  it("fills ~~n~~ with the nth variable", () => {
    expect(translate(strings, "cartIncrease", [10, "Push button"])).toBe("Add 10 to Push button");
  });
  it("leaves a placeholder without a variable as it is", () => {
    expect(translate(strings, "cartIncrease", [10])).toBe("Add 10 to ~~2~~");
  });
  it("shows -data missing- for a key the loaded strings lack", () => {
    expect(translate(strings, "cartEmpty")).toBe(MISSING_STRING);
    expect(MISSING_STRING).toBe("-data missing-");
  });
  it("returns a string without variables as it is", () => {
    expect(translate(strings, "cartUpdate")).toBe("Update");
  });
  it("takes only keys of content/strings: a typo fails the type check", () => {
    // @ts-expect-error "cartUpdat" is no key of content/strings/*.json
    expect(translate(strings, "cartUpdat")).toBe(MISSING_STRING);
  });
});

describe("StringKey", () => {
  it("is read from every content/strings/*.json file", () => {
    const source = readFileSync("app/i18n/string-keys.ts", "utf8");
    const files = readdirSync("content/strings").filter((name) => name.endsWith(".json"));
    expect(files.length).toBeGreaterThan(0);
    expect(files.filter((name) => !source.includes(`typeof import("../../content/strings/${name}")`))).toEqual([]);
  });
});

describe("translate with a count", () => {
  const en = { shellLocaleTag: "en-US", favoritesCount_one: "~~1~~ saved part", favoritesCount_other: "~~1~~ saved parts" };
  const es = { shellLocaleTag: "es-US", favoritesCount_one: "~~1~~ pieza guardada", favoritesCount_other: "~~1~~ piezas guardadas" };
  it("chooses the plural form Intl.PluralRules names for the count in the table's language", () => {
    expect(translate(en, "favoritesCount", [1])).toBe("1 saved part");
    expect(translate(en, "favoritesCount", [0])).toBe("0 saved parts");
    expect(translate(en, "favoritesCount", [2])).toBe("2 saved parts");
    expect(translate(es, "favoritesCount", [1])).toBe("1 pieza guardada");
    expect(translate(es, "favoritesCount", [20])).toBe("20 piezas guardadas");
  });
  it("falls back to the other form when the language has a form the table lacks", () => {
    // Spanish names a million "many".
    expect(translate(es, "favoritesCount", [1_000_000])).toBe("1000000 piezas guardadas");
  });
  it("shows -data missing- for a counted key without its forms, or without a count", () => {
    expect(translate({}, "favoritesCount", [1])).toBe(MISSING_STRING);
    expect(translate(en, "favoritesCount")).toBe(MISSING_STRING);
  });
});

describe("texts that take a count", () => {
  it("all have their plural forms: no table puts a bare count before a plural noun", () => {
    // A range's total ("25–48 of 120 products") is always more than one page.
    const counted =
      /(?<!(of|de) )~~\d~~ (saved )?(parts|items|products|minutes|seconds|companies|days|business days|piezas|artículos|productos|minutos|segundos|empresas|días)\b/;
    for (const file of readdirSync("content/strings").filter((name) => name.endsWith(".json"))) {
      const table = JSON.parse(readFileSync(`content/strings/${file}`, "utf8")) as Record<string, { en: string; es: string }>;
      for (const [key, { en, es }] of Object.entries(table)) {
        if (key.endsWith("_other")) continue;
        expect(`${key}: ${en} / ${es}`).not.toMatch(counted);
      }
    }
  });
});

describe("the shop's counted texts", () => {
  const files = readdirSync("content/strings").filter((name) => name.endsWith(".json"));
  const tables = files.map((file) => JSON.parse(readFileSync(`content/strings/${file}`, "utf8")) as Record<string, { en: string; es: string }>);
  const table = (lang: "en" | "es") => Object.fromEntries(tables.flatMap((entries) => Object.entries(entries).map(([key, text]) => [key, text[lang]])));
  const en = table("en");
  const es = table("es");
  it("say one product or two in both languages", () => {
    expect([1, 2].map((count) => translate(en, "catalogResult", [count]))).toEqual(["Showing 1 product", "Showing 2 products"]);
    expect([1, 2].map((count) => translate(es, "catalogResult", [count]))).toEqual(["Mostrando 1 producto", "Mostrando 2 productos"]);
    expect([1, 2].map((count) => translate(en, "catalogDatasheetIntro", [count, "GCX11"]))).toEqual([
      expect.stringMatching(/^Series GCX11: 1 product\. /),
      expect.stringMatching(/^Series GCX11: 2 products\. /),
    ]);
    expect([1, 2].map((count) => translate(es, "catalogDatasheetIntro", [count, "GCX11"]))).toEqual([
      expect.stringMatching(/^Serie GCX11: 1 producto\. /),
      expect.stringMatching(/^Serie GCX11: 2 productos\. /),
    ]);
  });
});
