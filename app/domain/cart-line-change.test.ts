import { describe, expect, it } from "vitest";
import { MAX_LINE_QUANTITY } from "./cart-lines";
import { decideLineChange } from "./cart-line-change";

describe("decideLineChange", () => {
  it("adds to an existing line and creates a missing one", () => {
    expect(decideLineChange("add", 3, "2", 1)).toEqual({ kind: "quantity", quantity: 5 });
    expect(decideLineChange("add", null, " 7 ", 1)).toEqual({ kind: "quantity", quantity: 7 });
  });

  it("keeps whatever a wire-duct buyer types (the line is flagged non-standard, not refused)", () => {
    expect(decideLineChange("add", null, "7", 20)).toEqual({ kind: "quantity", quantity: 7 });
    expect(decideLineChange("set", 20, "30", 20)).toEqual({ kind: "quantity", quantity: 30 });
  });

  it("ignores unusable quantities with parseQuantity's reason", () => {
    expect(decideLineChange("add", 3, "", 1)).toEqual({ kind: "ignored", reason: "empty" });
    expect(decideLineChange("add", null, "abc", 1)).toEqual({ kind: "ignored", reason: "notNumeric" });
    expect(decideLineChange("set", 3, "1.5", 1)).toEqual({ kind: "ignored", reason: "notWhole" });
    expect(decideLineChange("set", 3, "0", 1)).toEqual({ kind: "ignored", reason: "belowOne" });
    expect(decideLineChange("set", 3, undefined, 1)).toEqual({ kind: "ignored", reason: "empty" });
  });

  it("refuses a sum or step past the line limit", () => {
    expect(decideLineChange("add", MAX_LINE_QUANTITY, "1", 1)).toEqual({ kind: "ignored", reason: "tooLarge" });
    expect(decideLineChange("increment", MAX_LINE_QUANTITY - 5, null, 10)).toEqual({ kind: "ignored", reason: "tooLarge" });
    expect(decideLineChange("add", MAX_LINE_QUANTITY - 1, "1", 1)).toEqual({ kind: "quantity", quantity: MAX_LINE_QUANTITY });
  });

  it("steps by the product's step; decrement never goes below it", () => {
    expect(decideLineChange("increment", 20, null, 20)).toEqual({ kind: "quantity", quantity: 40 });
    expect(decideLineChange("decrement", 60, null, 20)).toEqual({ kind: "quantity", quantity: 40 });
    expect(decideLineChange("decrement", 40, null, 20)).toEqual({ kind: "quantity", quantity: 20 });
    expect(decideLineChange("decrement", 25, null, 20)).toEqual({ kind: "quantity", quantity: 20 });
    expect(decideLineChange("decrement", 1, null, 1)).toEqual({ kind: "quantity", quantity: 1 });
  });

  it("removes a line; every intent but add needs the line", () => {
    expect(decideLineChange("remove", 4, null, 1)).toEqual({ kind: "remove" });
    for (const intent of ["set", "increment", "decrement", "remove"] as const) {
      expect(decideLineChange(intent, null, "2", 1)).toEqual({ kind: "notInCart" });
    }
  });
});
