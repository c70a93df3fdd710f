import { mkdtempSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { drawingByCategory, GENERIC_DRAWING, NEUTRAL_PAINT, PAINTED_DRAWINGS } from "../../app/domain/product-drawing";
import { writePaintedDrawings } from "./illustrations";

const publicDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../../public");
const dir = path.join(publicDir, "images/products");
const svgsIn = (folder: string) => readdirSync(folder).filter((f) => f.endsWith(".svg"));
const files = svgsIn(dir);

describe("product drawings", () => {
  it("exist for every drawing the import can pick", () => {
    const names = new Set([...Object.values(drawingByCategory), GENERIC_DRAWING]);
    for (const name of names) expect(files, name).toContain(`${name}.svg`);
  });

  it("are small square SVGs with a title, painted ones included", () => {
    for (const file of [...files, ...svgsIn(path.join(dir, "painted")).map((f) => `painted/${f}`)]) {
      const svg = readFileSync(path.join(dir, file), "utf8");
      expect(svg, file).toMatch(/^<svg [^>]*viewBox="0 0 120 120"/);
      expect(svg, file).toMatch(/<title>[^<]+<\/title>/);
      expect(svg.length, file).toBeLessThan(3072);
    }
  });

  it("mark their painted parts in the neutral paint, and only the drawings that follow a colour", () => {
    for (const file of files) {
      const roles = [...readFileSync(path.join(dir, file), "utf8").matchAll(/(?:fill|stroke)="(#[0-9a-f]{6})" data-paint="(fill|light|ink)"/g)];
      const name = file.replace(/\.svg$/, "");
      expect(roles.length > 0, file).toBe(PAINTED_DRAWINGS.has(name));
      for (const [, colour, role] of roles) expect(colour, `${file} ${role}`).toBe(NEUTRAL_PAINT[role as keyof typeof NEUTRAL_PAINT]);
    }
  });
});

describe("writePaintedDrawings", () => {
  it("writes each painted drawing once, and removes those no product uses any more", async () => {
    const root = mkdtempSync(path.join(tmpdir(), "painted-"));
    mkdirSync(path.join(root, "images/products/painted"), { recursive: true });
    writeFileSync(path.join(root, "images/products/push-button.svg"), readFileSync(path.join(dir, "push-button.svg")));
    writeFileSync(path.join(root, "images/products/painted/push-button-orange.svg"), "stale");
    const red = { name: "push-button", colour: "red" } as const;
    const count = await writePaintedDrawings(root, [red, red, { name: "contactor", colour: null }]);
    expect(count).toBe(1);
    expect(readdirSync(path.join(root, "images/products/painted"))).toEqual(["push-button-red.svg"]);
    expect(readFileSync(path.join(root, "images/products/painted/push-button-red.svg"), "utf8")).toContain('fill="#dc2626" data-paint="fill"');
  });
});
