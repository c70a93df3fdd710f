/**
 * The painted drawings (app/domain/product-drawing.ts): each neutral drawing in public/images/products/
 * in a product's colour, written to public/images/products/painted/. Only the ones products use, and the
 * folder is emptied first, so a colour that left the catalogue leaves no file behind.
 */
import { mkdir, readFile, rm, writeFile } from "node:fs/promises";
import path from "node:path";
import { drawingSrc, paintDrawing, type Drawing } from "../../app/domain/product-drawing";

export async function writePaintedDrawings(publicDir: string, drawings: Drawing[]): Promise<number> {
  const painted = new Map(drawings.filter((d) => d.colour !== null).map((d) => [drawingSrc(d), d]));
  await rm(path.join(publicDir, "images/products/painted"), { recursive: true, force: true });
  await mkdir(path.join(publicDir, "images/products/painted"), { recursive: true });
  for (const [src, { name, colour }] of [...painted].sort(([a], [b]) => a.localeCompare(b))) {
    const neutral = await readFile(path.join(publicDir, drawingSrc({ name, colour: null })), "utf8");
    await writeFile(path.join(publicDir, src), paintDrawing(neutral, colour!));
  }
  return painted.size;
}
