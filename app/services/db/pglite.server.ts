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
 * Whether the database writes only the WAL its own crash recovery needs (`wal_level = minimal`); if not, sets it for the
 * next time it opens (a server setting). Nothing else ever reads PGlite's WAL (no replica, no archive: backups copy
 * the files). With it, what a transaction writes into a table it emptied is not logged: rows and index builds alike.
 * PGlite opens its WAL files with O_DSYNC (`wal_sync_method`), so every WAL page costs a disk write: a first fill of
 * 50,000 products wrote 596 MB in all and took 57 to 59 s to start; with it 283 MB and 42 to 47 s.
 */
async function logsMinimally(pg: PGlite): Promise<boolean> {
  const { rows } = await pg.query<{ wal_level: string }>("SHOW wal_level");
  if (rows[0]?.wal_level === "minimal") return true;
  // Each on its own: ALTER SYSTEM may not run in a transaction block, which one exec of two statements is.
  await pg.exec("ALTER SYSTEM SET wal_level = minimal");
  await pg.exec("ALTER SYSTEM SET max_wal_senders = 0");
  return false;
}

/**
 * Embedded PostgreSQL (WASM), persisted under `dataDir`, or in memory without one.
 * PGlite has a single connection: its `transaction` holds an exclusive lock that every other
 * `query` also waits for, so concurrent requests queue instead of running inside an open transaction.
 * Inside `fn`, use only the `tx` it is given: a call on the database itself would wait for `fn` forever.
 * `initialData`, a tarball from PGlite's `dumpDataDir`, starts a new database from it instead of running initdb.
 * On disk, a database is opened a second time the first time, to log minimally (`logsMinimally`).
 */
export async function createPgliteDatabase(dataDir?: string, { initialData }: { initialData?: Blob } = {}): Promise<Database> {
  if (dataDir) await mkdir(dataDir, { recursive: true });
  // pg_trgm: the search's part-number similarity (migration 0013 creates the extension).
  let pg = await PGlite.create({ dataDir, extensions: { pg_trgm }, ...(initialData ? { loadDataDir: initialData } : {}) });
  if (dataDir && !(await logsMinimally(pg))) {
    await pg.close();
    pg = await PGlite.create({ dataDir, extensions: { pg_trgm } });
  }
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
