import { countDeleted } from "~/services/db/count-deleted.server";
import type { Database } from "~/services/db/index.server";
import { updateWithRetry, type Snapshot } from "./compare-and-set";
import type { ReadCache } from "./read-cache";
import type { JsonValue, KvStore, WriteOptions } from "./types";

/** Rows past their expiry read as absent; the database's clock decides, as it wrote `expires_at`. */
const LIVE = "(expires_at IS NULL OR expires_at > now())";
/** The expiry of a write whose third parameter is its TTL in seconds (null: none). */
const EXPIRES_AT = "CASE WHEN $3::integer IS NULL THEN NULL ELSE now() + make_interval(secs => $3::integer) END";
const NEXT_VERSION = "nextval('kv_store_version_seq')";
/** Writes a key whatever it holds; `guard` limits which existing rows it may overwrite. */
const UPSERT = (guard: string) =>
  `INSERT INTO kv_store (key, value, expires_at) VALUES ($1, $2::jsonb, ${EXPIRES_AT})
   ON CONFLICT (key) DO UPDATE SET value = EXCLUDED.value, expires_at = EXCLUDED.expires_at, version = ${NEXT_VERSION} ${guard} RETURNING 1`;

/** The version read with a value; null when the key was absent or expired. */
type Version = string | null;

const ttl = (options?: WriteOptions) => options?.ttlSeconds ?? null;

/**
 * The key-value store in the `kv_store` table (PGlite or PostgreSQL); compare-and-set on the row version.
 * With `readCache`, for a database this process alone writes, `get` answers from memory what it read before.
 */
export function createDatabaseKv(db: Database, { readCache }: { readCache?: ReadCache } = {}) {
  async function read(key: string): Promise<Snapshot<Version> & { expiresAtMs: number | null }> {
    const [row] = await db.query<{ value: JsonValue; version: string; expires_ms: number | null }>(
      `SELECT value, version::text AS version, (extract(epoch FROM expires_at) * 1000)::float8 AS expires_ms FROM kv_store WHERE key = $1 AND ${LIVE}`,
      [key],
    );
    return row ? { value: row.value, token: row.version, expiresAtMs: row.expires_ms } : { value: null, token: null, expiresAtMs: null };
  }
  /** A write of `key`, which the read cache forgets. */
  const writing = <T>(key: string, write: () => Promise<T>): Promise<T> => (readCache ? readCache.write(key, write) : write());

  async function write({ token: version }: Snapshot<Version>, key: string, next: JsonValue | null, options?: WriteOptions): Promise<boolean> {
    if (version === null) {
      // Nothing live was read: insert, or take over a row only if it has expired meanwhile.
      return next === null || (await db.query(UPSERT("WHERE kv_store.expires_at <= now()"), [key, JSON.stringify(next), ttl(options)])).length > 0;
    }
    if (next === null) return (await db.query("DELETE FROM kv_store WHERE key = $1 AND version = $2 RETURNING 1", [key, version])).length > 0;
    const updated = await db.query(
      `UPDATE kv_store SET value = $2::jsonb, expires_at = ${EXPIRES_AT}, version = ${NEXT_VERSION} WHERE key = $1 AND version = $4 RETURNING 1`,
      [key, JSON.stringify(next), ttl(options), version],
    );
    return updated.length > 0;
  }

  return {
    async get(key) {
      if (!readCache) return (await read(key)).value;
      const kept = readCache.get(key);
      return kept !== undefined ? kept : readCache.read(key, () => read(key));
    },

    async set(key, value, options) {
      await writing(key, () => db.query(UPSERT(""), [key, JSON.stringify(value), ttl(options)]));
    },

    async delete(key) {
      const [row] = await writing(key, () => db.query<{ live: boolean }>(`DELETE FROM kv_store WHERE key = $1 RETURNING ${LIVE} AS live`, [key]));
      return row?.live ?? false;
    },

    update(key, change, options) {
      return writing(key, () =>
        updateWithRetry(
          key,
          change,
          () => read(key),
          (snapshot, next) => write(snapshot, key, next, options),
        ),
      );
    },

    /** Deletes the rows past their expiry (the hourly housekeeping sweep); answers how many went. */
    deleteExpired(): Promise<number> {
      return countDeleted(db, "DELETE FROM kv_store WHERE expires_at <= now() RETURNING 1", []);
    },
  } satisfies KvStore & { deleteExpired(): Promise<number> };
}
