import { currentDataset, datasetHash, storeDataset, storedCatalogue } from "~/services/content/datasets.server";
import { ACCOUNT_TABLES_LOCK, advanceIdSequences } from "~/services/db/account-tables.server";
import type { Database } from "~/services/db/database.server";
import { checkTables, type RawTables } from "./check";
import type { Problem } from "./problems";
import { readImportDir } from "./read.server";
import { IMPORT_TABLES, type TableName } from "./tables.server";

/** What one table's records did: new rows, changed rows, rows already as given, and rows removed (prices only). */
export type TableCounts = { table: string; inserted: number; updated: number; unchanged: number; deleted: number };

/** `catalogue`: whether the import made another catalogue the current one (docs/import.md#the-catalogue). */
export type ImportResult = { ok: true; counts: TableCounts[]; catalogue: boolean; dryRun: boolean } | { ok: false; problems: Problem[] };

/** The catalogue's files checked and merged over the catalogue imported last (null: none), and the dataset built. */
export type CataloguePrepared =
  { ok: false; problems: Problem[] } | { ok: true; catalogue: unknown; ndjson: string; counts: TableCounts[]; partNumbers: ReadonlySet<string> };

/** The catalogue's part of the import (scripts/import/catalogue-import.ts): the builder lives with the content's. */
export type CatalogueImport = {
  /** The file names it reads. */
  files: readonly string[];
  /** The committed dataset's hash: a catalogue that builds it again is no change. */
  committed: string;
  prepare(dir: string, files: string[], stored: unknown): Promise<CataloguePrepared>;
};

export type ImportOptions = {
  dryRun?: boolean;
  /** The shop's part numbers, for the prices' items; asked only when prices are imported (a catalogue imported with them replaces them). */
  partNumbers: () => Promise<ReadonlySet<string>>;
  catalogue?: CatalogueImport;
};

/** Thrown inside the transaction to roll it back: the bad rows, or a dry run's counts. */
class RollBack extends Error {
  constructor(readonly result: ImportResult) {
    super("rolled back");
  }
}

/**
 * Loads the tables in `dir` (docs/import.md; null: no file, for `--rebuild`) in one transaction: every record checked first (all problems reported,
 * nothing written), then upserted by key; any failure rolls everything back. A dry run rolls back after writing, so
 * its counts are the real run's.
 */
export async function runImport(db: Database, dir: string | null, { dryRun = false, partNumbers, catalogue }: ImportOptions): Promise<ImportResult> {
  const {
    raw,
    problems: readProblems,
    catalogue: catalogueFiles,
  } = dir === null ? { raw: new Map() as RawTables, problems: [], catalogue: [] } : await readImportDir(dir, IMPORT_TABLES, catalogue?.files ?? []);
  // Asked before the transaction: the shop's content may read the database (its imported catalogue).
  const shopProducts = raw.has("prices") ? await partNumbers() : new Set<string>();
  try {
    return await db.transaction(async (tx) => {
      // Keys read after the lock: no seed or other import changes them before this one commits.
      await tx.query("SELECT pg_advisory_xact_lock($1)", [ACCOUNT_TABLES_LOCK]);
      // The catalogue first: the prices may name its new products. One imported beside another release's content (an
      // upgrade since) is built again with this release's, whatever the files given.
      const current = catalogue ? await currentDataset(tx) : null;
      const stale = current !== null && current.build !== catalogue?.committed;
      const prepared =
        catalogue && (catalogueFiles.length > 0 || stale) // No file is read when none was given (dir null).
          ? await catalogue.prepare(dir ?? "", catalogueFiles, await storedCatalogue(tx))
          : null;
      if (prepared?.ok === false) readProblems.push(...prepared.problems);
      const products = prepared?.ok ? prepared.partNumbers : shopProducts;
      const existing = new Map(await Promise.all(IMPORT_TABLES.map(async (t) => [t.name, new Set(await t.existingKeys(tx))] as const)));
      const { checked, problems } = checkTables(IMPORT_TABLES, raw, existing, (pn) => products.has(pn));
      for (const table of IMPORT_TABLES) {
        const records = checked.get(table.name);
        if (records && table.conflicts) problems.push(...(await table.conflicts(records, tx)));
      }
      if (readProblems.length + problems.length > 0) {
        // In file and line order, as the operator goes through the files.
        const sorted = [...readProblems, ...problems].sort((a, b) => a.localeCompare(b, "en", { numeric: true }));
        throw new RollBack({ ok: false, problems: sorted });
      }

      const all = (name: TableName) => checked.get(name)?.map((r) => r.record);
      const counts: TableCounts[] = [];
      let changedCatalogue = false;
      if (prepared?.ok) {
        counts.push(...prepared.counts);
        const hash = datasetHash(prepared.ndjson);
        changedCatalogue = hash !== (current?.hash ?? catalogue!.committed) || stale;
        if (changedCatalogue) await storeDataset(tx, { hash, build: catalogue!.committed, ndjson: prepared.ndjson, catalogue: prepared.catalogue });
      }
      for (const table of IMPORT_TABLES) {
        const records = all(table.name);
        if (!records) continue;
        const changes = await table.write(tx, records, all);
        counts.push({ table: table.name, ...changes, unchanged: records.length - changes.inserted - changes.updated });
      }
      await advanceIdSequences(tx);
      const result: ImportResult = { ok: true, counts, catalogue: changedCatalogue, dryRun };
      if (dryRun) throw new RollBack(result);
      return result;
    });
  } catch (error) {
    if (error instanceof RollBack) return error.result;
    throw error;
  }
}
