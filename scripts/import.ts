/**
 * npm run import -- --from DIR [--dry-run] (or --rebuild after an upgrade): loads the operator's catalogue, price lists, customers, contacts and web
 * users from CSV or the catalogue export's JSON (docs/import.md). Every
 * bad row is reported and nothing changes; else one transaction upserts them by key, and on PostgreSQL every server is
 * told to forget the prices it read and to serve the new catalogue. Refused while a server holds the embedded DATA_DIR.
 */
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { parseArgs } from "node:util";
import { getConfig } from "~/config.server";
import { announce } from "~/services/cluster/announcements.server";
import { datasetHash } from "~/services/content/datasets.server";
import { DATASET_FILE, getContent } from "~/services/content/index.server";
import { claimDataDir, DataDirInUseError } from "~/services/db/data-dir-lock.server";
import { closeDb, getDb, prepareDatabase } from "~/services/db/index.server";
import { runImport, type CatalogueImport, type ImportResult } from "~/services/import/run.server";
import { catalogueImport } from "./import/catalogue-import";
import { CATALOGUE_FILES } from "./import/catalogue-rows";

const config = getConfig();
const { values: args } = parseArgs({
  options: { from: { type: "string" }, rebuild: { type: "boolean", default: false }, "dry-run": { type: "boolean", default: false } },
});
if (!args.from && !args.rebuild) {
  console.error("Usage: npm run import -- --from DIR [--dry-run] (the files each table is read from: docs/import.md)");
  console.error("       npm run import -- --rebuild [--dry-run] (after an upgrade: the imported catalogue built with this release's content)");
  process.exit(2);
}
// --rebuild alone reads no file: the catalogue imported last is built again when another release's content built it.
const dir = args.from ? path.resolve(args.from) : null;
if (dir !== null && !existsSync(dir)) {
  console.error(`Import refused: ${dir} does not exist. Nothing was changed.`);
  process.exit(1);
}
const dryRun = args["dry-run"];

const partNumbers = async () => new Set(await (await getContent()).fetch<string[]>(`*[_type == "product"].pn`));
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");

/** With Sanity, the catalogue lives there: its files are refused, the other tables still load. */
const catalogue: CatalogueImport =
  config.content === "sanity"
    ? {
        files: CATALOGUE_FILES,
        committed: "",
        prepare: async (_dir, files) => ({
          ok: false,
          problems: files.map((file) => `${file}:1: the catalogue is in Sanity (SANITY_PROJECT_ID is set): change it there, not with npm run import`),
        }),
      }
    : catalogueImport({
        catalogDir: path.resolve(root, process.env.CATALOG_DIR ?? "../shared/catalog"),
        stringsDir: path.join(root, "content/strings"),
        publicDir: path.join(root, "public"),
        committed: datasetHash(readFileSync(DATASET_FILE)),
      });

function report(result: ImportResult): void {
  if (!result.ok) {
    console.error(`Import refused: ${result.problems.length} bad ${result.problems.length === 1 ? "row" : "rows"}. Nothing was changed.`);
    for (const problem of result.problems) console.error(`  ${problem}`);
    return;
  }
  const what = dir ?? "the rebuild of the imported catalogue";
  console.log(
    result.dryRun ? `Dry run of ${what}: nothing was changed. It would make these changes:` : dir ? `Imported ${dir}:` : "Rebuilt the imported catalogue:",
  );
  for (const c of result.counts) {
    console.log(`  ${c.table}: ${c.inserted} inserted, ${c.updated} updated, ${c.unchanged} unchanged${c.deleted > 0 ? `, ${c.deleted} deleted` : ""}`);
  }
  if (args.rebuild && !result.catalogue) console.log("  Nothing to rebuild: no catalogue was imported, or this release's content built it.");
  if (result.catalogue)
    console.log(
      result.dryRun
        ? "  The catalogue would change."
        : "  The catalogue changed: the servers serve it from now on (on the embedded database: from their next start).",
    );
}

try {
  // The embedded database takes one process: a running server must be stopped first.
  const lock = config.database === "pglite" ? await claimDataDir(config.dataDir, "import") : null;
  try {
    // Seeded first, so a first start after the import finds the seed applied and keeps what was imported.
    await prepareDatabase();
    const result = await runImport(await getDb(), dir, { dryRun, partNumbers, catalogue });
    report(result);
    const changed = result.ok && !result.dryRun && result.counts.some((c) => c.inserted + c.updated + c.deleted > 0);
    if (changed && config.database === "postgres") {
      await announce({ kind: "accounts-imported" }).catch((error: unknown) => {
        console.error(`The other servers were not told (${(error as Error).message}): they show the new prices within 30 s.`);
      });
    }
    if (result.ok && result.catalogue && !result.dryRun && config.database === "postgres") {
      await announce({ kind: "content-revalidated" }).catch((error: unknown) => {
        console.error(`The servers were not told (${(error as Error).message}): they serve the new catalogue from their next start.`);
      });
    }
    process.exitCode = result.ok ? 0 : 1;
  } finally {
    await closeDb();
    lock?.release();
  }
} catch (error) {
  if (error instanceof DataDirInUseError) console.error(`Import refused: ${error.message}`);
  else console.error(`Import failed: ${(error as Error).message}. Nothing was changed.`);
  process.exitCode = 1;
}
