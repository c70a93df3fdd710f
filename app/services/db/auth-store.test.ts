import { expect, it } from "vitest";
import { authSweepCutoffs } from "~/domain/housekeeping";
import { createAuthStore } from "./auth-store.server";
import { migrate } from "./migrate.server";
import { describeEachBackend } from "./testing/test-databases";

const NOW = Date.UTC(2026, 0, 1, 12);
const MIN = 60_000;
const DAY = 24 * 60 * MIN;
const cutoffs = authSweepCutoffs(NOW, { refreshReuseMs: 30_000, sessionMaxAgeMs: 400 * DAY });

describeEachBackend("auth store housekeeping", (current) => {
  async function store() {
    const { db } = current();
    await migrate(db);
    return { db, auth: createAuthStore(db) };
  }

  /** A code for its own address, so saving it marks no other code used. */
  async function code(auth: ReturnType<typeof createAuthStore>, email: string, ageMs: number, used = false) {
    await auth.saveCode(email, `hash-${email}`, "b1", NOW - ageMs);
    if (used) await auth.useCode((await auth.latestCode(email, "b1"))!.id, NOW - ageMs + 1000);
  }

  const emails = async (db: ReturnType<typeof current>["db"], table: string) =>
    (await db.query<{ email: string }>(`SELECT email FROM ${table} ORDER BY email`)).map((r) => r.email);

  it("deletes spent and long-expired codes; live, recently used and just-expired ones stay", async () => {
    const { db, auth } = await store();
    await code(auth, "live@x.com", 5 * MIN);
    await code(auth, "just-expired@x.com", 30 * MIN);
    await code(auth, "expired@x.com", 2 * 60 * MIN);
    await code(auth, "just-used@x.com", 30_000, true);
    await code(auth, "used@x.com", 5 * MIN, true);
    expect(await auth.deleteStale(cutoffs)).toEqual({ codes: 2, failures: 0, refreshTokens: 0 });
    expect(await emails(db, "auth_codes")).toEqual(["just-expired@x.com", "just-used@x.com", "live@x.com"]);
  });

  it("deletes failures older than the hourly window", async () => {
    const { db, auth } = await store();
    await auth.addFailure({ email: "old@x.com", browserId: "b1", ip: "127.0.0.1" }, NOW - 61 * MIN);
    await auth.addFailure({ email: "recent@x.com", browserId: "b1", ip: "127.0.0.1" }, NOW - 59 * MIN);
    expect(await auth.deleteStale(cutoffs)).toMatchObject({ failures: 1 });
    expect(await emails(db, "auth_failures")).toEqual(["recent@x.com"]);
  });

  it("deletes refresh tokens past their reuse window, signed out, or older than the session cookie", async () => {
    const { db, auth } = await store();
    const { id } = await auth.ensureUser("maria@x.com");
    await auth.saveRefreshToken("live", id, NOW - 399 * DAY);
    await auth.saveRefreshToken("ancient", id, NOW - 401 * DAY);
    await auth.saveRefreshToken("just-rotated", id, NOW - DAY);
    await auth.consumeRefreshToken("just-rotated", NOW - 10_000, NOW - 40_000);
    await auth.saveRefreshToken("rotated", id, NOW - DAY);
    await auth.consumeRefreshToken("rotated", NOW - 60_000, NOW - 90_000);
    await auth.saveRefreshToken("signed-out", id, NOW - MIN);
    await auth.revokeRefreshToken("signed-out");
    expect(await auth.deleteStale(cutoffs)).toMatchObject({ refreshTokens: 3 });
    const left = await db.query<{ token_hash: string }>("SELECT token_hash FROM auth_refresh_tokens ORDER BY token_hash");
    expect(left.map((r) => r.token_hash)).toEqual(["just-rotated", "live"]);
  });

  it("is idempotent: a second sweep finds nothing", async () => {
    const { auth } = await store();
    await code(auth, "expired@x.com", 2 * 60 * MIN);
    await auth.addFailure({ email: "old@x.com", browserId: "b1", ip: "127.0.0.1" }, NOW - 2 * 60 * MIN);
    expect(await auth.deleteStale(cutoffs)).toEqual({ codes: 1, failures: 1, refreshTokens: 0 });
    expect(await auth.deleteStale(cutoffs)).toEqual({ codes: 0, failures: 0, refreshTokens: 0 });
  });
  it("claims an address's next send for one of many parallel requests, and sweeps old claims and sends", async () => {
    const { db, auth } = await store();
    const claims = await Promise.all(Array.from({ length: 6 }, () => auth.claimSend("a@x.com", NOW, NOW - MIN)));
    expect(claims.filter((c) => c === null)).toHaveLength(1);
    expect(claims.filter((c) => c === NOW)).toHaveLength(5);
    expect(await auth.claimSend("a@x.com", NOW + MIN, NOW)).toBeNull();
    await auth.claimSend("old@x.com", NOW - 2 * MIN, NOW - 3 * MIN);
    await auth.recordSend("old@x.com", "b1", NOW - 2 * 60 * MIN);
    await auth.recordSend("a@x.com", "b1", NOW);
    await auth.deleteStale(cutoffs);
    expect(await emails(db, "auth_send_claims")).toEqual(["a@x.com"]);
    expect(await emails(db, "auth_code_sends")).toEqual(["a@x.com"]);
  });
});
