/**
 * npm run import-catalog: builds content/dataset.ndjson from the client's catalogue export
 * (CATALOG_DIR, default ../shared/catalog), the editorial documents (content/editorial) and the
 * translated strings (content/strings/*.json), paints the product drawings in the catalogue's colours
 * (public/images/products/painted/), and copies the business tables into content/seed/.
 * Deterministic: running it twice writes byte-identical files.
 */
import { mkdir, writeFile } from "node:fs/promises";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { editorialDocuments } from "../content/editorial/index";
import { buildDataset, toNdjson } from "./import/build-dataset";
import { seedFiles } from "./import/catalog";
import { productDrawings } from "./import/catalog-documents";
import { missingImages, readStrings } from "./import/dataset-inputs";
import { writePaintedDrawings } from "./import/illustrations";
import { missingMenuPages } from "./import/menus";
import { readCatalog, readJson } from "./import/read-catalog";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const catalogDir = path.resolve(root, process.env.CATALOG_DIR ?? "../shared/catalog");
const out = {
  dataset: path.join(root, "content/dataset.ndjson"),
  seedDir: path.join(root, "content/seed"),
  stringsDir: path.join(root, "content/strings"),
  publicDir: path.join(root, "public"),
};

/** Pretty-printed with a stable layout, so the seed diff shows only real changes. */
async function copySeeds(): Promise<void> {
  await mkdir(out.seedDir, { recursive: true });
  for (const file of seedFiles) {
    const data = await readJson(path.join(catalogDir, file));
    await writeFile(path.join(out.seedDir, file), `${JSON.stringify(data, null, 2)}\n`);
  }
}

async function main(): Promise<void> {
  const editorial = editorialDocuments();
  const catalog = await readCatalog(catalogDir);
  const docs = buildDataset(catalog, editorial, await readStrings(out.stringsDir));
  const ndjson = toNdjson(docs);
  const painted = await writePaintedDrawings(out.publicDir, productDrawings(catalog));
  const images = missingImages(ndjson, out.publicDir);
  if (images.length > 0) throw new Error(`Images referenced by the dataset are missing under public/:\n  ${images.join("\n  ")}`);
  await writeFile(out.dataset, ndjson);
  await copySeeds();

  const counts = new Map<string, number>();
  for (const d of docs) counts.set(d._type, (counts.get(d._type) ?? 0) + 1);
  console.log(`Wrote ${path.relative(root, out.dataset)}: ${docs.length} documents, and ${painted} painted drawings`);
  console.log([...counts].map(([type, n]) => `  ${type}: ${n}`).join("\n"));
  const missingPages = missingMenuPages(editorial);
  if (missingPages.length > 0) console.warn(`Warning: menus leave out missing editorial pages: ${missingPages.join(", ")}`);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
