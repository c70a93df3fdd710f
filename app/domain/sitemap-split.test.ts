import { describe, expect, it } from "vitest";
import { SITEMAP_LIMITS, splitSitemap } from "./sitemap-split";

const sizes = (count: number, size = 10) => Array.from({ length: count }, () => size);

describe("splitSitemap", () => {
  it("keeps the protocol's limits: 50,000 URLs and 50 MB a file", () => {
    expect(SITEMAP_LIMITS).toEqual({ maxUrls: 50_000, maxBytes: 52_428_800 });
  });

  it("makes no file for no URLs, and one file while both limits hold", () => {
    expect(splitSitemap([], 100)).toEqual([]);
    expect(splitSitemap(sizes(3), 100)).toEqual([{ start: 0, end: 3 }]);
    expect(splitSitemap(sizes(50_000), 200)).toEqual([{ start: 0, end: 50_000 }]);
  });

  it("cuts by URL count", () => {
    expect(splitSitemap(sizes(50_001), 200)).toEqual([
      { start: 0, end: 50_000 },
      { start: 50_000, end: 50_001 },
    ]);
    expect(splitSitemap(sizes(7), 0, { maxUrls: 3, maxBytes: 1_000 })).toEqual([
      { start: 0, end: 3 },
      { start: 3, end: 6 },
      { start: 6, end: 7 },
    ]);
  });

  it("cuts by bytes, counting the file's fixed text, up to the limit exactly", () => {
    const limits = { maxUrls: 100, maxBytes: 50 };
    // 20 + 3 × 10 = 50 fits; a fourth element would make 60.
    expect(splitSitemap(sizes(7), 20, limits)).toEqual([
      { start: 0, end: 3 },
      { start: 3, end: 6 },
      { start: 6, end: 7 },
    ]);
    expect(splitSitemap([10, 25, 5, 30], 10, limits)).toEqual([
      { start: 0, end: 3 },
      { start: 3, end: 4 },
    ]);
  });

  it("gives an element bigger than a file its own file", () => {
    expect(splitSitemap([10, 80, 10], 10, { maxUrls: 100, maxBytes: 50 })).toEqual([
      { start: 0, end: 1 },
      { start: 1, end: 2 },
      { start: 2, end: 3 },
    ]);
  });

  it("covers every URL once, in order, at 50,000 products in two languages' worth of sizes", () => {
    const big = sizes(120_000, 700);
    const ranges = splitSitemap(big, 300);
    expect(ranges[0]!.start).toBe(0);
    expect(ranges.at(-1)!.end).toBe(big.length);
    ranges.slice(1).forEach((r, i) => expect(r.start).toBe(ranges[i]!.end));
    for (const r of ranges) {
      expect(r.end - r.start).toBeLessThanOrEqual(50_000);
      expect(300 + (r.end - r.start) * 700).toBeLessThanOrEqual(52_428_800);
    }
  });
});
