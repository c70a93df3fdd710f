import { readdir, readFile } from "node:fs/promises";
import path from "node:path";
import type { Database } from "./database.server";

/** The committed migrations, relative to the working directory the server runs in (the project root). */
export const MIGRATIONS_DIR = path.resolve("app/services/db/migrations");

/** Arbitrary constant shared by every process migrating the same database. */
const MIGRATION_LOCK = 727_001;

export type Migration = { version: number; name: string; sql: string };

/** `0001_name.sql` files in version order; a malformed name or a repeated version is a mistake, not a skip. */
export async function readMigrations(dir = MIGRATIONS_DIR): Promise<Migration[]> {
  const files = (await readdir(dir)).filter((f) => f.endsWith(".sql")).sort();
  const migrations = await Promise.all(
    files.map(async (file) => {
      const match = /^(\d+)_([\w-]+)\.sql$/.exec(file);
      if (!match) throw new Error(`Migration file name must look like 0001_name.sql: ${file}`);
      return { version: Number(match[1]), name: match[2]!, sql: await readFile(path.join(dir, file), "utf8") };
    }),
  );
  migrations.forEach((m, i) => {
    if (i > 0 && m.version === migrations[i - 1]!.version) throw new Error(`Two migrations have version ${m.version}`);
  });
  return migrations;
}

/**
 * Applies the migrations not yet recorded in `schema_migrations`, each in its own transaction.
 * Every transaction first takes a transaction-scoped advisory lock, so processes starting together
 * apply each migration once: the later one waits, then finds it recorded. Returns the versions applied.
 */
export async function migrate(db: Database, migrations?: Migration[]): Promise<number[]> {
  const pending = migrations ?? (await readMigrations());
  const applied: number[] = [];
  for (const migration of pending) {
    const ran = await db.transaction(async (tx) => {
      await tx.query("SELECT pg_advisory_xact_lock($1)", [MIGRATION_LOCK]);
      await tx.exec(
        `CREATE TABLE IF NOT EXISTS schema_migrations (
           version integer PRIMARY KEY,
           name text NOT NULL,
           applied_at timestamptz NOT NULL DEFAULT now()
         )`,
      );
      const done = await tx.query("SELECT 1 FROM schema_migrations WHERE version = $1", [migration.version]);
      if (done.length > 0) return false;
      await tx.exec(migration.sql);
      await tx.query("INSERT INTO schema_migrations (version, name) VALUES ($1, $2)", [migration.version, migration.name]);
      return true;
    });
    if (ran) applied.push(migration.version);
  }
  return applied;
}
