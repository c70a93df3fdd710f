import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { centsToDollars, discounted, formatMoney, formatPlainAmount, parseDecimal, percentOf, roundHalfAwayFromZero, toCents, toCentsOrNull } from "./money";

describe("parseDecimal", () => {
  it.each([
    ["12.40", 1240n, 2],
    ["5", 5n, 0],
    [" 33.5 ", 335n, 1],
    [".5", 5n, 1],
    ["7.", 7n, 0],
    ["-0.25", -25n, 2],
    ["+4.95", 495n, 2],
    ["1e3", 1000n, 0],
    ["1.5e-2", 15n, 3],
    [15.05, 1505n, 2],
    [0.1, 1n, 1],
    [1e21, 10n ** 21n, 0],
    [1e-7, 1n, 7],
  ] as const)("%j", (value, units, scale) => {
    expect(parseDecimal(value)).toEqual({ units, scale });
  });

  it.each(["", " ", "abc", "1,5", "1.2.3", ".", "-", "e5", "1e999", "12abc", "$5"])("rejects %j", (text) => {
    expect(() => parseDecimal(text)).toThrow(RangeError);
  });

  it.each([Number.NaN, Number.POSITIVE_INFINITY, Number.NEGATIVE_INFINITY])("rejects %s", (value) => {
    expect(() => parseDecimal(value)).toThrow(RangeError);
  });
});

describe("roundHalfAwayFromZero", () => {
  it.each([
    [5n, 2n, 3n],
    [-5n, 2n, -3n],
    [5n, -2n, -3n],
    [-5n, -2n, 3n],
    [249n, 100n, 2n],
    [250n, 100n, 3n],
    [-249n, 100n, -2n],
    [-250n, 100n, -3n],
    [0n, 7n, 0n],
    [27819n, 100n, 278n],
  ])("%s / %s = %s", (n, d, expected) => {
    expect(roundHalfAwayFromZero(n, d)).toBe(expected);
  });

  it("refuses division by zero", () => {
    expect(() => roundHalfAwayFromZero(1n, 0n)).toThrow(RangeError);
  });
});

describe("toCents", () => {
  it.each([
    [15.05, 1505],
    ["12.40", 1240],
    ["5", 500],
    [0, 0],
    [0.1 + 0.2, 30], // 0.30000000000000004 → 30 cents, not a float artefact
    [1.005, 101], // float multiplication would give 100
    ["1.005", 101],
    ["1.0049", 100],
    ["-1.005", -101],
    ["99999.99", 9999999],
    [4.35, 435], // 4.35 * 100 = 434.99999999999994 in floats
  ] as const)("%j → %i", (value, cents) => {
    expect(toCents(value)).toBe(cents);
  });

  it("rejects non-numbers and amounts beyond safe integers", () => {
    expect(() => toCents("twelve")).toThrow(RangeError);
    expect(() => toCents("1e20")).toThrow(RangeError);
  });

  it("keeps absent optional amounts absent", () => {
    expect(toCentsOrNull(null)).toBeNull();
    expect(toCentsOrNull(undefined)).toBeNull();
    expect(toCentsOrNull(300)).toBe(30000);
  });
});

describe("percentOf", () => {
  it("applies the worked example's surcharge exactly: 56.20 × 4.95 % = 2.78", () => {
    expect(percentOf(5620, 4.95)).toBe(278);
    expect(percentOf(5620, "4.95")).toBe(278);
  });

  it.each([
    [200, 0.25, 1], // 0.5 cent rounds away from zero
    [199, 0.25, 0], // 0.4975 cent
    [-200, 0.25, -1],
    [5898, 6, 354],
    [10000, 6.625, 663], // 662.5
    [0, 4.95, 0],
    [1234, 0, 0],
    [1234, 100, 1234],
  ])("%i × %s %% = %i", (cents, percent, expected) => {
    expect(percentOf(cents, percent)).toBe(expected);
  });

  it("insists on whole cents", () => {
    expect(() => percentOf(1.5, 10)).toThrow(RangeError);
  });
});

describe("discounted", () => {
  it.each([
    [2000, "5", 1900],
    [1240, "0", 1240],
    [1505, "8", 1385], // 1384.6
    [1505, "33.5", 1001], // 1000.825
    [1010, "5", 960], // 959.5 rounds away from zero
    [1000, "100", 0],
    [999, "12.345", 876], // 875.67345
  ])("%i less %s %% = %i", (cents, off, expected) => {
    expect(discounted(cents, off)).toBe(expected);
  });

  it("insists on whole cents", () => {
    expect(() => discounted(Number.NaN, 5)).toThrow(RangeError);
  });
});

describe("formatMoney", () => {
  it.each([
    [123450, "en", "$1,234.50"],
    [123450, "es", "US$1,234.50"],
    [0, "en", "$0.00"],
    [0, "es", "US$0.00"],
    [-0, "en", "$0.00"],
    [5, "en", "$0.05"],
    [99, "es", "US$0.99"],
    [-500, "en", "-$5.00"],
    [-123456789, "es", "-US$1,234,567.89"],
    [100000000, "en", "$1,000,000.00"],
    [99999, "en", "$999.99"],
  ] as const)("%i in %s → %s", (cents, lang, text) => {
    expect(formatMoney(cents, lang)).toBe(text);
  });

  it("insists on whole cents", () => {
    expect(() => formatMoney(1.5, "en")).toThrow(RangeError);
  });
});

describe("formatPlainAmount", () => {
  it.each([
    [123450, "1234.50"],
    [123456789, "1234567.89"],
    [0, "0.00"],
    [-0, "0.00"],
    [5, "0.05"],
    [-500, "-5.00"],
  ])("%i → %s", (cents, text) => {
    expect(formatPlainAmount(cents)).toBe(text);
  });

  it("reads back to the same cents", () => {
    fc.assert(fc.property(fc.integer({ min: -(10 ** 15) + 1, max: 10 ** 15 - 1 }), (cents) => toCents(formatPlainAmount(cents)) === cents));
  });

  it("insists on whole cents", () => {
    expect(() => formatPlainAmount(0.5)).toThrow(RangeError);
  });
});

describe("centsToDollars", () => {
  it.each([
    [6252, 62.52],
    [0, 0],
    [5, 0.05],
    [-1999, -19.99],
    [123_456_789, 1_234_567.89],
  ])("%i cents are %d dollars", (cents, dollars) => {
    expect(centsToDollars(cents)).toBe(dollars);
  });

  it("prints every amount with its exact cents and reads back to the same cents", () => {
    fc.assert(
      fc.property(fc.integer({ min: -(10 ** 15) + 1, max: 10 ** 15 - 1 }), (cents) => {
        const text = JSON.stringify(centsToDollars(cents));
        expect(text).toMatch(/^-?\d+(\.\d{1,2})?$/);
        expect(toCents(text)).toBe(cents);
      }),
    );
  });

  it("refuses fractions of a cent and amounts a double cannot hold to the cent", () => {
    expect(() => centsToDollars(1.5)).toThrow(RangeError);
    expect(() => centsToDollars(7_101_871_883_740_087)).toThrow(RangeError);
  });
});
