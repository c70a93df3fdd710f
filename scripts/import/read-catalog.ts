/** Reads and validates a catalogue export folder (see ../shared/catalog/README.md). */
import { readFile } from "node:fs/promises";
import path from "node:path";
import { catalogFiles, parseCatalog, type Catalog } from "./catalog";

export async function readJson(file: string): Promise<unknown> {
  try {
    return JSON.parse(await readFile(file, "utf8"));
  } catch (error) {
    throw new Error(`Cannot read ${file}: ${(error as Error).message}`);
  }
}

export async function readCatalog(dir: string): Promise<Catalog> {
  const entries = await Promise.all(Object.entries(catalogFiles).map(async ([field, file]) => [field, await readJson(path.join(dir, file))] as const));
  return parseCatalog(Object.fromEntries(entries) as Record<keyof Catalog, unknown>);
}
