/**
 * The catalogue for `npm run import` (docs/import.md#the-catalogue): the files given, merged over the
 * catalogue imported last (or the export the committed dataset was built from), built into a whole dataset by the
 * same builder as `npm run import-catalog`, with this release's editorial documents and strings.
 */
import { existsSync } from "node:fs";
import { readFile } from "node:fs/promises";
import path from "node:path";
import { editorialDocuments } from "../../content/editorial/index";
import type { CatalogueImport, CataloguePrepared } from "../../app/services/import/run.server";
import { buildDataset, toNdjson } from "./build-dataset";
import { catalogSchema, type Catalog } from "./catalog";
import { CATALOGUE_FILES, mergeCatalogue, readCatalogueFile, type CatalogueRows } from "./catalogue-rows";
import { missingImages, readStrings } from "./dataset-inputs";
import { readCatalog } from "./read-catalog";

export type CatalogueDirs = {
  /** The export the committed dataset was built from (CATALOG_DIR): the base until a catalogue is imported. */
  catalogDir: string;
  stringsDir: string;
  publicDir: string;
  /** The committed dataset's hash. */
  committed: string;
};

const EMPTY: Catalog = { categories: [], series: [], products: [], attributeTitles: [], zones: [], shipping: undefined as unknown as Catalog["shipping"] };

async function baseCatalogue(stored: unknown, catalogDir: string): Promise<Catalog | null> {
  if (stored !== null) return catalogSchema.parse(stored);
  return existsSync(path.join(catalogDir, "products.json")) ? readCatalog(catalogDir) : null;
}

export function catalogueImport(dirs: CatalogueDirs): CatalogueImport {
  return {
    files: CATALOGUE_FILES,
    committed: dirs.committed,
    async prepare(dir, files, stored): Promise<CataloguePrepared> {
      const rows: CatalogueRows = {};
      const problems: string[] = [];
      if (files.includes("products.json") && files.includes("products.csv"))
        problems.push("products.csv:1: products are given in products.json too; give them once");
      for (const file of files)
        problems.push(...readCatalogueFile(file as (typeof CATALOGUE_FILES)[number], await readFile(path.join(dir, file), "utf8"), rows));
      const base = await baseCatalogue(stored, dirs.catalogDir);
      if (!base) {
        // Nothing to merge over: the whole export is needed once.
        for (const file of ["zones.json", "shipping.json"] as const) {
          if (!files.includes(file)) problems.push(`${file}:1: missing: no catalogue was imported yet and CATALOG_DIR (${dirs.catalogDir}) holds no export`);
        }
      }
      const merged = mergeCatalogue(base ?? EMPTY, rows, (src) => existsSync(path.join(dirs.publicDir, src)));
      problems.push(...merged.problems);
      if (problems.length > 0) return { ok: false, problems };
      // No file given: the catalogue imported last, built again with this release's content (after an upgrade).
      const source = files.join(", ") || "the imported catalogue";
      let ndjson: string;
      try {
        ndjson = toNdjson(buildDataset(merged.catalog, editorialDocuments(), await readStrings(dirs.stringsDir)));
      } catch (error) {
        return { ok: false, problems: [`${source}: ${(error as Error).message}`] };
      }
      const images = missingImages(ndjson, dirs.publicDir);
      if (images.length > 0) return { ok: false, problems: [`${source}: images missing under public/: ${images.join(", ")}`] };
      return { ok: true, catalogue: merged.catalog, ndjson, counts: merged.counts, partNumbers: new Set(merged.catalog.products.map((p) => p.pn)) };
    },
  };
}
