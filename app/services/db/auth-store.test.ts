import { expect, it } from "vitest";
import { authSweepCutoffs } from "~/domain/housekeeping";
import { createAuthStore } from "./auth-store.server";
import { migrate } from "./migrate.server";
import { describeEachBackend } from "./testing/test-databases";

const NOW = Date.UTC(2026, 0, 1, 12);
const MIN = 60_000;
const DAY = 24 * 60 * MIN;
const refused = { ok: false as const, error: "authDailyCodeLimit" as const, retryAfterSeconds: 1 };
const cutoffs = authSweepCutoffs(NOW, { refreshReuseMs: 30_000, sessionMaxAgeMs: 400 * DAY, knownBrowserMs: 400 * DAY });

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
    await auth.addFailure({ browserId: "old", ip: "127.0.0.1" }, NOW - 61 * MIN);
    await auth.addFailure({ browserId: "recent", ip: "127.0.0.1" }, NOW - 59 * MIN);
    expect(await auth.deleteStale(cutoffs)).toMatchObject({ failures: 1 });
    expect(await db.query("SELECT browser_id FROM auth_failures")).toEqual([{ browser_id: "recent" }]);
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
    await auth.addFailure({ browserId: "old", ip: "127.0.0.1" }, NOW - 2 * 60 * MIN);
    expect(await auth.deleteStale(cutoffs)).toEqual({ codes: 1, failures: 1, refreshTokens: 0 });
    expect(await auth.deleteStale(cutoffs)).toEqual({ codes: 0, failures: 0, refreshTokens: 0 });
  });
  it("judges parallel sends to one address one after the other, on what was sent since the day began", async () => {
    const { auth } = await store();
    // At most one send: each judge sees the sends logged by the ones before it.
    const claims = await Promise.all(
      Array.from({ length: 6 }, (_, i) => auth.claimSend("a@x.com", `b${i}`, NOW, NOW - DAY, (h) => (h.toAddress.length === 0 ? { ok: true } : refused))),
    );
    expect(claims.filter((c) => c.ok)).toHaveLength(1);
    let seen: unknown;
    await auth.claimSend("a@x.com", "b0", NOW + MIN, NOW - DAY, (h) => ((seen = h), refused));
    expect(seen).toEqual({ signedInAt: null, toAddress: [NOW], toBrowser: claims[0]!.ok ? [NOW] : [] });
  });

  it("knows a browser once it signed in, and from then on counts it sent no code until the next", async () => {
    const { auth } = await store();
    const claim = await auth.claimSend("a@x.com", "b1", NOW, NOW - DAY, () => ({ ok: true }));
    expect(await auth.wasSentTo("a@x.com", "b1")).toBe(true);
    expect(await auth.wasSentTo("a@x.com", "b2")).toBe(false);
    await auth.rememberBrowser("a@x.com", "b1", NOW + MIN);
    expect(await auth.wasSentTo("a@x.com", "b1")).toBe(false);
    let seen: unknown;
    await auth.claimSend("a@x.com", "b1", NOW + 2 * MIN, NOW - DAY, (h) => ((seen = h), refused));
    expect(seen).toEqual({ signedInAt: NOW + MIN, toAddress: [NOW], toBrowser: [NOW] });
    // A send whose mail failed is forgotten.
    if (claim.ok) await auth.forgetSend(claim.id);
    await auth.claimSend("a@x.com", "b1", NOW + 2 * MIN, NOW - DAY, (h) => ((seen = h), refused));
    expect(seen).toMatchObject({ toAddress: [], toBrowser: [] });
  });

  it("sweeps sends older than a day and browsers not signed in with for their lifetime", async () => {
    const { db, auth } = await store();
    await auth.claimSend("old@x.com", "b1", NOW - DAY - MIN, NOW - 2 * DAY, () => ({ ok: true }));
    await auth.claimSend("a@x.com", "b1", NOW - DAY + MIN, NOW - 2 * DAY, () => ({ ok: true }));
    await auth.rememberBrowser("old@x.com", "b1", NOW - 401 * DAY);
    await auth.rememberBrowser("a@x.com", "b1", NOW - 399 * DAY);
    await auth.deleteStale(cutoffs);
    expect(await emails(db, "auth_code_sends")).toEqual(["a@x.com"]);
    expect(await emails(db, "auth_known_browsers")).toEqual(["a@x.com"]);
  });
});
