import { describe, expect, it } from "vitest";
import { moveActive } from "./move-active";

describe("moveActive", () => {
  it("goes down through the options, then back to the field", () => {
    expect([moveActive(-1, 1, 3), moveActive(0, 1, 3), moveActive(1, 1, 3), moveActive(2, 1, 3)]).toEqual([0, 1, 2, -1]);
  });

  it("goes up from the field to the last option", () => {
    expect([moveActive(-1, -1, 3), moveActive(2, -1, 3), moveActive(0, -1, 3)]).toEqual([2, 1, -1]);
  });

  it("stays on the field when there are no options", () => {
    expect([moveActive(-1, 1, 0), moveActive(-1, -1, 0)]).toEqual([-1, -1]);
  });
});
