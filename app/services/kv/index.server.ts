import { getConfig } from "~/config.server";
import { getDb, type Database } from "~/services/db/index.server";
import { createDatabaseKv } from "./database-kv.server";
import { ReadCache } from "./read-cache";
import type { KvStore } from "./types";
import { createUpstashKv } from "./upstash-kv.server";

export type { JsonValue, KvStore, WriteOptions } from "./types";

const onDatabase = new WeakMap<Database, KvStore>();
/** Sessions, carts and favorites of the buyers seen last: a few kilobytes each. */
const READ_CACHE_ENTRIES = 5_000;
let upstash: KvStore | undefined;

/**
 * The process-wide key-value store, chosen from configuration: Upstash Redis when
 * UPSTASH_REDIS_REST_URL and _TOKEN are set, else the database's `kv_store` table (the store of
 * whichever database `getDb()` answers).
 */
export async function getKv(): Promise<KvStore> {
  const config = getConfig();
  if (config.kv === "upstash") {
    upstash ??= createUpstashKv({ url: config.UPSTASH_REDIS_REST_URL!, token: config.UPSTASH_REDIS_REST_TOKEN! });
    return upstash;
  }
  const db = await getDb();
  let kv = onDatabase.get(db);
  // The embedded database is this process's alone, so what it read stays true until the process writes
  // it; a PostgreSQL server may be written by other servers too.
  if (!kv) onDatabase.set(db, (kv = createDatabaseKv(db, db.kind === "pglite" ? { readCache: new ReadCache(READ_CACHE_ENTRIES) } : {})));
  return kv;
}
