import { describe, expect, it } from "vitest";
import {
  MAX_LINE_QUANTITY,
  cartSubtotal,
  decrement,
  hasCallForPrice,
  increment,
  isExemptFromFreeShipping,
  isNonStandard,
  isWireDuct,
  matchesPartNumberRule,
  parseQuantity,
  priceLine,
  quantityStep,
  shipsInTenDays,
  unitSavingsCents,
  type CartLineInput,
} from "./cart-lines";
import { CART_ITEM_RULES } from "./testing/catalogue";

describe("parseQuantity", () => {
  it.each([
    ["1", 1],
    [" 12 ", 12],
    ["+3", 3],
    ["007", 7],
    ["4.0", 4],
    [5, 5],
    [String(MAX_LINE_QUANTITY), MAX_LINE_QUANTITY],
  ])("%j → %i", (raw, quantity) => {
    expect(parseQuantity(raw)).toEqual({ kind: "quantity", quantity });
  });

  it.each([
    ["", "empty"],
    ["   ", "empty"],
    [null, "empty"],
    [undefined, "empty"],
    [["3"], "empty"],
    ["abc", "notNumeric"],
    ["3 boxes", "notNumeric"],
    ["1e3", "notNumeric"],
    ["0x10", "notNumeric"],
    ["Infinity", "notNumeric"],
    [Number.NaN, "notNumeric"],
    ["2.5", "notWhole"],
    [2.5, "notWhole"],
    ["0", "belowOne"],
    ["-4", "belowOne"],
    [String(MAX_LINE_QUANTITY + 1), "tooLarge"],
  ])("ignores %j (%s)", (raw, reason) => {
    expect(parseQuantity(raw)).toEqual({ kind: "ignored", reason });
  });
});

describe("wire duct and steps", () => {
  it("recognises wire duct by its category", () => {
    expect(isWireDuct("wire-duct", "wire-duct")).toBe(true);
    expect(isWireDuct("enclosures", "wire-duct")).toBe(false);
    expect(isWireDuct(null, "wire-duct")).toBe(false);
  });

  it("steps by the package quantity for wire duct only", () => {
    expect(quantityStep({ pkgqty: 10, wireDuct: true })).toBe(10);
    expect(quantityStep({ pkgqty: 100, wireDuct: false })).toBe(1);
    expect(quantityStep({ pkgqty: 1, wireDuct: true })).toBe(1);
    expect(quantityStep({ pkgqty: 0, wireDuct: true })).toBe(1);
    expect(quantityStep({ pkgqty: 2.5, wireDuct: true })).toBe(1);
  });

  it("increments by the step", () => {
    expect(increment(10, 10)).toBe(20);
    expect(increment(1, 1)).toBe(2);
  });

  it.each([
    [5, 1, 4],
    [3, 1, 2],
    [2, 1, 1],
    [1, 1, 1],
    [30, 10, 20],
    [21, 10, 11],
    [20, 10, 10], // 20 − 10 reaches the step
    [15, 10, 10], // would fall under the step
    [10, 10, 10],
    [3, 10, 10], // a non-standard quantity below the step
  ])("decrement(%i, step %i) = %i", (quantity, step, expected) => {
    expect(decrement(quantity, step)).toBe(expected);
  });

  it("flags wire duct that is not in whole packages as non-standard", () => {
    expect(isNonStandard(25, { pkgqty: 10, wireDuct: true })).toBe(true);
    expect(isNonStandard(30, { pkgqty: 10, wireDuct: true })).toBe(false);
    expect(isNonStandard(25, { pkgqty: 10, wireDuct: false })).toBe(false);
    expect(isNonStandard(7, { pkgqty: 1, wireDuct: true })).toBe(false);
  });
});

