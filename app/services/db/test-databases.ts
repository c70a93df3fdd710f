import { randomBytes } from "node:crypto";
import pg from "pg";
import { afterEach, beforeEach, describe, it } from "vitest";
import type { Database } from "./database.server";
import { createPgliteDatabase } from "./pglite.server";
import { createPostgresDatabase } from "./postgres.server";

/** A fresh, empty database for one test; `open` gives further connections to the same one. */
export type TestDatabase = { db: Database; open(): Promise<Database>; dispose(): Promise<void> };

export type TestBackend = {
  kind: Database["kind"];
  /** Why the backend cannot run here, or undefined when it can. */
  unavailable?: string;
  create(): Promise<TestDatabase>;
};

const pglite: TestBackend = {
  kind: "pglite",
  async create() {
    const db = await createPgliteDatabase();
    return {
      db,
      open: () => Promise.reject(new Error("an in-memory PGlite has one connection")),
      dispose: () => db.close(),
    };
  },
};

/** Each test gets its own database on the server at TEST_DATABASE_URL, dropped afterwards. */
function postgres(url: string | undefined): TestBackend {
  return {
    kind: "postgres",
    unavailable: url ? undefined : "TEST_DATABASE_URL is not set: run through scripts/with-postgres.sh",
    async create() {
      const name = `test_${randomBytes(6).toString("hex")}`;
      const admin = new pg.Client({ connectionString: url });
      await admin.connect();
      await admin.query(`CREATE DATABASE ${name}`);
      const testUrl = new URL(url!);
      testUrl.pathname = `/${name}`;
      const opened: Database[] = [];
      const open = async () => {
        const db = createPostgresDatabase(testUrl.href, { max: 4 });
        opened.push(db);
        return db;
      };
      return {
        db: await open(),
        open,
        async dispose() {
          await Promise.all(opened.map((db) => db.close()));
          // A closed pool hangs up without waiting; let the sessions go before forcing the drop.
          for (let i = 0; i < 50; i++) {
            const { rows } = await admin.query("SELECT count(*)::int AS n FROM pg_stat_activity WHERE datname = $1", [name]);
            if (rows[0].n === 0) break;
            await new Promise((resolve) => setTimeout(resolve, 20));
          }
          await admin.query(`DROP DATABASE ${name} WITH (FORCE)`);
          await admin.end();
        },
      };
    },
  };
}

export const testBackends = (env = process.env): TestBackend[] => [pglite, postgres(env.TEST_DATABASE_URL)];

/**
 * Declares `body` once per backend, each test on a fresh database. Without TEST_DATABASE_URL the
 * Postgres suite fails under CI and is skipped (with a warning) elsewhere.
 */
export function describeEachBackend(title: string, body: (current: () => TestDatabase, backend: TestBackend) => void) {
  describe.each(testBackends())(`${title} ($kind)`, (backend) => {
    if (backend.unavailable) {
      if (process.env.CI) {
        it("has a PostgreSQL server", () => {
          throw new Error(backend.unavailable);
        });
      } else {
        console.warn(`Skipping the ${backend.kind} suite "${title}": ${backend.unavailable}`);
        it.skip("has a PostgreSQL server");
      }
      return;
    }
    let database: TestDatabase | undefined;
    beforeEach(async () => {
      database = await backend.create();
    });
    afterEach(async () => {
      await database?.dispose();
      database = undefined;
    });
    body(() => database!, backend);
  });
}
