import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { readCxmlRequest, type CxmlOrderRequest } from "../punchout/cxml";
import { differencesText, orderContent, orderedPricesOf, orderVerdict, type OrderedLine, type ShopLine } from "./purchase-order";

const line = (over: Partial<OrderedLine> = {}): OrderedLine => ({ lineNumber: 1, pn: "GCX1111-10", quantity: 4, unitPrice: "15.05", currency: "USD", ...over });
const shopLine = (over: Partial<ShopLine> = {}): ShopLine => ({ pn: "GCX1111-10", quantity: 4, unitCents: 1505, ...over });
const verdict = (lines: OrderedLine[], total: string, shop: ShopLine[], setting: "refuse" | "place" = "refuse", currency = "USD") =>
  orderVerdict({ currency, total, lines }, { currency: "USD", lines: shop }, setting);

describe("a purchase order compared with the shop's prices", () => {
  it("places an order whose prices and total are the shop's, under either setting", () => {
    const lines = [line(), line({ lineNumber: 2, pn: "GCX1112-01", quantity: 1, unitPrice: "16.10" })];
    const shop = [shopLine(), shopLine({ pn: "GCX1112-01", quantity: 1, unitCents: 1610 })];
    expect(verdict(lines, "76.30", shop)).toEqual({ kind: "place", differences: [] });
    expect(verdict(lines, "76.30", shop, "place")).toEqual({ kind: "place", differences: [] });
  });

  it("compares in whole cents, halves away from zero: more decimals within half a cent agree, the total catches what they add up to", () => {
    expect(verdict([line({ unitPrice: "15.0500" })], "60.2", [shopLine()])).toEqual({ kind: "place", differences: [] });
    expect(verdict([line({ unitPrice: "15.054" })], "60.204", [shopLine()])).toEqual({ kind: "place", differences: [] });
    expect(verdict([line({ unitPrice: "15.045" })], "60.20", [shopLine()], "place")).toEqual({ kind: "place", differences: [] });
    expect(verdict([line({ unitPrice: "15.044" })], "60.20", [shopLine()], "place")).toEqual({
      kind: "place",
      differences: [{ kind: "unitPrice", lineNumber: 1, pn: "GCX1111-10", orderedCents: 1504, shopCents: 1505 }],
    });
    expect(verdict([line({ unitPrice: "15.05" })], "60.195", [shopLine()])).toEqual({ kind: "place", differences: [] });
    expect(verdict([line({ unitPrice: "15.05" })], "60.194", [shopLine()], "place")).toEqual({
      kind: "place",
      differences: [{ kind: "total", orderedCents: 6019, shopCents: 6020 }],
    });
  });

  it("refuses the probe's order (unit price 0.01, total 0.04) with 417 naming both differences; placed and stated when the partner says so", () => {
    const refused = verdict([line({ unitPrice: "0.01" })], "0.04", [shopLine()]);
    expect(refused).toEqual({
      kind: "refuse",
      code: 417,
      text: "The purchase order's prices differ from the shop's: line 1 (GCX1111-10) unit price 0.01, ours 15.05; Total 0.04, ours 60.20",
    });
    expect(verdict([line({ unitPrice: "0.01" })], "0.04", [shopLine()], "place")).toEqual({
      kind: "place",
      differences: [
        { kind: "unitPrice", lineNumber: 1, pn: "GCX1111-10", orderedCents: 1, shopCents: 1505 },
        { kind: "total", orderedCents: 4, shopCents: 6020 },
      ],
    });
  });

  it("states a total alone when the lines agree but the total does not, and a line alone when the total happens to agree", () => {
    expect(verdict([line()], "60.21", [shopLine()], "place")).toEqual({ kind: "place", differences: [{ kind: "total", orderedCents: 6021, shopCents: 6020 }] });
    const lines = [line({ unitPrice: "15.06" }), line({ lineNumber: 2, pn: "GCX1112-01", quantity: 4, unitPrice: "16.09" })];
    const shop = [shopLine(), shopLine({ pn: "GCX1112-01", unitCents: 1610 })];
    expect(verdict(lines, "124.60", shop, "place")).toEqual({
      kind: "place",
      differences: [
        { kind: "unitPrice", lineNumber: 1, pn: "GCX1111-10", orderedCents: 1506, shopCents: 1505 },
        { kind: "unitPrice", lineNumber: 2, pn: "GCX1112-01", orderedCents: 1609, shopCents: 1610 },
      ],
    });
  });

  it("refuses another currency, the header's or a line's, whatever the setting (nothing to compare with)", () => {
    expect(verdict([line()], "60.20", [shopLine()], "place", "EUR")).toEqual({ kind: "refuse", code: 400, text: "Prices are in USD, not EUR" });
    expect(verdict([line({ currency: "CAD" }), line({ lineNumber: 2, currency: "CAD" })], "60.20", [shopLine(), shopLine()], "place")).toEqual({
      kind: "refuse",
      code: 400,
      text: "Prices are in USD, not CAD",
    });
  });

  it("refuses missing lines (a part the shop does not sell) and extra ones (shop lines the order does not have)", () => {
    expect(verdict([line(), line({ lineNumber: 2, pn: "NO-SUCH" })], "60.20", [shopLine()], "place")).toEqual({
      kind: "refuse",
      code: 400,
      text: "Unknown SupplierPartID: NO-SUCH",
    });
    expect(verdict([line()], "60.20", [shopLine(), shopLine({ pn: "GCX1112-01" })], "place")).toEqual({
      kind: "refuse",
      code: 400,
      text: "The shop priced lines the order does not have: GCX1112-01",
    });
    // The same part on two lines takes two shop lines.
    expect(verdict([line(), line({ lineNumber: 2 })], "120.40", [shopLine()], "place")).toMatchObject({ kind: "refuse", code: 400 });
    expect(verdict([line(), line({ lineNumber: 2 })], "120.40", [shopLine(), shopLine()])).toEqual({ kind: "place", differences: [] });
    expect(verdict([line({ quantity: 5 })], "75.25", [shopLine()])).toEqual({
      kind: "refuse",
      code: 400,
      text: "Line 1 (GCX1111-10): quantity 5 cannot be taken as sent",
    });
  });

  it("refuses a line whose price the shop gives on request (417): a missing price is never a difference of zero", () => {
    expect(verdict([line()], "60.20", [shopLine({ unitCents: null })], "place")).toEqual({
      kind: "refuse",
      code: 417,
      text: "Quoted on request, so not orderable by a purchase order: GCX1111-10",
    });
  });

  it("refuses amounts beyond exact money instead of failing", () => {
    const huge = "9".repeat(20);
    expect(verdict([line()], huge, [shopLine()], "place")).toMatchObject({ kind: "refuse", code: 400 });
    expect(verdict([line({ unitPrice: huge })], "60.20", [shopLine()], "place")).toMatchObject({ kind: "refuse", code: 400 });
  });

  it("writes the differences as one clause each", () => {
    expect(differencesText([{ kind: "total", orderedCents: 5, shopCents: 123_456 }])).toBe("Total 0.05, ours 1234.56");
  });
});