describe("part-number rules", () => {
  it.each([
    ["ENC-36*", "ENC-363012-N4", true],
    ["ENC-36*", "ENC-36", true],
    ["ENC-36*", "ENC-42", false],
    ["ENC-36*", "enc-363012", false],
    ["DS-FUS-100-J", "DS-FUS-100-J", true],
    ["DS-FUS-100-J", "DS-FUS-100-J2", false],
    [" DS-FUS-100-J ", "DS-FUS-100-J", true],
    ["*", "ANYTHING", true],
    ["A*B", "A*B", true],
    ["A*B", "AXB", false],
  ])("%j vs %j → %s", (rulePn, pn, expected) => {
    expect(matchesPartNumberRule(rulePn, pn)).toBe(expected);
  });

  it("shows the 10-day lead time only for rules that set it", () => {
    expect(shipsInTenDays("ENC-363012-N4", CART_ITEM_RULES)).toBe(true);
    expect(shipsInTenDays("DS-125-3P", CART_ITEM_RULES)).toBe(true);
    expect(shipsInTenDays("DPC-90-3P", CART_ITEM_RULES)).toBe(false);
    expect(shipsInTenDays("GCX1111-10", CART_ITEM_RULES)).toBe(false);
  });

  it("exempts from free shipping only for rules that set it", () => {
    expect(isExemptFromFreeShipping("DPC-90-3P", CART_ITEM_RULES)).toBe(true);
    expect(isExemptFromFreeShipping("DS-FUS-100-J", CART_ITEM_RULES)).toBe(true);
    expect(isExemptFromFreeShipping("DS-125-3P", CART_ITEM_RULES)).toBe(false);
    expect(isExemptFromFreeShipping("GCX1111-10", CART_ITEM_RULES)).toBe(false);
  });
});

describe("priceLine and subtotals", () => {
  const input = (over: Partial<CartLineInput>): CartLineInput => ({
    pn: "GCX1111-10",
    quantity: 3,
    listPriceCents: 1505,
    saleCents: 1385,
    callForPrice: false,
    tariff: true,
    pkgqty: 1,
    wireDuct: false,
    ...over,
  });

  it("derives step, flags and line subtotals", () => {
    expect(priceLine(input({}), CART_ITEM_RULES)).toEqual({
      ...input({}),
      step: 1,
      nonStandard: false,
      subTotalSaleCents: 4155,
      subTotalListCents: 4515,
      leadTime10Days: false,
      exemptFromFreeShipping: false,
    });
  });

  it("flags a non-standard wire-duct line and applies item rules", () => {
    const wd = priceLine(input({ pn: "WD-1X2-GR", quantity: 15, pkgqty: 10, wireDuct: true }), CART_ITEM_RULES);
    expect(wd).toMatchObject({ step: 10, nonStandard: true });
    const enc = priceLine(input({ pn: "ENC-363012-N4" }), CART_ITEM_RULES);
    expect(enc).toMatchObject({ leadTime10Days: true, exemptFromFreeShipping: true });
  });

  it("sums the sale subtotals; a Call for price line adds 0 and blocks checkout", () => {
    const lines = [priceLine(input({ quantity: 3, saleCents: 1240 }), []), priceLine(input({ quantity: 1, saleCents: 1900 }), [])];
    expect(cartSubtotal(lines)).toBe(5620);
    expect(hasCallForPrice(lines)).toBe(false);
    const quoted = [...lines, priceLine(input({ saleCents: 0, callForPrice: true }), [])];
    expect(cartSubtotal(quoted)).toBe(5620);
    expect(hasCallForPrice(quoted)).toBe(true);
    expect(cartSubtotal([])).toBe(0);
  });
});

describe("unitSavingsCents", () => {
  it("is list minus sale, never below 0, and 0 for a line without an online price", () => {
    expect(unitSavingsCents({ listPriceCents: 1505, saleCents: 1385, callForPrice: false })).toBe(120);
    expect(unitSavingsCents({ listPriceCents: 1505, saleCents: 1505, callForPrice: false })).toBe(0);
    expect(unitSavingsCents({ listPriceCents: 1000, saleCents: 1200, callForPrice: false })).toBe(0);
    expect(unitSavingsCents({ listPriceCents: 1505, saleCents: 0, callForPrice: true })).toBe(0);
  });
});
