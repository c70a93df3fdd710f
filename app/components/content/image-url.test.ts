import { describe, expect, it } from "vitest";
import { IMAGE_SCALES, parseAssetRef, sanityImageUrl, sanitySrcSet, srcSetWidths } from "./image-url";

const project = { projectId: "abc123", dataset: "production" };

describe("parseAssetRef", () => {
  it("reads id, size and format from an asset id", () => {
    expect(parseAssetRef("image-Tb9Ew8CXIwaY6R1kjMvI0uRR-2000x3000-jpg")).toEqual({
      id: "Tb9Ew8CXIwaY6R1kjMvI0uRR",
      width: 2000,
      height: 3000,
      format: "jpg",
    });
  });
  it("refuses what is not an image asset id", () => {
    expect(parseAssetRef("file-abc-pdf")).toBeNull();
    expect(parseAssetRef("image-abc-20x-png")).toBeNull();
    expect(parseAssetRef("image-a/b-20x20-png")).toBeNull();
    expect(parseAssetRef("")).toBeNull();
  });
});

describe("sanityImageUrl", () => {
  it("builds the CDN address with width and automatic format", () => {
    const asset = parseAssetRef("image-abc-1200x800-png")!;
    expect(sanityImageUrl(asset, project, 600)).toBe("https://cdn.sanity.io/images/abc123/production/abc-1200x800.png?w=600&auto=format");
  });
});

describe("srcSetWidths", () => {
  it("offers the documented scales of the displayed width", () => {
    expect(IMAGE_SCALES).toEqual([0.4, 0.5, 1, 1.5, 2, 2.5, 3]);
    expect(srcSetWidths(400, 5000)).toEqual([160, 200, 400, 600, 800, 1000, 1200]);
  });
  it("never asks for more than the original width and drops duplicates", () => {
    expect(srcSetWidths(400, 700)).toEqual([160, 200, 400, 600, 700]);
  });
  it("rounds fractional widths", () => {
    expect(srcSetWidths(333, 5000)).toEqual([133, 167, 333, 500, 666, 833, 999]);
  });
});

describe("sanitySrcSet", () => {
  it("lists one candidate per width with a width descriptor", () => {
    const asset = parseAssetRef("image-abc-1000x500-jpg")!;
    const { src, srcSet } = sanitySrcSet(asset, project, 400);
    expect(src).toBe("https://cdn.sanity.io/images/abc123/production/abc-1000x500.jpg?w=400&auto=format");
    const candidates = srcSet.split(", ");
    expect(candidates).toHaveLength(6);
    expect(candidates[0]).toBe("https://cdn.sanity.io/images/abc123/production/abc-1000x500.jpg?w=160&auto=format 160w");
    expect(candidates.at(-1)).toBe("https://cdn.sanity.io/images/abc123/production/abc-1000x500.jpg?w=1000&auto=format 1000w");
  });
  it("uses the original width as src for a small original", () => {
    const asset = parseAssetRef("image-abc-300x300-png")!;
    expect(sanitySrcSet(asset, project, 400).src).toContain("?w=300&");
  });
});
