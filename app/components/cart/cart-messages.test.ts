import { describe, expect, it } from "vitest";
import { cartToast, quantityMessage } from "./cart-messages";

describe("cart messages", () => {
  it("names every refused-quantity reason, quoting what was typed", () => {
    expect(quantityMessage("notNumeric", " abc ")).toEqual({ key: "cartQuantityNotNumeric", vars: ["abc"] });
    expect(quantityMessage("empty", "")).toEqual({ key: "cartQuantityEmpty", vars: [""] });
    expect(quantityMessage("notWhole", "1.5").key).toBe("cartQuantityNotWhole");
    expect(quantityMessage("belowOne", "0").key).toBe("cartQuantityBelowOne");
    expect(quantityMessage("tooLarge", "9999999").key).toBe("cartQuantityTooLarge");
  });

  it("says what changed", () => {
    const changed = { kind: "changed", pn: "P1", title: "Button" } as const;
    expect(cartToast({ ...changed, intent: "add", quantity: 5, added: 2 }, "2")).toEqual({
      type: "success",
      title: { key: "cartToastAdded", vars: [2, "P1"] },
      description: { key: "cartToastAddedDescription", vars: [5, "Button"] },
    });
    expect(cartToast({ ...changed, intent: "decrement", quantity: 1, added: null }, "")).toEqual({
      type: "success",
      title: { key: "cartToastUpdated", vars: ["P1", 1] },
    });
    expect(cartToast({ ...changed, intent: "remove", quantity: null, added: null }, "").title.key).toBe("cartToastRemoved");
    expect(cartToast({ kind: "cleared" }, "").title.key).toBe("cartToastCleared");
  });

  it("says nothing changed, and why, for refused posts", () => {
    expect(cartToast({ kind: "ignored", pn: "P1", reason: "notNumeric" }, "x")).toEqual({
      type: "error",
      title: { key: "cartToastNotChanged" },
      description: { key: "cartQuantityNotNumeric", vars: ["x"] },
    });
    expect(cartToast({ kind: "unknownProduct", pn: "P9" }, "").description).toEqual({ key: "cartUnknownProduct", vars: ["P9"] });
    expect(cartToast({ kind: "notInCart", pn: "P1" }, "").description).toEqual({ key: "cartNotInCart", vars: ["P1"] });
  });
});
