import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { createCartRepository } from "./cart/cart-repository.server";
import { createAuthStore } from "./db/auth-store.server";
import { migrate } from "./db/migrate.server";
import { createDatabaseKv } from "./kv/database-kv.server";
import { describeEachBackend } from "./db/testing/test-databases";
import { scheduleSweeps, sweepDatabase, type SweepCounts } from "./housekeeping.server";
import { kvKey } from "~/domain/kv-keys";
import { seedDatabase } from "./db/seed.server";
import { createWebUserWriter } from "./db/web-users-write.server";
import { createPunchOutStore, type NewPartner } from "./punchout/store.server";

const NOW = Date.now();
const DAY = 86_400_000;
const OCI_PARTNER: NewPartner = {
  id: "sap-oci",
  customerId: "",
  protocol: "oci",
  domain: "",
  identity: "SAPUSER",
  secretHash: "scrypt$1$1$1$salt$hash",
  returnUrls: ["https://sap.example.com/"],
  priceDifferences: "refuse",
};
const SESSION = {
  partnerId: OCI_PARTNER.id,
  startExpiresAt: new Date(NOW + 60_000),
  userName: null,
  lang: "en" as const,
  operation: "create" as const,
  buyerCookie: "",
  returnUrl: "https://sap.example.com/hook",
  target: null,
  items: [],
  parties: { from: [], to: [] },
};
const none: SweepCounts = { expiredKeys: 0, expiredRateLimits: 0, codes: 0, failures: 0, refreshTokens: 0, punchOutSessions: 0, punchOutBuyers: 0 };

describeEachBackend("database sweep", (current, backend) => {
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

    expect(await sweepDatabase(db, kv, NOW)).toEqual({ ...none, expiredKeys: 1, expiredRateLimits: 1, codes: 1, failures: 1 });
    expect(await db.query("SELECT key FROM kv_store ORDER BY key")).toEqual([{ key: `anonymous:${"n".repeat(43)}:liveCart` }, { key: "old@x.com:liveCart" }]);
    expect(await db.query("SELECT email FROM auth_codes")).toEqual([{ email: "live@x.com" }]);
    expect(await db.query("SELECT key FROM rate_limits")).toEqual([{ key: "rl:public:publicQuote:open" }]);
    expect(await sweepDatabase(db, kv, NOW)).toEqual(none);
  });

  it("gives the space of what it deleted back to the next rows on the embedded database, which has no autovacuum", async () => {
    const { db } = current();
    await migrate(db);
    const kv = createDatabaseKv(db);
    // Anonymous carts that expired, as a day of visitors leaves them, then swept: three days.
    const churn = async (day: number) => {
      await db.query(
        `INSERT INTO kv_store (key, value, version, expires_at)
         SELECT 'anonymous:' || $1 || ':' || g || ':liveCart', '{"lines":[{"pn":"GCX1111-10","quantity":3}]}'::jsonb, 1, now() - interval '1 second'
         FROM generate_series(1, 5000) g`,
        [day],
      );
      expect(await sweepDatabase(db, kv, NOW)).toMatchObject({ expiredKeys: 5000 });
      const [size] = await db.query<{ bytes: number }>("SELECT pg_total_relation_size('kv_store')::int AS bytes");
      return size!.bytes;
    };
    await churn(1);
    // An index's emptied pages are reused after the vacuum that follows the one that emptied them: from the second day on.
    const second = await churn(2);
    const third = await churn(3);
    // PostgreSQL's autovacuum does this on its own schedule: only the embedded database is held to it.
    if (backend.kind === "pglite") expect(third).toBe(second);
  });

  it("deletes PunchOut sessions past any sign-in's end and the buyers OCI made for them alone, with their carts and favorites", async () => {
    const { db } = current();
    await migrate(db);
    await seedDatabase(db);
    const kv = createDatabaseKv(db);
    const punchOut = createPunchOutStore(db);
    await punchOut.upsertPartner({ ...OCI_PARTNER, customerId: (await db.query<{ id: string }>("SELECT id FROM customers ORDER BY id LIMIT 1"))[0]!.id });
    const buyers = { old: "sap-oci+1@punchout.invalid", ordered: "sap-oci+2@punchout.invalid", live: "sap-oci+3@punchout.invalid", cxml: "buyer@example.com" };
    const users = createWebUserWriter(db);
    for (const [n, email] of Object.values(buyers).entries()) {
      await punchOut.createSession({ ...SESSION, id: `s${n}`, startTokenHash: `t${n}`, email });
      await users.ensureWebUser(email);
      await createAuthStore(db).ensureUser(email);
      await kv.set(kvKey(email, "favorites"), ["P1"], {});
      await createCartRepository(kv, db).changeLine({ kind: "email", email }, "P1", () => ({ kind: "quantity", quantity: 1 }));
    }
    const old = Object.values(buyers).filter((email) => email !== buyers.live);
    await db.query("UPDATE punchout_sessions SET created_at = $1 WHERE email = ANY($2)", [new Date(NOW - 40 * DAY), old]);
    await db.query("UPDATE web_users SET created_at = $1 WHERE email = ANY($2)", [new Date(NOW - 40 * DAY), old]);
    const ordered = (await db.query<{ id: string }>("SELECT id FROM web_users WHERE email = $1", [buyers.ordered]))[0]!.id;
    await db.query(
      `INSERT INTO orders (idempotency_key, web_user_id, email, customer_id, customer_name, payment_terms, status, billing_contact, shipping_contact,
         lang, price_list, subtotal_cents, handling_cents, tariff_cents, tariff_surcharge_cents, international_fee_cents, shipping_cents, tax_cents, total_cents)
       VALUES ('k', $1, $2, 'C', 'C', 'net30', 'placed', '{}', '{}', 'en', 'L', 0, 0, 0, 0, 0, 0, 0, 0)`,
      [ordered, buyers.ordered],
    );

    expect(await sweepDatabase(db, kv, NOW)).toEqual({ ...none, punchOutSessions: 3, punchOutBuyers: 1 });
    expect(await db.query("SELECT email FROM punchout_sessions")).toEqual([{ email: buyers.live }]);
    const left = [buyers.ordered, buyers.live, buyers.cxml].sort();
    expect(
      (await db.query<{ email: string }>("SELECT email FROM web_users WHERE email LIKE '%punchout.invalid' OR email = $1", [buyers.cxml]))
        .map((r) => r.email)
        .sort(),
    ).toEqual(left);
    expect((await db.query<{ email: string }>("SELECT email FROM auth_users")).map((r) => r.email).sort()).toEqual(left);
    expect(await kv.get(kvKey(buyers.old, "favorites"))).toBeNull();
    expect(await kv.get(kvKey(buyers.old, "liveCart"))).toBeNull();
    expect(await kv.get(kvKey(buyers.ordered, "favorites"))).toEqual(["P1"]);
    expect(await sweepDatabase(db, kv, NOW)).toEqual(none);
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
