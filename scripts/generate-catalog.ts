/**
 * npm run generate-catalog -- --products 50000 --out /tmp/catalog-50k: a synthetic catalogue export of
 * any size for scale tests. Copies every file of CATALOG_DIR (default ../shared/catalog) and writes
 * products.json grown to the size asked (scripts/generate/grow-products.ts). Same size, same bytes.
 * The result imports with `CATALOG_DIR=<out> npm run import-catalog`; never commit what that writes.
 */
import { mkdir, readdir, readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { parseArgs } from "node:util";
import { growProducts } from "./generate/grow-products";
import { readCatalog } from "./import/read-catalog";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const catalogDir = path.resolve(root, process.env.CATALOG_DIR ?? "../shared/catalog");

const { values } = parseArgs({ options: { products: { type: "string" }, out: { type: "string" }, seed: { type: "string", default: "22" } } });
const total = Number(values.products);
const seed = Number(values.seed);
if (!values.out || !Number.isInteger(total) || !Number.isInteger(seed)) {
  console.error("Usage: npm run generate-catalog -- --products <count> --out <folder> [--seed <integer>]");
  process.exit(2);
}
const outDir = path.resolve(values.out);

async function main(): Promise<void> {
  // Read as the import reads it, so a broken export fails here rather than after growing.
  const { products } = await readCatalog(catalogDir);
  const grown = growProducts(products, total, seed);
  await mkdir(outDir, { recursive: true });
  for (const entry of await readdir(catalogDir, { withFileTypes: true })) {
    if (entry.isFile() && entry.name !== "products.json") await writeFile(path.join(outDir, entry.name), await readFile(path.join(catalogDir, entry.name)));
  }
  // The export's own layout (one-space indent), so the files read like the seed's.
  await writeFile(path.join(outDir, "products.json"), `${JSON.stringify(grown, null, 1)}\n`);
  console.log(`Wrote ${outDir}: ${grown.length} products (the seed's ${products.length} and ${grown.length - products.length} variants)`);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
