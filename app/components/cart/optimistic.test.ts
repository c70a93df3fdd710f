import { describe, expect, it } from "vitest";
import { lineFetcherKey, optimisticQuantity } from "./optimistic";

const form = (fields: Record<string, string>) => {
  const data = new FormData();
  for (const [key, value] of Object.entries(fields)) data.set(key, value);
  return data;
};

describe("optimisticQuantity", () => {
  it("shows the stored quantity with nothing pending", () => {
    expect(optimisticQuantity(4, 1, undefined)).toBe(4);
  });

  it("applies set, increment and decrement as the server will", () => {
    expect(optimisticQuantity(4, 1, form({ intent: "set", quantity: "9" }))).toBe(9);
    expect(optimisticQuantity(40, 20, form({ intent: "increment" }))).toBe(60);
    expect(optimisticQuantity(30, 20, form({ intent: "decrement" }))).toBe(20);
  });

  it("hides a line being removed and keeps the quantity for a refused one", () => {
    expect(optimisticQuantity(4, 1, form({ intent: "remove" }))).toBeNull();
    expect(optimisticQuantity(4, 1, form({ intent: "set", quantity: "abc" }))).toBe(4);
    expect(optimisticQuantity(4, 1, form({ intent: "clear" }))).toBe(4);
  });

  it("keys fetchers by part number", () => {
    expect(lineFetcherKey("GCX1111-10")).toBe("cart-line-GCX1111-10");
  });
});
