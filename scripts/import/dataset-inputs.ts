/** What a dataset is built with beside the catalogue, and what it needs under public/: for import-catalog and import. */
import { existsSync } from "node:fs";
import { readdir } from "node:fs/promises";
import path from "node:path";
import { readJson } from "./read-catalog";
import type { StringFile } from "./strings";

/** Every `*.json` of the strings folder (content/strings), in name order. */
export async function readStrings(stringsDir: string): Promise<StringFile[]> {
  if (!existsSync(stringsDir)) return [];
  const names = (await readdir(stringsDir)).filter((n) => n.endsWith(".json")).sort();
  return Promise.all(names.map(async (name) => ({ name, table: await readJson(path.join(stringsDir, name)) })));
}

/** The local images the dataset points at that are missing under `publicDir`. */
export function missingImages(ndjson: string, publicDir: string): string[] {
  const srcs = new Set([...ndjson.matchAll(/"src":"(\/[^"]+)"/g)].map((m) => m[1]!));
  return [...srcs].filter((src) => !existsSync(path.join(publicDir, src))).sort();
}
