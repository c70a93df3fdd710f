import { describe, expect, it } from "vitest";
import { isOrderNumber, orderStatusFor, paymentMethodFor } from "./order";

describe("order rules", () => {
  it("pays on account with terms, by card otherwise, and a card order awaits payment", () => {
    expect(paymentMethodFor(true)).toBe("account");
    expect(paymentMethodFor(false)).toBe("card");
    expect(orderStatusFor("account")).toBe("placed");
    expect(orderStatusFor("card")).toBe("awaiting_payment");
  });

  it("recognises order numbers as the database hands them out, and nothing else", () => {
    expect(isOrderNumber("W-100001")).toBe(true);
    expect(isOrderNumber("W-1234567")).toBe(true);
    for (const other of ["w-100001", "W-1", "100001", "W-100001 ", "W-10000a", "../W-100001", ""]) expect(isOrderNumber(other), other).toBe(false);
  });
});
