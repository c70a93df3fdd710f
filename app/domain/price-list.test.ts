import { describe, expect, it } from "vitest";
import { findEntry, PUBLIC_PRICE_LIST_DEFAULTS, resolvePriceListName, salePrice, type PriceListEntry } from "./price-list";

const KNOWN = ["OEM", "DIST-STOCKING", "DIST-RESELLER", "KEY-ACCOUNT-A"];

const pct = (schedule: string, value: string): PriceListEntry => ({ valueType: "% Discount", schedule, item: null, value });
const actual = (item: string, value: string): PriceListEntry => ({ valueType: "Actual", schedule: "", item, value });

// Shaped like the catalogue's OEM list.
const OEM: PriceListEntry[] = [
  pct("E-1, E-2", "5"),
  pct("F-1, F-2, F-3", "0"),
  pct("G-1,G-2", "8"),
  pct("G-6", "33.5"),
  pct("Schedule Z", "0"),
  actual("DS-63-3P-EN", "115.34"),
];

describe("resolvePriceListName", () => {
  it.each([
    ["OEM", "OEM"],
    ["DIST-STOCKING", "DIST-STOCKING"],
    [" KEY-ACCOUNT-A ", "KEY-ACCOUNT-A"],
    ["dist-reseller", "DIST-RESELLER"],
    ["list", "OEM"],
    ["select", "OEM"],
    ["LIST", "OEM"],
    [" Select ", "OEM"],
    ["GOLD", "OEM"],
    ["", "OEM"],
    ["   ", "OEM"],
    [null, "OEM"],
    [undefined, "OEM"],
  ])("%j → %s", (name, expected) => {
    expect(resolvePriceListName(name, KNOWN, PUBLIC_PRICE_LIST_DEFAULTS)).toBe(expected);
  });

  it("prefers an exact match over a case-insensitive one", () => {
    expect(resolvePriceListName("Vip", ["VIP", "Vip"], PUBLIC_PRICE_LIST_DEFAULTS)).toBe("Vip");
  });

  it("takes the default list and its aliases from the settings", () => {
    const defaults = { defaultPriceList: "PUBLIC", defaultPriceListAliases: ["retail"] };
    expect(resolvePriceListName(" Retail ", KNOWN, defaults)).toBe("PUBLIC");
    expect(resolvePriceListName("list", KNOWN, defaults)).toBe("PUBLIC");
    expect(resolvePriceListName(null, KNOWN, defaults)).toBe("PUBLIC");
    expect(resolvePriceListName("OEM", KNOWN, defaults)).toBe("OEM");
  });

  it("falls back to the default when no lists are known", () => {
    expect(resolvePriceListName("DIST-STOCKING", [], PUBLIC_PRICE_LIST_DEFAULTS)).toBe("OEM");
  });
});

describe("findEntry", () => {
  it("1. matches the part number exactly, ahead of any schedule entry", () => {
    expect(findEntry(OEM, "DS-63-3P-EN", "E-1")).toBe(OEM[5]);
  });

  it("1. part numbers are case-sensitive", () => {
    expect(findEntry(OEM, "ds-63-3p-en", "E-1")).toBe(OEM[0]);
  });

  it("2. matches the discount schedule inside a comma list, trimming each part", () => {
    expect(findEntry(OEM, "X", "E-2")).toBe(OEM[0]);
    expect(findEntry(OEM, "X", "G-2")).toBe(OEM[2]);
    expect(findEntry(OEM, "X", " F-3 ")).toBe(OEM[1]);
  });

  it("2. the first matching schedule entry wins", () => {
    const entries = [pct("H-2", "2"), pct("H-2, H-3", "9")];
    expect(findEntry(entries, "X", "H-2")).toBe(entries[0]);
  });

  it("2. does not match part of a schedule code", () => {
    expect(findEntry([pct("G-10", "9"), pct("Schedule Z", "1")], "X", "G-1")?.value).toBe("1");
  });

  it("2. ignores entries that carry an item even if their schedule matches", () => {
    const entries: PriceListEntry[] = [{ valueType: "Actual", schedule: "E-1", item: "OTHER", value: "1" }, pct("E-1", "7")];
    expect(findEntry(entries, "X", "E-1")).toBe(entries[1]);
  });

  it("2. treats an empty item as no item", () => {
    const entries: PriceListEntry[] = [{ valueType: "% Discount", schedule: "E-1", item: "", value: "7" }];
    expect(findEntry(entries, "X", "E-1")).toBe(entries[0]);
  });

  it("3. falls back to Schedule Z", () => {
    expect(findEntry(OEM, "X", "H-7")).toBe(OEM[4]);
    expect(findEntry(OEM, "X", null)).toBe(OEM[4]);
    expect(findEntry(OEM, "X", "")).toBe(OEM[4]);
  });

  it("4. finds nothing without a part number, schedule or Schedule Z entry", () => {
    expect(findEntry([pct("E-1", "5")], "X", "H-7")).toBeNull();
    expect(findEntry([], "X", "E-1")).toBeNull();
  });
});

describe("salePrice", () => {
  const product = (pn: string, listPriceCents: number, discountSchedule: string | null) => ({ pn, listPriceCents, discountSchedule });

  it("% Discount takes the percentage off, rounded to the cent", () => {
    expect(salePrice(product("X", 2000, "E-1"), OEM)).toEqual({ cents: 1900, callForPrice: false, entry: OEM[0] });
    expect(salePrice(product("X", 1505, "G-1"), OEM).cents).toBe(1385); // 13.846
    expect(salePrice(product("X", 1505, "G-6"), OEM).cents).toBe(1001); // 10.00825
    expect(salePrice(product("X", 1010, "E-1"), OEM).cents).toBe(960); // 9.595 → 9.60
  });

  it("0 % leaves the list price", () => {
    expect(salePrice(product("X", 1240, "F-1"), OEM).cents).toBe(1240);
  });

  it("Actual uses the value, whatever the list price", () => {
    expect(salePrice(product("DS-63-3P-EN", 15000, "E-1"), OEM)).toEqual({ cents: 11534, callForPrice: false, entry: OEM[5] });
    expect(salePrice(product("P", 100, null), [actual("P", "7.6")]).cents).toBe(760);
    expect(salePrice(product("P", 100, null), [actual("P", "2.005")]).cents).toBe(201);
  });

  it("any other value type is 0 and Call for price", () => {
    const entry: PriceListEntry = { valueType: "Quote", schedule: "", item: "P", value: "12" };
    expect(salePrice(product("P", 5000, "E-1"), [entry])).toEqual({ cents: 0, callForPrice: true, entry });
  });

  it("without an entry the list price stands", () => {
    expect(salePrice(product("X", 4321, "H-7"), [pct("E-1", "5")])).toEqual({ cents: 4321, callForPrice: false, entry: null });
  });
});