describe("an OrderRequest read for the comparison and for its payloadID", () => {
  const sample = readCxmlRequest(readFileSync("tests/fixtures/punchout/order-request.xml", "utf8")) as CxmlOrderRequest;

  it("takes the header's and each line's currency and amount as sent", () => {
    expect(orderedPricesOf(sample)).toEqual({
      currency: "USD",
      total: "76.30",
      lines: [
        { lineNumber: 1, pn: "GCX1111-10", quantity: 4, unitPrice: "15.05", currency: "USD" },
        { lineNumber: 2, pn: "GCX1112-01", quantity: 1, unitPrice: "16.10", currency: "USD" },
      ],
    });
  });

  it("is the same content for the same order whatever the envelope says, and another for any change of the order", () => {
    expect(orderContent({ ...sample, timestamp: "2030-01-01T00:00:00Z", sender: { ...sample.sender, sharedSecret: "other" } })).toBe(orderContent(sample));
    expect(orderContent(sample)).not.toContain(sample.sender.sharedSecret);
    const changed = [
      { ...sample, lines: [{ ...sample.lines[0]!, quantity: 5 }, sample.lines[1]!] },
      { ...sample, lines: [{ ...sample.lines[0]!, unitPrice: "15.06" }, sample.lines[1]!] },
      { ...sample, lines: [sample.lines[0]!] },
      { ...sample, total: "76.31" },
      { ...sample, orderId: "PO-2" },
      { ...sample, shipTo: { ...sample.shipTo!, postalCode: "75202" } },
      { ...sample, billTo: null },
    ];
    for (const other of changed) expect(orderContent(other)).not.toBe(orderContent(sample));
  });
});
