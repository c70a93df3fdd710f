import { describe, expect, it } from "vitest";
import { mayReadPriceList, toPriceListEntryRecord } from "./price-list-call";

describe("toPriceListEntryRecord", () => {
  it("nests the part number as PriceListEntryItem.name", () => {
    expect(toPriceListEntryRecord({ valueType: "Actual", schedule: "", item: "DS-63-3P-EN", value: "115.34" })).toEqual({
      valueType: "Actual",
      schedule: "",
      PriceListEntryItem: { name: "DS-63-3P-EN" },
      value: "115.34",
    });
  });
  it.each([null, "", "  "])("answers a schedule entry (item %j) without an item", (item) => {
    expect(toPriceListEntryRecord({ valueType: "% Discount", schedule: "E-1, E-2", item, value: "5" })).toEqual({
      valueType: "% Discount",
      schedule: "E-1, E-2",
      PriceListEntryItem: null,
      value: "5",
    });
  });
});

describe("mayReadPriceList", () => {
  const publicLists = ["OEM"];
  it.each([
    ["OEM", [], true],
    ["OEM", ["DIST-STOCKING"], true],
    ["DIST-STOCKING", [], false],
    ["DIST-STOCKING", ["DIST-STOCKING"], true],
    ["DIST-STOCKING", ["KEY-ACCOUNT-A", "OEM"], false],
    ["KEY-ACCOUNT-A", ["KEY-ACCOUNT-A", "OEM"], true],
    ["dist-stocking", ["DIST-STOCKING"], false],
  ] as const)("%s with the caller's lists %j: %s", (list, callerLists, allowed) => {
    expect(mayReadPriceList(list, { publicLists, callerLists })).toBe(allowed);
  });
});
