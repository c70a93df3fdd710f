import { describe, expect, it } from "vitest";
import { RULES } from "./testing/catalogue";
import {
  chooseShippingRule,
  isAirOnly,
  findZone,
  isDomestic,
  matchesZipList,
  normaliseState,
  normaliseZipPrefix,
  toDestination,
  zipPrefix,
  zoneTable,
} from "./destination";

describe("isDomestic", () => {
  it.each([
    ["US", true],
    [" us ", true],
    ["CA", false],
    ["MX", false],
    ["USA", false],
    ["", false],
    [null, false],
    [undefined, false],
  ])("%j → %s", (country, expected) => {
    expect(isDomestic(country, RULES)).toBe(expected);
  });
});

describe("domestic country from the rules", () => {
  it("compares case-insensitively with the setting", () => {
    expect(isDomestic("ca", { domesticCountry: "CA" })).toBe(true);
    expect(isDomestic("US", { domesticCountry: "CA" })).toBe(false);
  });
});

describe("isAirOnly", () => {
  it.each([
    ["AK", true],
    ["HI", true],
    [" hi ", true],
    ["ak", true],
    ["PA", false],
    ["", false],
    [null, false],
  ])("%j → %s", (state, expected) => {
    expect(isAirOnly(state, RULES)).toBe(expected);
  });
});

describe("normaliseState", () => {
  it("trims and upper-cases; empty is no state", () => {
    expect(normaliseState(" pa ")).toBe("PA");
    expect(normaliseState("")).toBeNull();
    expect(normaliseState(null)).toBeNull();
  });
});

describe("zones", () => {
  it.each([
    [4, "004"],
    [15, "015"],
    [152, "152"],
    ["4", "004"],
    ["005", "005"],
    [" 160 ", "160"],
    [1000, null],
    [-4, null],
    [4.5, null],
    ["15a", null],
    ["", null],
  ])("normaliseZipPrefix(%j) = %j", (zip, expected) => {
    expect(normaliseZipPrefix(zip)).toBe(expected);
  });

  const table = zoneTable([
    { zip: 4, zone: 4 },
    { zip: "005", zone: 4 },
    { zip: "152", zone: 2 },
    { zip: "152", zone: 9 },
    { zip: "bad", zone: 3 },
    { zip: 995, zone: 8 },
  ]);

  it("builds a three-digit table; the first entry for a prefix wins; junk is skipped", () => {
    expect([...table.entries()]).toEqual([
      ["004", 4],
      ["005", 4],
      ["152", 2],
      ["995", 8],
    ]);
  });

  it.each([
    ["15222", "152"],
    ["15222-1234", "152"],
    [" 00401 ", "004"],
    ["12", null],
    ["K1A 0B1", null],
    ["", null],
    [null, null],
  ])("zipPrefix(%j) = %j", (postalCode, expected) => {
    expect(zipPrefix(postalCode)).toBe(expected);
  });

  it("finds the zone by the first three digits; unknown prefixes have none", () => {
    expect(findZone(table, "15222")).toBe(2);
    expect(findZone(table, "00401")).toBe(4); // a numeric table entry 4
    expect(findZone(table, "99501")).toBe(8);
    expect(findZone(table, "00601")).toBeNull();
    expect(findZone(table, "")).toBeNull();
    expect(findZone(table, undefined)).toBeNull();
  });
});

describe("matchesZipList", () => {
  it.each([
    ["150*, 151*, 152*", "15222", true],
    ["150*, 151*, 152*", "15301", false],
    ["150*,151*", "15101", true],
    ["*", "99501", true],
    ["*", "", true],
    ["15222", "15222", true],
    ["15222", "152221", false],
    ["15222, 15230", " 15230 ", true],
    ["152*", "1522", true],
    ["152*", "15", false],
    ["", "15222", false],
    ["150*, ,", "", false],
  ])("%j holds %j → %s", (zipCodes, postalCode, expected) => {
    expect(matchesZipList(zipCodes, postalCode)).toBe(expected);
  });
});

describe("chooseShippingRule", () => {
  const rules = [
    { addressState: "PA", zipCodes: "*", note: "PA state" },
    { addressState: "PA", zipCodes: "150*, 151*, 152*", note: "Pittsburgh" },
    { addressState: "PA", zipCodes: "190*", note: "Philadelphia" },
    { addressState: "AK", zipCodes: "*", note: "Alaska" },
    { addressState: "FL", zipCodes: "330*, 331*, 332*", note: "Miami" },
    { addressState: "TX", zipCodes: "770*", note: "Houston" },
    { addressState: "TX", zipCodes: "771*", note: "Houston 2" },
  ];
  const note = (state: string | null, postalCode: string | null) => chooseShippingRule(rules, state, postalCode)?.note ?? null;

  it("several rules: the first matching specific list wins, even after the catch-all", () => {
    expect(note("PA", "15222")).toBe("Pittsburgh");
    expect(note("PA", "19003")).toBe("Philadelphia");
  });

  it("several rules: otherwise the catch-all", () => {
    expect(note("PA", "16066")).toBe("PA state");
    expect(note("pa", null)).toBe("PA state");
  });

  it("several rules without a catch-all and no match: none", () => {
    expect(note("TX", "75001")).toBeNull();
    expect(note("TX", "77101")).toBe("Houston 2");
  });

  it("exactly one rule: used whatever the postal code", () => {
    expect(note("AK", "99501")).toBe("Alaska");
    expect(note("FL", "32801")).toBe("Miami");
  });

  it("no rule for the state, or no state: none", () => {
    expect(note("OH", "44101")).toBeNull();
    expect(note(null, "15222")).toBeNull();
    expect(note("", "15222")).toBeNull();
  });
});

describe("toDestination", () => {
  const zones = zoneTable([{ zip: "152", zone: 2 }]);

  it("domestic: normalised state and postal code, with the zone", () => {
    expect(toDestination({ country: "US", state: "pa", postalCode: " 15222 " }, zones, RULES)).toEqual({
      international: false,
      state: "PA",
      postalCode: "15222",
      zone: 2,
      airOnly: false,
    });
  });

  it("domestic with an unknown prefix: no zone", () => {
    expect(toDestination({ country: "US", state: "PR", postalCode: "00901" }, zones, RULES).zone).toBeNull();
  });

  it("domestic Alaska and Hawaii are air-only", () => {
    expect(toDestination({ country: "US", state: "ak", postalCode: "99501" }, zones, RULES)).toMatchObject({ airOnly: true, state: "AK" });
    expect(toDestination({ country: "US", state: "HI", postalCode: "96813" }, zones, RULES).airOnly).toBe(true);
  });

  it("international: never a zone", () => {
    expect(toDestination({ country: "CA", state: "ON", postalCode: "15222" }, zones, RULES)).toEqual({
      international: true,
      state: "ON",
      postalCode: "15222",
      zone: null,
      airOnly: false,
    });
    expect(toDestination({ country: "JP", state: "HI", postalCode: "" }, zones, RULES).airOnly).toBe(false);
    expect(toDestination({ country: null, state: null, postalCode: "" }, zones, RULES)).toEqual({
      international: true,
      state: null,
      postalCode: null,
      zone: null,
      airOnly: false,
    });
  });
});
