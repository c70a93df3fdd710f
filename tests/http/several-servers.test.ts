import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { readLatestOutboxCode } from "~/services/mail/testing/outbox-reader";
import { NoJsBrowser } from "./support/browser";
import { startBuiltServer, type BuiltServer } from "./support/built-server";
import { startPostgres, type PostgresServer } from "./support/postgres-server";
import { signedIn } from "./support/sign-in";

// Two servers on one PostgreSQL, as an operator runs them behind a proxy (docs/operations.md#several-servers): what
// a buyer does on one holds on the other, a content revalidation posted to one reaches the other's cached pages, and
// the rate limits count once for both. Behind the trusted proxy (TRUST_PROXY) each limit test calls from addresses
// of its own; PUBLIC_API_RATE_LIMIT_FACTOR 0.05: 6 searches a minute per address; sign-in limits as shipped.
const SECRET = "revalidate-both";
let postgres: PostgresServer;
let a: BuiltServer;
let b: BuiltServer;
beforeAll(async () => {
  postgres = await startPostgres();
  const shared = {
    DATABASE_URL: postgres.url,
    REVALIDATE_SECRET: SECRET,
    PUBLIC_URL: "http://shop.test",
    TRUST_PROXY: "loopback",
    PUBLIC_API_RATE_LIMIT_FACTOR: "0.05",
  };
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

describe("the rate limits of two servers on one database", () => {
  const search = (server: BuiltServer, ip: string) =>
    fetch(`${server.url}/api/public/elastic-search/search`, {
      method: "POST",
      headers: { "X-Forwarded-For": ip, "Content-Type": "application/json" },
      body: JSON.stringify({ elasticQuery: { size: 10, query: { terms: { pn: ["GCX1111-10"] } } }, elasticIndex: "products" }),
    }).then(async (res) => (await res.arrayBuffer(), res.status));

  it("refuses a public call once its limit is reached half on one server and half on the other", async () => {
    const ip = "198.51.100.21";
    const statuses = [];
    for (const server of [a, a, a, b, b, b, a, b]) statuses.push(await search(server, ip));
    expect(statuses).toEqual([200, 200, 200, 200, 200, 200, 429, 429]);
    expect(await search(b, "198.51.100.22")).toBe(200);
  }, 60_000);

  it("counts a pending sign-in's code checks once, whichever server each reaches", async () => {
    const email = "two.servers@example.com";
    const ip = "198.51.100.23";
    // One browser behind the proxy: one cookie jar, each post to whichever server the proxy picks.
    const jar = new Map<string, string>();
    const post = async (server: BuiltServer, fields: Record<string, string>) => {
      const browser = new NoJsBrowser(server.url, server.url, { "X-Forwarded-For": ip });
      for (const [name, value] of jar) browser.cookies.set(name, value);
      const res = await browser.post("/login", { place: "page", email, ...fields });
      jar.clear();
      for (const [name, value] of browser.cookies) jar.set(name, value);
      await res.arrayBuffer();
      return res.status;
    };
    expect(await post(a, { intent: "email", name__confirm: "" })).toBe(303);
    const wrong = (await readLatestOutboxCode(a.dataDir, email)) === "000000" ? "111111" : "000000";
    const statuses = [];
    // Ten checks per pending sign-in in 10 minutes: five on each server, then the next is refused on either.
    for (const server of [a, b, a, b, a, b, a, b, a, b, a, b]) statuses.push(await post(server, { intent: "code", code: wrong }));
    expect(statuses).toEqual([...Array(10).fill(400), 429, 429]);
  }, 60_000);
});
