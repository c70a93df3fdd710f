import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { GENERIC_ILLUSTRATION, illustrationByCategory, illustrationFor } from "./illustrations";

const dir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../../public/images/products");
const files = readdirSync(dir).filter((f) => f.endsWith(".svg"));

describe("product illustrations", () => {
  it("exist for every drawing the import can pick", () => {
    const names = new Set([...Object.values(illustrationByCategory), GENERIC_ILLUSTRATION]);
    for (const name of names) expect(files, name).toContain(`${name}.svg`);
  });

  it("are small square SVGs with a title", () => {
    for (const file of files) {
      const svg = readFileSync(path.join(dir, file), "utf8");
      expect(svg, file).toMatch(/^<svg [^>]*viewBox="0 0 120 120"/);
      expect(svg, file).toMatch(/<title>[^<]+<\/title>/);
      expect(svg.length, file).toBeLessThan(3072);
    }
  });

  it("fall back to the family's drawing, then a generic one", () => {
    expect(illustrationFor("wire-duct", "wiring")).toBe("wire-duct");
    expect(illustrationFor("new-category", "control")).toBe("contactor");
    expect(illustrationFor("new-category", "new-family")).toBe(GENERIC_ILLUSTRATION);
  });
});
