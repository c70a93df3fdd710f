import path from "node:path";
import { getConfig } from "~/config.server";
import { metrics } from "~/services/observability/metrics.server";
import type { Database } from "./database.server";
import { migrate } from "./migrate.server";
import { createPgliteDatabase } from "./pglite.server";
import { createPostgresDatabase } from "./postgres.server";
import { seedDatabase } from "./seed.server";

export type { Database, Queryable } from "./database.server";

let database: Promise<Database> | undefined;

/**
 * The process-wide database, chosen once from configuration: Postgres at DATABASE_URL, else
 * embedded PGlite under `<DATA_DIR>/pglite`. Migrated before it is handed out.
 */
export function getDb(): Promise<Database> {
  database ??= (async () => {
    const config = getConfig();
    const db = config.database === "postgres" ? createPostgresDatabase(config.DATABASE_URL!) : await createPgliteDatabase(path.join(config.dataDir, "pglite"));
    try {
      await migrate(db);
    } catch (error) {
      await db.close();
      throw error;
    }
    metrics().observeDatabase(() => db.usage());
    return db;
  })();
  // A failed start (database down) may be retried by the next caller.
  database.catch(() => (database = undefined));
  return database;
}

/** Migrates and loads the catalogue's accounts and price lists; run once at start-up. */
export async function prepareDatabase(): Promise<void> {
  await seedDatabase(await getDb());
}

/** Rows one transaction wrote from which reopening the embedded database gives back more than its second costs. */
export const REOPEN_AFTER_ROWS = 10_000;

/**
 * Opens the embedded database again after a transaction that wrote `rows` rows, when that is at least REOPEN_AFTER_ROWS:
 * PGlite's WASM memory never shrinks, and grows about 1.7 KB a row a long transaction writes (85 MB for a first fill of
 * 50,000 products), which only a new instance gives back. Only while nothing else uses the database: at start, before
 * the server listens. True when it reopened.
 */
export async function reopenAfterLargeWrite(rows: number): Promise<boolean> {
  if (getConfig().database !== "pglite" || rows < REOPEN_AFTER_ROWS) return false;
  await closeDb();
  await getDb();
  return true;
}

/** Closes the database if it was opened. */
export async function closeDb(): Promise<void> {
  if (!database) return;
  const db = await database.catch(() => undefined);
  database = undefined;
  await db?.close();
}
