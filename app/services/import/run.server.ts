import { ACCOUNT_TABLES_LOCK, advanceIdSequences } from "~/services/db/account-tables.server";
import type { Database } from "~/services/db/database.server";
import { checkTables } from "./check";
import type { Problem } from "./problems";
import { readImportDir } from "./read.server";
import { IMPORT_TABLES, type TableName } from "./tables.server";

/** What one table's records did: new rows, changed rows, rows already as given, and rows removed (prices only). */
export type TableCounts = { table: TableName; inserted: number; updated: number; unchanged: number; deleted: number };

export type ImportResult = { ok: true; counts: TableCounts[]; skipped: string[]; dryRun: boolean } | { ok: false; problems: Problem[]; skipped: string[] };

export type ImportOptions = {
  dryRun?: boolean;
  /** The shop's part numbers, for the prices' items; asked only when prices are imported. */
  partNumbers: () => Promise<ReadonlySet<string>>;
};

/** Thrown inside the transaction to roll it back: the bad rows, or a dry run's counts. */
class RollBack extends Error {
  constructor(readonly result: ImportResult) {
    super("rolled back");
  }
}

/**
 * Loads the tables in `dir` (docs/import.md) in one transaction: every record checked first (all problems reported,
 * nothing written), then upserted by key; any failure rolls everything back. A dry run rolls back after writing, so
 * its counts are the real run's.
 */
export async function runImport(db: Database, dir: string, { dryRun = false, partNumbers }: ImportOptions): Promise<ImportResult> {
  const { raw, problems: readProblems, skipped } = await readImportDir(dir, IMPORT_TABLES);
  const products = raw.has("prices") ? await partNumbers() : new Set<string>();
  try {
    return await db.transaction(async (tx) => {
      // Keys read after the lock: no seed or other import changes them before this one commits.
      await tx.query("SELECT pg_advisory_xact_lock($1)", [ACCOUNT_TABLES_LOCK]);
      const existing = new Map(await Promise.all(IMPORT_TABLES.map(async (t) => [t.name, new Set(await t.existingKeys(tx))] as const)));
      const { checked, problems } = checkTables(IMPORT_TABLES, raw, existing, (pn) => products.has(pn));
      for (const table of IMPORT_TABLES) {
        const records = checked.get(table.name);
        if (records && table.conflicts) problems.push(...(await table.conflicts(records, tx)));
      }
      if (readProblems.length + problems.length > 0) {
        // In file and line order, as the operator goes through the files.
        const sorted = [...readProblems, ...problems].sort((a, b) => a.localeCompare(b, "en", { numeric: true }));
        throw new RollBack({ ok: false, problems: sorted, skipped });
      }

      const all = (name: TableName) => checked.get(name)?.map((r) => r.record);
      const counts: TableCounts[] = [];
      for (const table of IMPORT_TABLES) {
        const records = all(table.name);
        if (!records) continue;
        const changes = await table.write(tx, records, all);
        counts.push({ table: table.name, ...changes, unchanged: records.length - changes.inserted - changes.updated });
      }
      await advanceIdSequences(tx);
      const result: ImportResult = { ok: true, counts, skipped, dryRun };
      if (dryRun) throw new RollBack(result);
      return result;
    });
  } catch (error) {
    if (error instanceof RollBack) return error.result;
    throw error;
  }
}
