import { describe, expect, it } from "vitest";
import { checkOrderItem, type OrderProduct } from "./order-check";

const product = (over: Partial<OrderProduct> = {}): OrderProduct => ({ pn: "P", pkgqty: 1, wireDuct: false, callForPrice: false, ...over });

describe("checkOrderItem", () => {
  it("adds a product sold online in any quantity", () => {
    expect(checkOrderItem({ quantity: 7 }, product())).toBeNull();
    expect(checkOrderItem({ quantity: 7 }, product({ pkgqty: 10 }))).toBeNull();
  });

  it("refuses a part number the catalogue does not have", () => {
    expect(checkOrderItem({ quantity: 1 }, null)).toEqual({ kind: "unknownPartNumber" });
  });

  it("refuses a product quoted instead of sold online", () => {
    expect(checkOrderItem({ quantity: 1 }, product({ callForPrice: true }))).toEqual({ kind: "callForPrice" });
  });

  it("takes wire duct in whole packages only, naming the package", () => {
    const duct = product({ pkgqty: 20, wireDuct: true });
    expect(checkOrderItem({ quantity: 40 }, duct)).toBeNull();
    expect(checkOrderItem({ quantity: 30 }, duct)).toEqual({ kind: "notInMultiple", step: 20 });
  });
});
