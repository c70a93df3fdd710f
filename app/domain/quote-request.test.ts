import { describe, expect, it } from "vitest";
import { MAX_LINE_QUANTITY } from "./cart-lines";
import { fieldPath, MAX_QUOTE_ITEMS, parseQuoteRequest, type QuoteIssue } from "./quote-request";

const PITTSBURGH = { country: "US", state: "PA", postalCode: "15222" };
const valid = { items: [{ pn: "GCX1111-10", quantity: 3 }], destination: PITTSBURGH };

function issuesOf(input: unknown): QuoteIssue[] {
  const result = parseQuoteRequest(input);
  if (result.ok) throw new Error("expected the body to be refused");
  return result.issues;
}

describe("parseQuoteRequest", () => {
  it("reads a minimal body: the destination's default carrier, no shipper number", () => {
    expect(parseQuoteRequest(valid)).toEqual({
      ok: true,
      value: { items: [{ pn: "GCX1111-10", quantity: 3, index: 0 }], address: PITTSBURGH, selection: null, shipperNumber: null },
    });
  });

  it("normalizes: trimmed part numbers, country and carrier case, state codes in any case, ZIP+4, blanks and nulls as absent", () => {
    const result = parseQuoteRequest({
      items: [{ pn: " GCX1111-10 ", quantity: 1 }],
      destination: { country: "us", state: "pa", postalCode: "152221234" },
      carrier: " UPS-Collect ",
      method: "air2day",
      shipperNumber: "  A12 ",
    });
    expect(result).toEqual({
      ok: true,
      value: {
        items: [{ pn: "GCX1111-10", quantity: 1, index: 0 }],
        address: { country: "US", state: "PA", postalCode: "15222-1234" },
        selection: { carrier: "ups-collect", method: "air2day" },
        shipperNumber: "A12",
      },
    });
    const blanks = parseQuoteRequest({ ...valid, carrier: null, method: null, shipperNumber: " " });
    expect(blanks).toMatchObject({ ok: true, value: { selection: null, shipperNumber: null } });
  });

  it("a carrier without a method keeps the method empty (international carriers have none)", () => {
    const result = parseQuoteRequest({ ...valid, destination: { country: "CA" }, carrier: "fedex-intl-economy" });
    expect(result).toMatchObject({
      ok: true,
      value: { address: { country: "CA", state: null, postalCode: null }, selection: { carrier: "fedex-intl-economy", method: null } },
    });
  });

  it("merges a part number asked for twice, in the place it first appeared", () => {
    const result = parseQuoteRequest({
      ...valid,
      items: [
        { pn: "A", quantity: 2 },
        { pn: "B", quantity: 1 },
        { pn: "A", quantity: 5 },
      ],
    });
    expect(result).toMatchObject({
      ok: true,
      value: {
        items: [
          { pn: "A", quantity: 7, index: 0 },
          { pn: "B", quantity: 1, index: 1 },
        ],
      },
    });
  });

  it("refuses merged quantities beyond the limit of one line, naming the later item", () => {
    const items = [
      { pn: "A", quantity: MAX_LINE_QUANTITY },
      { pn: "A", quantity: 1 },
    ];
    expect(issuesOf({ ...valid, items })).toEqual([{ path: "items[1].quantity", code: "quantityTooLarge" }]);
  });

  it.each([
    ["not an object", "items", [{ path: "", code: "invalidType", value: "items" }]],
    ["null", null, [{ path: "", code: "invalidType" }]],
    [
      "an empty object",
      {},
      [
        { path: "items", code: "required" },
        { path: "destination", code: "required" },
      ],
    ],
  ])("refuses a body that is %s", (_, input, issues) => {
    expect(issuesOf(input)).toEqual(issues);
  });

  it.each([
    [2.5, "quantityNotWhole"],
    [0, "quantityBelowOne"],
    [-3, "quantityBelowOne"],
    [MAX_LINE_QUANTITY + 1, "quantityTooLarge"],
  ] as const)("refuses the quantity %d: %s", (quantity, code) => {
    expect(issuesOf({ ...valid, items: [{ pn: "A", quantity }] })).toEqual([{ path: "items[0].quantity", code, value: String(quantity) }]);
  });

  it("names every wrong type with its path", () => {
    const issues = issuesOf({
      items: [{ pn: 12, quantity: "3" }, "GCX1111-10", { quantity: 1 }],
      destination: { country: 1, state: true },
      carrier: 5,
      method: "teleport",
      shipperNumber: [],
    });
    expect(issues).toEqual([
      { path: "items[0].pn", code: "invalidType", value: "12" },
      { path: "items[0].quantity", code: "invalidType", value: "3" },
      { path: "items[1]", code: "invalidType", value: "GCX1111-10" },
      { path: "items[2].pn", code: "required" },
      { path: "destination.country", code: "invalidType", value: "1" },
      { path: "destination.state", code: "invalidType", value: "true" },
      { path: "carrier", code: "invalidType", value: "5" },
      { path: "method", code: "methodUnknown", value: "teleport" },
      { path: "shipperNumber", code: "invalidType" },
    ]);
  });

  it("refuses no items, too many items, blank and overlong part numbers", () => {
    expect(issuesOf({ ...valid, items: [] })).toEqual([{ path: "items", code: "itemsEmpty" }]);
    const many = Array.from({ length: MAX_QUOTE_ITEMS + 1 }, (_, i) => ({ pn: `P${i}`, quantity: 1 }));
    expect(issuesOf({ ...valid, items: many })).toEqual([{ path: "items", code: "itemsTooMany" }]);
    expect(parseQuoteRequest({ ...valid, items: many.slice(1) }).ok).toBe(true);
    expect(issuesOf({ ...valid, items: [{ pn: "  ", quantity: 1 }] })).toEqual([{ path: "items[0].pn", code: "required", value: "  " }]);
    expect(issuesOf({ ...valid, items: [{ pn: "X".repeat(101), quantity: 1 }] })).toMatchObject([{ path: "items[0].pn", code: "tooLong" }]);
    expect(issuesOf({ ...valid, items: [{ pn: "GCX\u00001111", quantity: 1 }] })).toMatchObject([{ path: "items[0].pn", code: "invalidCharacters" }]);
    expect(issuesOf({ ...valid, shipperNumber: "12\u001b3" })).toMatchObject([{ path: "shipperNumber", code: "invalidCharacters" }]);
  });

  it.each([
    [{ country: "XX", state: "PA", postalCode: "15222" }, [{ path: "destination.country", code: "countryUnknown", value: "XX" }]],
    [{ country: "USA", state: "PA", postalCode: "15222" }, [{ path: "destination.country", code: "countryUnknown", value: "USA" }]],
    [{ country: "", state: "PA" }, [{ path: "destination.country", code: "countryUnknown", value: "" }]],
    [{ state: "PA" }, [{ path: "destination.country", code: "required" }]],
    [
      { country: "US" },
      [
        { path: "destination.state", code: "stateRequired" },
        { path: "destination.postalCode", code: "postalCodeRequired" },
      ],
    ],
    [{ country: "US", state: "ZZ", postalCode: "15222" }, [{ path: "destination.state", code: "stateUnknown", value: "ZZ" }]],
    [{ country: "US", state: "PA", postalCode: "1522" }, [{ path: "destination.postalCode", code: "postalCodeInvalid", value: "1522" }]],
    [{ country: "CA", state: "Texas" }, [{ path: "destination.state", code: "stateUnknown", value: "Texas" }]],
    [{ country: "CA", postalCode: "12345" }, [{ path: "destination.postalCode", code: "postalCodeInvalid", value: "12345" }]],
    ["US", [{ path: "destination", code: "invalidType", value: "US" }]],
  ])("refuses the destination %j", (destination, issues) => {
    expect(issuesOf({ ...valid, destination })).toEqual(issues);
  });

  it("takes any region text for countries without a list", () => {
    expect(parseQuoteRequest({ ...valid, destination: { country: "DE", state: "Bayern", postalCode: "80331" } })).toMatchObject({
      ok: true,
      value: { address: { country: "DE", state: "Bayern", postalCode: "80331" } },
    });
  });

  it("refuses a malformed carrier, a method without its carrier and an overlong shipper number", () => {
    expect(issuesOf({ ...valid, carrier: "fed ex" })).toEqual([{ path: "carrier", code: "carrierInvalid", value: "fed ex" }]);
    expect(issuesOf({ ...valid, method: "air1day" })).toEqual([{ path: "carrier", code: "carrierRequiredForMethod" }]);
    expect(issuesOf({ ...valid, carrier: "ups-collect", shipperNumber: "9".repeat(51) })).toMatchObject([{ path: "shipperNumber", code: "tooLong" }]);
  });
});

describe("fieldPath", () => {
  it.each([
    [[], ""],
    [["items"], "items"],
    [["items", 2, "quantity"], "items[2].quantity"],
    [["destination", "country"], "destination.country"],
  ])("%j is %s", (path, text) => {
    expect(fieldPath(path)).toBe(text);
  });
});
