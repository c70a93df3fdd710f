import { readdir, readFile } from "node:fs/promises";
import path from "node:path";
import type { RawTables } from "./check";
import { readCsv } from "./csv";
import { EXPORT_FILES, readExportFile } from "./export-files";
import type { Problem } from "./problems";
import type { ImportTable } from "./tables.server";

/**
 * The records of every table `dir` holds: `<table>.csv`, or the export's JSON files (docs/import.md). A table given
 * twice and a file the import does not know are problems too; the catalogue's files (`catalogueFiles`) are listed in
 * `catalogue`, for the catalogue's part of the import to read.
 */
export async function readImportDir(
  dir: string,
  tables: readonly ImportTable<unknown>[],
  catalogueFiles: readonly string[],
): Promise<{ raw: RawTables; problems: Problem[]; catalogue: string[] }> {
  const files = (await readdir(dir, { withFileTypes: true })).filter((f) => f.isFile() && /\.(csv|json)$/i.test(f.name)).map((f) => f.name);
  const raw: RawTables = new Map();
  const problems: Problem[] = [];
  const catalogue: string[] = [];
  const source = new Map<string, string>();
  const add = (file: string, table: ImportTable<unknown>["name"], rows: RawTables extends Map<unknown, infer V> ? V : never) => {
    const earlier = source.get(table);
    if (earlier) problems.push(`${file}:1: ${table} are given in ${earlier} too; give each table once`);
    else raw.set(table, rows);
    source.set(table, earlier ?? file);
  };
  for (const file of files.sort()) {
    const text = () => readFile(path.join(dir, file), "utf8");
    const table = tables.find((t) => `${t.name}.csv` === file);
    if (table) {
      const read = readCsv(file, await text(), table.csv);
      problems.push(...read.problems);
      add(file, table.name, read.rows);
    } else if (file in EXPORT_FILES) {
      const read = readExportFile(file as keyof typeof EXPORT_FILES, await text());
      problems.push(...read.problems);
      for (const [name, rows] of Object.entries(read.tables)) add(file, name as ImportTable<unknown>["name"], rows);
    } else if (catalogueFiles.includes(file)) {
      catalogue.push(file);
    } else {
      problems.push(
        `${file}:1: unknown file; the import reads ${[...tables.map((t) => `${t.name}.csv`), ...Object.keys(EXPORT_FILES), ...catalogueFiles].join(", ")}`,
      );
    }
  }
  if (files.length === 0) problems.push(`${dir}: no .csv or .json file to import`);
  return { raw, problems, catalogue };
}
