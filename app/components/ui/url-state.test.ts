import { describe, expect, it } from "vitest";
import { withSearchParam } from "./url-state";

describe("withSearchParam", () => {
  const here = { pathname: "/cart", search: "?dialog=address&tab=2" };
  it("sets, replaces and removes one parameter, keeping the rest", () => {
    expect(withSearchParam(here, "dialog", "carrier")).toBe("/cart?dialog=carrier&tab=2");
    expect(withSearchParam(here, "dialog", null)).toBe("/cart?tab=2");
    expect(withSearchParam({ pathname: "/cart", search: "?dialog=x" }, "dialog", null)).toBe("/cart");
    expect(withSearchParam({ pathname: "/es", search: "" }, "modal", "login")).toBe("/es?modal=login");
  });
});
