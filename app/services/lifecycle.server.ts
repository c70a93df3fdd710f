import { warmCatalog } from "./content/catalog.server";
import { getContent } from "./content/index.server";
import { getSiteContent } from "./content/site.server";
import { closeDb, getDb, prepareDatabase } from "./db/index.server";

/** Loads what every page needs, and the catalogue's full product lists, before the server takes traffic. */
export async function warmUp(): Promise<void> {
  await Promise.all([getSiteContent(), warmCatalog(), prepareDatabase()]);
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

/** Closes pools and files on SIGTERM. */
export async function shutdown(): Promise<void> {
  await closeDb();
}
