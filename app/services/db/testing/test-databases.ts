import { randomBytes } from "node:crypto";
import { readFile, rename, rm, writeFile } from "node:fs/promises";
import { createRequire } from "node:module";
import os from "node:os";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import pg from "pg";
import { afterAll, afterEach, beforeAll, beforeEach, describe, it } from "vitest";
import type { Database } from "../database.server";
import { createPgliteDatabase } from "../pglite.server";
import { createPostgresDatabase } from "../postgres.server";

/** The database a test runs on, empty when the test starts; `open` gives further connections to it. */
export type TestDatabase = { db: Database; open(): Promise<Database> };

/**
 * A database shared by many tests: starting PGlite costs seconds, emptying it milliseconds.
 * `empty` drops whatever earlier tests made, `closeOpened` the connections a test opened.
 */
type SharedDatabase = TestDatabase & { empty(): Promise<void>; closeOpened(): Promise<void>; dispose(): Promise<void> };

export type TestBackend = {
  kind: Database["kind"];
  /** Why the backend cannot run here, or undefined when it can. */
  unavailable?: string;
  create(): Promise<SharedDatabase>;
};

// Migrations create everything in the public schema; this recreates it as a new PostgreSQL 15+ database has it.
const EMPTY_PUBLIC_SCHEMA = "DROP SCHEMA public CASCADE; CREATE SCHEMA public AUTHORIZATION pg_database_owner; GRANT USAGE ON SCHEMA public TO PUBLIC;";

let initialized: Promise<Blob> | undefined;

/**
 * PGlite's data directory as initdb leaves it, kept in the temporary directory for later runs: a new
 * process starts PGlite from it in about 2 s, where running initdb in WASM that is not yet warm takes 10 s.
 */
export function initializedPgliteData(): Promise<Blob> {
  initialized ??= (async () => {
    const entry = createRequire(import.meta.url).resolve("@electric-sql/pglite");
    const { version } = JSON.parse(await readFile(path.join(path.dirname(entry), "../package.json"), "utf8")) as { version: string };
    const file = path.join(os.tmpdir(), `pglite-${version}-initdb.tar`);
    const cached = await readFile(file).catch((error: NodeJS.ErrnoException) => {
      if (error.code === "ENOENT") return undefined;
      throw error;
    });
    if (cached) return new Blob([cached]);
    const fresh = await PGlite.create();
    const dump = await fresh.dumpDataDir("none");
    await fresh.close();
    // Written aside and renamed, so a parallel worker reads either no file or a whole one.
    const partial = `${file}.${process.pid}`;
    await writeFile(partial, Buffer.from(await dump.arrayBuffer()));
    await rename(partial, file).catch(() => rm(partial, { force: true }));
    return dump;
  })();
  return initialized;
}

let sharedPglite: Promise<Database> | undefined;

/**
 * One in-memory PGlite per worker: the files a worker runs without isolation all use it, and every test
 * empties it first. It is never closed; it holds nothing that outlives the worker.
 */
export const pgliteBackend: TestBackend = {
  kind: "pglite",
  async create() {
    sharedPglite ??= initializedPgliteData().then((initialData) => createPgliteDatabase(undefined, { initialData }));
    const db = await sharedPglite;
    return {
      db,
      open: () => Promise.reject(new Error("an in-memory PGlite has one connection")),
      empty: () => db.exec(EMPTY_PUBLIC_SCHEMA),
      closeOpened: async () => {},
      dispose: async () => {},
    };
  },
};

/** A database of its own on the server at TEST_DATABASE_URL, dropped on dispose. */
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
      const db = createPostgresDatabase(testUrl.href, { max: 4 });
      let opened: Database[] = [];
      const closeOpened = async () => {
        await Promise.all(opened.map((other) => other.close()));
        opened = [];
      };
      return {
        db,
        async open() {
          const other = createPostgresDatabase(testUrl.href, { max: 4 });
          opened.push(other);
          return other;
        },
        empty: () => db.exec(EMPTY_PUBLIC_SCHEMA),
        closeOpened,
        async dispose() {
          await closeOpened();
          await db.close();
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

export const testBackends = (env = process.env): TestBackend[] => [pgliteBackend, postgres(env.TEST_DATABASE_URL)];

/**
 * Registers hooks in the current suite: one `backend` database for all its tests, emptied before each.
 * Call it at the top of a file or describe block; the returned function gives the database inside a test.
 */
export function useTestDatabase(backend: TestBackend): () => TestDatabase {
  let database: SharedDatabase | undefined;
  beforeAll(async () => {
    database = await backend.create();
  });
  beforeEach(() => database!.empty());
  afterEach(() => database?.closeOpened());
  afterAll(async () => {
    await database?.dispose();
    database = undefined;
  });
  return () => database!;
}

/**
 * Declares `body` once per backend, each test on an empty database. Without TEST_DATABASE_URL the
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
    body(useTestDatabase(backend), backend);
  });
}
