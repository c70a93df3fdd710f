import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { NoJsBrowser } from "./support/browser";
import { startBuiltServer, type BuiltServer } from "./support/built-server";
import { startPostgres, type PostgresServer } from "./support/postgres-server";
import { signedIn } from "./support/sign-in";

// Two servers on one PostgreSQL, as an operator runs them behind a proxy (docs/operations.md#several-servers): what
// a buyer does on one holds on the other, and a content revalidation posted to one reaches the other's cached pages.
const SECRET = "revalidate-both";
let postgres: PostgresServer;
let a: BuiltServer;
let b: BuiltServer;
beforeAll(async () => {
  postgres = await startPostgres();
  const shared = { DATABASE_URL: postgres.url, REVALIDATE_SECRET: SECRET, PUBLIC_URL: "http://shop.test", AUTH_RATE_LIMIT_FACTOR: "20" };
  a = await startBuiltServer(shared);
  b = await startBuiltServer(shared);
}, 240_000);
afterAll(async () => {
  await a?.stop();
  await b?.stop();
  postgres?.dispose();
});

const PAGE = "/products/22mm-nema-flush-push-button-black-1no-gcx1111-10";
const cacheOf = async (server: BuiltServer) => {
  const res = await fetch(server.url + PAGE);
  await res.text();
  return res.headers.get("x-cache");
};

describe("two servers on one database", () => {
  it("signs a buyer in through one and knows them on the other", async () => {
    const onA = await signedIn(a, "li.chen@example.com");
    const onB = new NoJsBrowser(b.url);
    for (const [name, value] of onA.cookies) onB.cookies.set(name, value);
    const profile = await onB.get("/my-account/profile");
    expect(profile.status).toBe(200);
    expect(await profile.text()).toContain("li.chen@example.com");
    // Signed out through one, the same cookie is refused by the other.
    expect((await onA.post("/logout", {})).status).toBe(303);
    const after = await onB.get("/my-account/profile");
    expect([302, 303]).toContain(after.status);
    expect(after.headers.get("location")).toMatch(/^\/login/);
  }, 60_000);

  it("purges the other server's cached pages within a second of a revalidation posted to one", async () => {
    await cacheOf(b);
    expect(await cacheOf(b)).toBe("HIT");
    const posted = await fetch(`${a.url}/api/revalidate`, { method: "POST", headers: { Authorization: `Bearer ${SECRET}` } });
    expect(await posted.json()).toEqual({ revalidated: true, otherServersTold: true });
    const told = Date.now();
    // The first request to B sent later than a second after the revalidation must get the new page (a MISS):
    // what counts is when a request is sent, not how long a render takes on this busy machine.
    let sentAt = told;
    await vi.waitFor(
      async () => {
        sentAt = Date.now();
        expect(await cacheOf(b)).toBe("MISS");
      },
      { timeout: 5_000, interval: 50 },
    );
    expect(sentAt - told).toBeLessThan(1_000);
  }, 60_000);
});
