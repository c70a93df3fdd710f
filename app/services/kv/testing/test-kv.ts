import { randomBytes } from "node:crypto";
import { beforeEach, describe, it } from "vitest";
import type { Database } from "~/services/db/index.server";
import { migrate } from "~/services/db/migrate.server";
import { pgliteBackend, testBackends, useTestDatabase, type TestBackend } from "~/services/db/testing/test-databases";
import { createDatabaseKv } from "../database-kv.server";
import { ReadCache } from "../read-cache";
import type { KvStore } from "../types";
import { createUpstashKv } from "../upstash-kv.server";

/** What a test runs on: the store, and the (migrated, empty) database the shop's other data lives in. */
export type TestKv = { kv: KvStore; db: Database };

type KvBackend = { name: string; database: TestBackend; unavailable?: string; store(db: Database): KvStore };

/**
 * Each key a test writes gets a prefix of its own: the Upstash backend's Redis is shared by every test
 * and worker of a run, and is never emptied.
 */
function prefixed(kv: KvStore, prefix: string): KvStore {
  return {
    get: (key) => kv.get(prefix + key),
    set: (key, value, options) => kv.set(prefix + key, value, options),
    delete: (key) => kv.delete(prefix + key),
    update: (key, change, options) => kv.update(prefix + key, change, options),
  };
}

function upstash(env: NodeJS.ProcessEnv): KvBackend {
  const url = env.TEST_UPSTASH_URL;
  const token = env.TEST_UPSTASH_TOKEN ?? "";
  return {
    name: "upstash",
    database: pgliteBackend,
    unavailable: url ? undefined : "TEST_UPSTASH_URL is not set: run through scripts/with-redis.sh",
    store: () => prefixed(createUpstashKv({ url: url!, token }), `test:${randomBytes(8).toString("hex")}:`),
  };
}

/**
 * The database store on each database backend (PGlite; PostgreSQL with TEST_DATABASE_URL), on PGlite with its
 * read cache, and Upstash with TEST_UPSTASH_URL.
 */
export const kvBackends = (env = process.env): KvBackend[] => [
  ...testBackends(env).map((database) => ({
    name: `database on ${database.kind}`,
    database,
    unavailable: database.unavailable,
    store: (db: Database) => createDatabaseKv(db),
  })),
  // As the shop runs the embedded database: reads kept in memory.
  { name: "database on pglite, reads kept", database: pgliteBackend, store: (db) => createDatabaseKv(db, { readCache: new ReadCache(100) }) },
  upstash(env),
];

/**
 * Declares `body` once per store, each test on a fresh store and an empty, migrated database. A store
 * that cannot run here fails under CI and is skipped (with a warning) elsewhere, like `describeEachBackend`.
 */
export function describeEachKv(title: string, body: (current: () => TestKv) => void) {
  describe.each(kvBackends())(`${title} ($name)`, (backend) => {
    if (backend.unavailable) {
      if (process.env.CI) {
        it("has its server", () => {
          throw new Error(backend.unavailable);
        });
      } else {
        console.warn(`Skipping the ${backend.name} suite "${title}": ${backend.unavailable}`);
        it.skip("has its server");
      }
      return;
    }
    const database = useTestDatabase(backend.database);
    let current: TestKv | undefined;
    beforeEach(async () => {
      const { db } = database();
      await migrate(db);
      current = { db, kv: backend.store(db) };
    });
    body(() => current!);
  });
}
