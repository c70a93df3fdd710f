import { describe, expect, it } from "vitest";
import { Random } from "./prng";

describe("Random", () => {
  it("repeats the same sequence for the same seed and another for another seed", () => {
    const draw = (seed: number) => {
      const random = new Random(seed);
      return Array.from({ length: 20 }, () => random.next());
    };
    expect(draw(42)).toEqual(draw(42));
    expect(draw(42)).not.toEqual(draw(43));
  });

  it("keeps int() within its bounds and reaches both ends", () => {
    const random = new Random(7);
    const seen = new Set(Array.from({ length: 2000 }, () => random.int(3, 6)));
    expect([...seen].sort()).toEqual([3, 4, 5, 6]);
  });

  it("draws floats in [0, 1)", () => {
    const random = new Random(1);
    for (let i = 0; i < 10_000; i++) {
      const x = random.next();
      expect(x).toBeGreaterThanOrEqual(0);
      expect(x).toBeLessThan(1);
    }
  });
});
