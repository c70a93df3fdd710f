import { mkdir } from "node:fs/promises";
import { PGlite, type Transaction } from "@electric-sql/pglite";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import { OldestFirstQueue } from "~/services/scheduling/oldest-first-queue.server";
import { processTurnBudget } from "~/services/scheduling/turn-budget.server";
import type { Database, Queryable } from "./database.server";

function queryable(pg: PGlite | Transaction): Queryable {
  return {
    query: async <T>(sql: string, params?: unknown[]) => (await pg.query<T>(sql, params)).rows,
    exec: async (sql: string) => {
      await pg.exec(sql);
    },
  };
}

/**
 * Embedded PostgreSQL (WASM), persisted under `dataDir`, or in memory without one.
 * PGlite has a single connection: its `transaction` holds an exclusive lock that every other
 * `query` also waits for, so concurrent requests queue instead of running inside an open transaction.
 * Inside `fn`, use only the `tx` it is given: a call on the database itself would wait for `fn` forever.
 * `initialData`, a tarball from PGlite's `dumpDataDir`, starts a new database from it instead of running initdb.
 */
export async function createPgliteDatabase(dataDir?: string, { initialData }: { initialData?: Blob } = {}): Promise<Database> {
  if (dataDir) await mkdir(dataDir, { recursive: true });
  // pg_trgm: the search's part-number similarity (migration 0013 creates the extension).
  const pg = await PGlite.create({ dataDir, extensions: { pg_trgm }, ...(initialData ? { loadDataDir: initialData } : {}) });
  const calls = new OldestFirstQueue(processTurnBudget());
  const direct = queryable(pg);
  return {
    kind: "pglite",
    query: (sql, params) => calls.run(() => direct.query(sql, params)),
    exec: (sql) => calls.run(() => direct.exec(sql)),
    transaction: (fn) => calls.run(() => pg.transaction((tx) => fn(queryable(tx)))),
    // One process: nothing is ever missed, so there is no gap to report.
    listen: (channel, onMessage) => calls.run(() => pg.listen(channel, onMessage)),
    close: () => pg.close(),
    // A checkpoint first: the dump then holds the data files themselves rather than a long write-ahead log to replay.
    snapshot: () =>
      calls.run(async () => {
        await pg.exec("CHECKPOINT");
        return pg.dumpDataDir("gzip");
      }),
    usage: () => ({ inUse: calls.running, idle: 1 - calls.running, waiting: calls.length }),
  };
}
