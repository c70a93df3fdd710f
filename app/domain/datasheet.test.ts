import { describe, expect, it } from "vitest";
import { buildDatasheet } from "./datasheet";

const attrs = (values: Record<string, string>) => Object.entries(values).map(([key, value]) => ({ key, value }));

describe("buildDatasheet", () => {
  it("puts what every product shares in the common specifications and the rest in the variants table", () => {
    const sheet = buildDatasheet(
      [
        { pn: "A-1", attributes: attrs({ color: "Red", contactBlock: "1NO", ipRating: "IP66" }) },
        { pn: "A-2", attributes: attrs({ ipRating: "IP66", color: "Black", contactBlock: "1NO" }) },
      ],
      ["color", "contactBlock", "ipRating"],
    );
    expect(sheet).toEqual({
      common: [
        { key: "contactBlock", value: "1NO" },
        { key: "ipRating", value: "IP66" },
      ],
      varying: ["color"],
      rows: [
        { pn: "A-1", values: ["Red"] },
        { pn: "A-2", values: ["Black"] },
      ],
    });
  });

  it("shows an attribute some products lack as varying, empty where missing", () => {
    const sheet = buildDatasheet(
      [
        { pn: "A-1", attributes: attrs({ color: "Red" }) },
        { pn: "A-2", attributes: [] },
      ],
      ["color"],
    );
    expect(sheet.common).toEqual([]);
    expect(sheet.rows).toEqual([
      { pn: "A-1", values: ["Red"] },
      { pn: "A-2", values: [null] },
    ]);
  });

  it("follows the key order and leaves out keys it is not given (attributes that are not public)", () => {
    const sheet = buildDatasheet([{ pn: "A-1", attributes: attrs({ binLocation: "A1", mounting: "DIN", color: "Red" }) }], ["color", "mounting"]);
    expect(sheet.varying).toEqual(["color", "mounting"]);
    expect(sheet.rows).toEqual([{ pn: "A-1", values: ["Red", "DIN"] }]);
  });

  it("lists a single product's attributes in its row, and an empty series as nothing", () => {
    expect(buildDatasheet([{ pn: "A-1", attributes: attrs({ color: "Red" }) }], ["color"]).common).toEqual([]);
    expect(buildDatasheet([], ["color"])).toEqual({ common: [], varying: [], rows: [] });
  });
});
