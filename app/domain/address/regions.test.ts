import { describe, expect, it } from "vitest";
import { COUNTRIES_WITH_REGIONS, findRegionCode, regionOptions, regionsOf } from "./regions";

describe("states and provinces", () => {
  it("lists the US states with DC and the territories, the 13 Canadian provinces and territories, the 32 Mexican states", () => {
    expect(COUNTRIES_WITH_REGIONS).toEqual(["US", "CA", "MX"]);
    expect(regionsOf("US")).toHaveLength(59);
    expect(regionsOf("CA")).toHaveLength(13);
    expect(regionsOf("MX")).toHaveLength(32);
    expect(regionsOf("DE")).toBeNull();
  });

  it("has unique two-letter codes and both names for every entry", () => {
    for (const country of COUNTRIES_WITH_REGIONS) {
      const regions = regionsOf(country)!;
      expect(new Set(regions.map((r) => r.code)).size, country).toBe(regions.length);
      for (const r of regions) {
        expect(r.code).toMatch(/^[A-Z]{2}$/);
        expect(r.en.trim()).not.toBe("");
        expect(r.es.trim()).not.toBe("");
      }
    }
  });

  it("finds a code in any case, only in its own country", () => {
    expect(findRegionCode("US", " pa ")).toBe("PA");
    expect(findRegionCode("MX", "NL")).toBe("NL");
    expect(findRegionCode("CA", "NL")).toBe("NL");
    expect(findRegionCode("CA", "PA")).toBeNull();
    expect(findRegionCode("DE", "BY")).toBeNull();
  });

  it("finds a region by its English or Spanish name, in any case and with or without accents", () => {
    expect(findRegionCode("US", "Pennsylvania")).toBe("PA");
    expect(findRegionCode("US", " pensilvania ")).toBe("PA");
    expect(findRegionCode("CA", "british  columbia")).toBe("BC");
    expect(findRegionCode("CA", "Columbia Britanica")).toBe("BC");
    expect(findRegionCode("MX", "Nuevo León")).toBe("NL");
    expect(findRegionCode("CA", "Pennsylvania")).toBeNull();
  });

  it("names them in the language, sorted by its collation", () => {
    const es = regionOptions("US", "es");
    expect(es.find((r) => r.code === "NY")!.name).toBe("Nueva York");
    expect(es.map((r) => r.name)).toEqual([...es.map((r) => r.name)].sort(new Intl.Collator("es").compare));
    const mx = regionOptions("MX", "en");
    expect(mx.find((r) => r.code === "CX")!.name).toBe("Mexico City");
    expect(mx.findIndex((r) => r.name === "Michoacán")).toBeLessThan(mx.findIndex((r) => r.name === "Morelos"));
    expect(regionOptions("FR", "en")).toEqual([]);
  });
});
