import { getConfig } from "~/config.server";
import { DAY_S } from "~/domain/auth/session-lifetime";
import { authSweepCutoffs } from "~/domain/housekeeping";
import { BROWSER_ID_LIFETIME_S } from "~/domain/lifetimes";
import { deleteExpiredRateLimits } from "~/http/rate-limit-store.server";
import { REFRESH_REUSE_MS } from "./auth/embedded.server";
import { createAuthStore, type AuthSweepCounts } from "./db/auth-store.server";
import type { Database } from "./db/index.server";
import { createDatabaseKv } from "./kv/database-kv.server";
import type { KvStore } from "./kv/types";
import { START_URL_LIFETIME_MS } from "./punchout/start-token.server";
import { sweepPunchOut, type PunchOutSweepCounts } from "./punchout/sweep.server";

export const SWEEP_INTERVAL_MS = 60 * 60_000;

export type SweepCounts = AuthSweepCounts & PunchOutSweepCounts & { expiredKeys: number; expiredRateLimits: number };

/**
 * Deletes the rows no request can reach any more: expired keys of the database's key-value store
 * (anonymous carts whose cookie has expired; Upstash expires its own), the rate limits' ended windows, and the
 * sign-in service's spent codes, old failures and dead refresh tokens, and PunchOut sessions past any sign-in's end
 * with the buyers OCI made for them alone (their carts and favorites in `kv`, the configured store). Plain DELETEs with
 * fixed cut-offs, so servers sweeping at the same time do no harm.
 */
export async function sweepDatabase(db: Database, kv: KvStore, now: number): Promise<SweepCounts> {
  const expiredKeys = await createDatabaseKv(db).deleteExpired();
  const expiredRateLimits = await deleteExpiredRateLimits(db, now);
  const lifetimes = {
    refreshReuseMs: REFRESH_REUSE_MS,
    sessionMaxAgeMs: getConfig().SESSION_MAX_AGE_DAYS * DAY_S * 1000,
    knownBrowserMs: BROWSER_ID_LIFETIME_S * 1000,
  };
  const auth = await createAuthStore(db).deleteStale(authSweepCutoffs(now, lifetimes));
  // A session is opened within its start URL's lifetime, and lasts at most as long as the sign-in it starts.
  const punchOut = await sweepPunchOut(db, kv, new Date(now - START_URL_LIFETIME_MS - lifetimes.sessionMaxAgeMs));
  // PGlite has no autovacuum: without this, the space of every deleted or replaced row (expired carts, ended rate
  // limits) was never reused and its files grew for good. 0.1 to 0.4 s at 50,000 products; PostgreSQL does its own.
  if (db.kind === "pglite") await db.query("VACUUM");
  return { expiredKeys, expiredRateLimits, ...auth, ...punchOut };
}

type Logger = Pick<Console, "log" | "error">;

/**
 * Runs `sweep` now and then `intervalMs` after each run ends, on a timer that does not keep the
 * process alive. A failed run (database down) is logged and retried at the next tick. `stop` cancels
 * the next run and waits for one in progress, so the database can be closed after it.
 */
export function scheduleSweeps(sweep: () => Promise<SweepCounts>, options: { intervalMs?: number; log?: Logger } = {}): { stop(): Promise<void> } {
  const { intervalMs = SWEEP_INTERVAL_MS, log = console } = options;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | undefined;
  let stopped = false;

  async function run(): Promise<void> {
    try {
      const counts = await sweep();
      const deleted = Object.entries(counts).filter(([, n]) => n > 0);
      if (deleted.length > 0) log.log(`housekeeping: deleted ${deleted.map(([kind, n]) => `${n} ${kind}`).join(", ")}`);
    } catch (error) {
      log.error("housekeeping: sweep failed, retrying at the next run", error);
    }
  }

  function tick(): void {
    running = run().finally(() => {
      running = undefined;
      if (!stopped) timer = setTimeout(tick, intervalMs).unref();
    });
  }

  tick();
  return {
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await running;
    },
  };
}
