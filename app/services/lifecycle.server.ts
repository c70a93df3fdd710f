import { warmCatalog } from "./content/catalog.server";
import { getContent } from "./content/index.server";
import { getSiteContent } from "./content/site.server";
import { closeDb, getDb, prepareDatabase } from "./db/index.server";
import { scheduleSweeps, sweepDatabase } from "./housekeeping.server";
import { refreshCatalogIndex } from "./search/catalog-index.server";

let sweeps: ReturnType<typeof scheduleSweeps> | undefined;

/**
 * Loads what every page needs, and the catalogue's full product lists, before the server takes
 * traffic, and starts bringing the search index up to date (searches wait for it, nothing else
 * does); then sweeps unreachable rows out of the database, now and every hour.
 */
export async function warmUp(): Promise<void> {
  await Promise.all([getSiteContent(), warmCatalog(), prepareDatabase()]);
  void refreshCatalogIndex().catch(() => {});
  sweeps ??= scheduleSweeps(async () => sweepDatabase(await getDb(), Date.now()));
}

/** Readiness: the database and the content service both answer. */
export async function readiness(): Promise<{ ok: boolean; checks: Record<string, boolean> }> {
  const [content, database] = await Promise.all([
    getContent()
      .then((c) => c.ping())
      .catch(() => false),
    getDb()
      .then((db) => db.query("SELECT 1"))
      .then(
        () => true,
        () => false,
      ),
  ]);
  const checks = { content, database };
  return { ok: Object.values(checks).every(Boolean), checks };
}

/** Stops the sweeps and closes pools and files on SIGTERM. */
export async function shutdown(): Promise<void> {
  await sweeps?.stop();
  sweeps = undefined;
  await closeDb();
}
