import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { createCartRepository } from "./cart/cart-repository.server";
import { createAuthStore } from "./db/auth-store.server";
import { migrate } from "./db/migrate.server";
import { createDatabaseKv } from "./kv/database-kv.server";
import { describeEachBackend } from "./db/testing/test-databases";
import { scheduleSweeps, sweepDatabase, type SweepCounts } from "./housekeeping.server";

const NOW = Date.now();
const DAY = 86_400_000;
const none: SweepCounts = { expiredKeys: 0, expiredRateLimits: 0, codes: 0, failures: 0, refreshTokens: 0 };

describeEachBackend("database sweep", (current) => {
  it("deletes what no request can reach and keeps the rest; a second sweep finds nothing", async () => {
    const { db } = current();
    await migrate(db);
    const kv = createDatabaseKv(db);
    const carts = createCartRepository(kv, db);
    const auth = createAuthStore(db);
    const quantity = () => ({ kind: "quantity" as const, quantity: 1 });
    await carts.changeLine({ kind: "anonymous", token: "o".repeat(43) }, "P1", quantity);
    await carts.changeLine({ kind: "anonymous", token: "n".repeat(43) }, "P1", quantity);
    await carts.changeLine({ kind: "email", email: "old@x.com" }, "P1", quantity);
    await db.query("UPDATE kv_store SET expires_at = now() - interval '1 second' WHERE key = $1", [`anonymous:${"o".repeat(43)}:liveCart`]);
    await auth.saveCode("expired@x.com", "h1", "b1", NOW - DAY);
    await auth.saveCode("live@x.com", "h2", "b1", NOW - 60_000);
    await auth.addFailure({ browserId: "b1", ip: "127.0.0.1" }, NOW - DAY);
    await db.query("INSERT INTO rate_limits (key, points, expire) VALUES ('rl:public:publicQuote:ended', 3, $1), ('rl:public:publicQuote:open', 3, $2)", [
      NOW - 1,
      NOW + 60_000,
    ]);

    expect(await sweepDatabase(db, NOW)).toEqual({ expiredKeys: 1, expiredRateLimits: 1, codes: 1, failures: 1, refreshTokens: 0 });
    expect(await db.query("SELECT key FROM kv_store ORDER BY key")).toEqual([{ key: `anonymous:${"n".repeat(43)}:liveCart` }, { key: "old@x.com:liveCart" }]);
    expect(await db.query("SELECT email FROM auth_codes")).toEqual([{ email: "live@x.com" }]);
    expect(await db.query("SELECT key FROM rate_limits")).toEqual([{ key: "rl:public:publicQuote:open" }]);
    expect(await sweepDatabase(db, NOW)).toEqual(none);
  });
});

describe("scheduleSweeps", () => {
  const log = { log: vi.fn(), error: vi.fn() };
  beforeEach(() => {
    vi.useFakeTimers();
    log.log.mockReset();
    log.error.mockReset();
  });
  afterEach(() => vi.useRealTimers());

  it("sweeps at once, then an interval after each run; logs a line only when something was deleted", async () => {
    const sweep = vi
      .fn<() => Promise<SweepCounts>>()
      .mockResolvedValueOnce(none)
      .mockResolvedValue({ ...none, expiredKeys: 2, codes: 1 });
    const sweeps = scheduleSweeps(sweep, { intervalMs: 1000, log });
    await vi.advanceTimersByTimeAsync(0);
    expect(sweep).toHaveBeenCalledTimes(1);
    expect(log.log).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(999);
    expect(sweep).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(sweep).toHaveBeenCalledTimes(2);
    expect(log.log).toHaveBeenCalledWith("housekeeping: deleted 2 expiredKeys, 1 codes");
    await sweeps.stop();
  });

  it("logs a failed sweep and tries again at the next run", async () => {
    const sweep = vi.fn<() => Promise<SweepCounts>>().mockRejectedValueOnce(new Error("database down")).mockResolvedValue(none);
    const sweeps = scheduleSweeps(sweep, { intervalMs: 1000, log });
    await vi.advanceTimersByTimeAsync(0);
    expect(log.error).toHaveBeenCalledWith(expect.stringContaining("sweep failed"), expect.any(Error));
    await vi.advanceTimersByTimeAsync(1000);
    expect(sweep).toHaveBeenCalledTimes(2);
    await sweeps.stop();
  });

  it("stop clears the timer, and waits for a sweep in progress without scheduling another", async () => {
    let finish: (counts: SweepCounts) => void = () => {};
    const sweep = vi.fn(() => new Promise<SweepCounts>((resolve) => (finish = resolve)));
    const sweeps = scheduleSweeps(sweep, { intervalMs: 1000, log });
    let stopped = false;
    const stopping = sweeps.stop().then(() => (stopped = true));
    await vi.advanceTimersByTimeAsync(0);
    expect(stopped).toBe(false);
    finish(none);
    await stopping;
    expect(vi.getTimerCount()).toBe(0);
    await vi.advanceTimersByTimeAsync(10_000);
    expect(sweep).toHaveBeenCalledTimes(1);
  });

  it("uses a timer that does not keep the process alive", async () => {
    vi.useRealTimers();
    const setTimeoutSpy = vi.spyOn(globalThis, "setTimeout");
    const sweeps = scheduleSweeps(async () => none, { intervalMs: 60_000, log });
    await vi.waitFor(() => expect(setTimeoutSpy).toHaveBeenCalledWith(expect.any(Function), 60_000));
    const call = setTimeoutSpy.mock.calls.findIndex(([, ms]) => ms === 60_000);
    expect((setTimeoutSpy.mock.results[call]!.value as NodeJS.Timeout).hasRef()).toBe(false);
    await sweeps.stop();
    setTimeoutSpy.mockRestore();
  });
});
