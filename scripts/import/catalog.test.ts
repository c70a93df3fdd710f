import { describe, expect, it } from "vitest";
import { parseCatalog } from "./catalog";
import { fixtureCatalog } from "./fixture";

describe("parseCatalog", () => {
  it("accepts the catalogue shape", () => {
    expect(parseCatalog(fixtureCatalog()).products).toHaveLength(3);
  });

  it("names every offending path", () => {
    const raw = fixtureCatalog() as unknown as { products: Record<string, unknown>[]; zones: Record<string, unknown>[] };
    raw.products[0]!.list_price = "15.05";
    raw.zones[1]!.zone = null;
    expect(() => parseCatalog(raw as never)).toThrow(/products\.0\.list_price: Expected number[\s\S]*zones\.1\.zone/);
  });
});
