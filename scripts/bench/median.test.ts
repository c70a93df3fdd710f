import { describe, expect, it } from "vitest";
import { median, medianOf } from "./median";

describe("median", () => {
  it("is the middle of three runs, whatever their order", () => {
    expect(median([0.99, 0.95, 0.98])).toBe(0.98);
    expect(median([0.97, 1, 0.97])).toBe(0.97);
  });

  it("leaves out runs without the value, and is null when none has it", () => {
    expect(median([0.9, null, 1])).toBe(0.95);
    expect(median([null, null])).toBeNull();
  });
});

it("takes each key's median on its own", () => {
  const runs = [
    { lcpMs: 900, tbtMs: 200 },
    { lcpMs: 1800, tbtMs: 50 },
    { lcpMs: 1000, tbtMs: 100 },
  ];
  expect(medianOf(runs, ["lcpMs", "tbtMs"])).toEqual({ lcpMs: 1000, tbtMs: 100 });
});
