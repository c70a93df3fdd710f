import { describe, expect, it } from "vitest";
import { countryName, countryOptions } from "./countries";
import { COUNTRY_CODES, isCountryCode } from "./country-codes";

describe("countries", () => {
  it("lists every ISO 3166-1 country once, in each language", () => {
    for (const lang of ["en", "es"] as const) {
      const list = countryOptions(lang);
      expect(list.length).toBe(COUNTRY_CODES.length);
      expect(list.length).toBeGreaterThanOrEqual(249);
      expect(new Set(list.map((c) => c.code)).size).toBe(list.length);
      for (const c of list) expect(c.name).not.toBe(c.code);
    }
  });

  it("names them in English and Spanish, sorted by each language's collation", () => {
    expect(countryName("DE", "en")).toBe("Germany");
    expect(countryName("DE", "es")).toBe("Alemania");
    expect(countryName("MX", "es")).toBe("México");
    const es = countryOptions("es").map((c) => c.name);
    expect(es).toEqual([...es].sort(new Intl.Collator("es").compare));
    // Collation, not code points: Å sorts with A (by code point it would follow Z).
    const en = countryOptions("en").map((c) => c.name);
    expect(en.indexOf("Åland Islands")).toBeLessThan(en.indexOf("Albania"));
  });

  it("gives the calling code, or none where libphonenumber-js has no plan", () => {
    const byCode = new Map(countryOptions("en").map((c) => [c.code, c]));
    expect(byCode.get("US")!.callingCode).toBe("+1");
    expect(byCode.get("MX")!.callingCode).toBe("+52");
    expect(byCode.get("CA")!.callingCode).toBe("+1");
    expect(byCode.get("AQ")!.callingCode).toBeNull();
  });

  it("knows alpha-2 codes only, upper case as stored", () => {
    expect(isCountryCode("US")).toBe(true);
    expect(isCountryCode("us")).toBe(false);
    expect(isCountryCode("USA")).toBe(false);
    expect(isCountryCode("XX")).toBe(false);
    expect(isCountryCode("")).toBe(false);
  });
});
