import { describe, expect, it } from "vitest";
import { paginate } from "~/domain/catalog-query";
import { resultSummary } from "./result-summary";

describe("resultSummary", () => {
  it("says none, one, all of a single page, or the page's range of many", () => {
    expect(resultSummary(paginate(0, 1, 24))).toEqual(["catalogNoResults", []]);
    expect(resultSummary(paginate(1, 1, 24))).toEqual(["catalogResult", [1]]);
    expect(resultSummary(paginate(24, 1, 24))).toEqual(["catalogResult", [24]]);
    expect(resultSummary(paginate(25, 2, 24))).toEqual(["catalogResultRange", [25, 25, 25]]);
    expect(resultSummary(paginate(120, 2, 24))).toEqual(["catalogResultRange", [25, 48, 120]]);
  });
});
