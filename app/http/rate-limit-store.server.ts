import { Redis } from "@upstash/redis";
import { RateLimiterMemory, RateLimiterPostgres, RateLimiterRedis, type RateLimiterAbstract } from "rate-limiter-flexible";
import { getConfig, type Config } from "~/config.server";
import { countDeleted } from "~/services/db/count-deleted.server";
import { getDb, type Queryable } from "~/services/db/index.server";
import { log } from "~/services/observability/log.server";

/** One limit's window: `points` requests per `duration` seconds, its keys under `keyPrefix`. */
export type LimiterOptions = { keyPrefix: string; points: number; duration: number };

/** Where the counts live: makes the rate-limiter-flexible limiter of one window. */
export type LimiterStore = (options: LimiterOptions) => RateLimiterAbstract;

export type RateLimitStoreKind = "redis" | "postgres" | "memory";

/** The counts' table (migration 0018), swept by the housekeeping. */
const TABLE = "rate_limits";

/** A Redis call slower than this counts in memory instead, rather than holding the request. */
export const REDIS_TIMEOUT_MS = 1_000;

/**
 * Where every server's counts meet: Redis when Upstash is configured, else the PostgreSQL that all servers share;
 * the embedded database serves one process, whose memory is then enough.
 */
export function rateLimitStoreKind(config: Pick<Config, "kv" | "database">): RateLimitStoreKind {
  if (config.kv === "upstash") return "redis";
  return config.database === "postgres" ? "postgres" : "memory";
}

/**
 * Passes a store's calls through, logging its first failure and its first answer after one, not every call of an
 * outage: meanwhile the library's insurance limiter counts in this process's memory (each server on its own).
 */
function outageLog(store: string): <T>(call: Promise<T>) => Promise<T> {
  let down = false;
  return async (call) => {
    try {
      const result = await call;
      if (down) log.info(`rate limits: ${store} answers again`);
      down = false;
      return result;
    } catch (error) {
      if (!down) log.error({ err: error }, `rate limits: ${store} failed; counting in this server's memory until it answers`);
      down = true;
      throw error;
    }
  };
}

export const memoryLimiters: LimiterStore = (options) => new RateLimiterMemory(options);

const insured = (options: LimiterOptions) => ({ ...options, insuranceLimiter: new RateLimiterMemory(options) });

/**
 * Counts in Redis through Upstash's REST client. RateLimiterRedis consumes with one EVAL of its Lua script, called
 * as node-redis 4 does (`useRedisPackage`: `eval(script, { keys, arguments })`), and needs no other command for
 * windows of whole seconds; Upstash runs EVAL atomically like any Redis, so this one method adapts the client.
 */
export function redisLimiters(redis: Pick<Redis, "eval">): LimiterStore {
  const watched = outageLog("Redis");
  const storeClient = {
    eval: (script: string, { keys, arguments: args }: { keys: string[]; arguments: string[] }) => watched(redis.eval(script, keys, args)),
  };
  return (options) => new RateLimiterRedis({ ...insured(options), storeClient, useRedisPackage: true });
}

/**
 * Counts in the `rate_limits` table through the shop's database: RateLimiterPostgres calls only `query({ text,
 * values })` and reads `rows` when consuming. The migration made the table, and the housekeeping sweeps it, so
 * the library neither creates it nor runs a sweep timer per limiter.
 */
export function postgresLimiters(db: () => Promise<Queryable>): LimiterStore {
  const watched = outageLog("PostgreSQL");
  const storeClient = {
    query: ({ text, values }: { text: string; values?: unknown[] }) => watched(db().then(async (open) => ({ rows: await open.query(text, values) }))),
  };
  return (options) =>
    new RateLimiterPostgres({ ...insured(options), storeClient, storeType: "client", tableName: TABLE, tableCreated: true, clearExpiredByTimeout: false });
}

/** Deletes the counts whose window ended before `now`: the library starts a key's next window over its row, and never deletes one. */
export async function deleteExpiredRateLimits(db: Queryable, now: number): Promise<number> {
  return countDeleted(db, `DELETE FROM ${TABLE} WHERE expire < $1 RETURNING 1`, [now]);
}

/** An Upstash client for the limits: checked on the request's path, so one try with a short timeout, not the kv's retries. */
export function limitsRedis({ url, token }: { url: string; token: string }): Redis {
  return new Redis({ url, token, automaticDeserialization: false, enableTelemetry: false, retry: false, signal: () => AbortSignal.timeout(REDIS_TIMEOUT_MS) });
}

let store: LimiterStore | undefined;

/** The process's store, chosen once from configuration (rateLimitStoreKind). */
export function rateLimitStore(): LimiterStore {
  if (store) return store;
  const config = getConfig();
  const kind = rateLimitStoreKind(config);
  if (kind === "redis") store = redisLimiters(limitsRedis({ url: config.UPSTASH_REDIS_REST_URL!, token: config.UPSTASH_REDIS_REST_TOKEN! }));
  else store = kind === "postgres" ? postgresLimiters(getDb) : memoryLimiters;
  return store;
}
