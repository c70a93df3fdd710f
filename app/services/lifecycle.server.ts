import type { Readable } from "node:stream";
import { getConfig } from "~/config.server";
import { log } from "./observability/log.server";
import { backupArchive } from "./backup/backup.server";
import { followAnnouncements } from "./cluster/announcements.server";
import { followImportedDataset, getContent } from "./content/index.server";
import { getSiteContent } from "./content/site.server";
import { claimDataDir, opsSocketPath } from "./db/data-dir-lock.server";
import { closeDb, getDb, prepareDatabase, reopenAfterLargeWrite } from "./db/index.server";
import { forgetPriceLists } from "./db/price-lists.server";
import { scheduleSweeps, sweepDatabase } from "./housekeeping.server";
import { getKv } from "./kv/index.server";
import { refreshCatalogIndex } from "./search/catalog-index.server";

let sweeps: ReturnType<typeof scheduleSweeps> | undefined;
let unfollow: (() => Promise<void>) | undefined;

/**
 * Loads what every page needs before the server takes traffic, and brings the catalogue's table (the search
 * index, which the lists and cards read) up to date first: a restart with unchanged content reads no product, a
 * first start on an empty database waits for the whole fill (docs/search.md#the-index); then sweeps unreachable
 * rows out of the database, now and every hour.
 */
export async function warmUp(): Promise<void> {
  const config = getConfig();
  // The embedded database takes one process: a second server on the same DATA_DIR stops here with a clear message.
  if (config.database === "pglite") await claimDataDir(config.dataDir, "server");
  const started = performance.now();
  const took = <T>(work: Promise<T>) => work.then(() => Math.round(performance.now() - started));
  const [content, site, database] = await Promise.all([took(getContent()), took(getSiteContent()), took(prepareDatabase())]);
  // A failed fill is logged; the table keeps the last complete fill's rows.
  const filled = refreshCatalogIndex().catch(() => null);
  const fill = await took(filled);
  const reopened = await took(reopenAfterLargeWrite((await filled)?.written ?? 0));
  log.info({ ms: { content, site, database, fill, reopened } }, "start: content, database and catalogue ready (ms since the warm-up began)");
  sweeps ??= scheduleSweeps(async () => sweepDatabase(await getDb(), await getKv(), Date.now()));
}

/** The embedded database's operator channel (backups while serving); none on PostgreSQL, whose tools do that. */
export function opsChannel(): { socketPath: string; backup: () => Promise<Readable> } | null {
  const config = getConfig();
  if (config.database !== "pglite") return null;
  return {
    socketPath: opsSocketPath(config.dataDir),
    backup: async () => {
      const db = await getDb();
      return backupArchive(config.dataDir, db.snapshot ? () => db.snapshot!() : null);
    },
  };
}

/** Loads site-wide content again, and brings the catalogue's table up to date with the content (the pages serve the old rows meanwhile). */
export function reloadContent(): Promise<unknown> {
  // A failed fill of the catalogue's table is logged and keeps the table as it was: the content itself is reloaded.
  return Promise.all([getSiteContent(), refreshCatalogIndex().catch(() => null)]);
}

/**
 * Acts on what the other servers of the database announce: a content revalidation posted to one of them, or an import
 * of the catalogue (which first moves this server to the imported dataset), forgets this one's cached content and pages too (`purgePages`: the HTTP layer's page cache and templates); an import of
 * price lists and customers (npm run import) forgets the price lists read and the pages showing their prices.
 */
export async function followOtherServers(purgePages: () => void): Promise<void> {
  const revalidated = async () => {
    await followImportedDataset();
    // Pages first: the next visitor's render loads the fresh content itself, without waiting for the whole reload.
    await (await getContent()).clear();
    purgePages();
    await reloadContent();
    // And again once the catalogue's table is filled: pages rendered meanwhile read its rows as they were.
    purgePages();
  };
  unfollow ??= await followAnnouncements((event) => {
    if (event.kind === "content-revalidated") revalidated().catch((error: unknown) => log.error({ err: error }, "revalidation from another server failed"));
    if (event.kind === "accounts-imported") {
      forgetPriceLists()
        .then(purgePages)
        .catch((error: unknown) => log.error({ err: error }, "forgetting the imported price lists failed"));
    }
  });
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
  await unfollow?.();
  unfollow = undefined;
  await closeDb();
}
