import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { MAX_CUSTOMERS_PER_WEB_USER } from "~/domain/accounts/new-customer";
import { COMPANY_NAME_MAX } from "~/domain/accounts/company-limits";
import { migrate } from "~/services/db/migrate.server";
import { createPgliteDatabase } from "~/services/db/pglite.server";
import { seedDatabase } from "~/services/db/seed.server";
import { readLatestOutboxCode } from "~/services/mail/testing/outbox-reader";
import { NoJsBrowser } from "./support/browser";
import { startBuiltServer, startShiftedServer, type BuiltServer, type ShiftedServer } from "./support/built-server";
import { bearerTokenFor, signedIn } from "./support/sign-in";

// Sessions on the server (docs/sign-in.md#sessions-and-cookies): a small cookie whatever the account holds,
// a sign-out that ends the session for every copy of its cookie, bounded customer creation, and private calls
// that pass a renewed session cookie on.

/** A buyer seeded with the most customers a web user may hold, each with the longest name. */
const CROWDED = "many.companies@example.com";
const longName = (i: number) => `Company ${String(i).padStart(2, "0")} `.padEnd(COMPANY_NAME_MAX, "x");

const dataDir = mkdtempSync(path.join(tmpdir(), "voltshop-sessions-"));
let server: BuiltServer;
beforeAll(async () => {
  const db = await createPgliteDatabase(path.join(dataDir, "pglite"));
  await migrate(db);
  await seedDatabase(db);
  const ids = Array.from({ length: MAX_CUSTOMERS_PER_WEB_USER }, (_, i) => `C-91${String(i).padStart(2, "0")}`);
  await db.exec(`
    INSERT INTO customers (id, name, price_list, ar_term) VALUES ${ids.map((id, i) => `('${id}', '${longName(i)}', 'OEM', 'CREDIT CARD')`).join(", ")};
    INSERT INTO web_users (id, email, name_first, name_last, primary_customer_id) VALUES ('WU-9100', '${CROWDED}', 'Mo', 'Many', '${ids[0]}');
    INSERT INTO web_user_customers (web_user_id, customer_id, position) VALUES ${ids.map((id, i) => `('WU-9100', '${id}', ${i})`).join(", ")};
  `);
  await db.close();
  // The server's outbox and secrets are in `dataDir`, not the directory it made for itself.
  server = { ...(await startBuiltServer({ DATA_DIR: dataDir, AUTH_RATE_LIMIT_FACTOR: "20" })), dataDir };
}, 180_000);
afterAll(async () => {
  await server?.stop();
  rmSync(dataDir, { recursive: true, force: true });
});

const postCustomer = (headers: Record<string, string>, body: unknown) =>
  fetch(`${server.url}/api/private/customer`, { method: "POST", headers: { "Content-Type": "application/json", ...headers }, body: JSON.stringify(body) });

describe("the session cookie", () => {
  it("stays small for a buyer with the most customers, all with the longest names, and the code step signs them in", async () => {
    const browser = new NoJsBrowser(server.url);
    await browser.post("/login", { intent: "email", place: "page", email: CROWDED, name__confirm: "" });
    const code = await readLatestOutboxCode(server.dataDir, CROWDED);
    const res = await browser.post("/login", { intent: "code", place: "page", email: CROWDED, code: code ?? "" });
    expect(res.status).toBe(303);
    const cookie = res.headers.getSetCookie().find((c) => c.startsWith("__session="));
    expect(cookie).toBeDefined();
    expect(cookie!.length).toBeLessThan(512);
    expect((await browser.get("/my-account/profile")).status).toBe(200);
  });
});

describe("POST /api/private/customer", () => {
  it("refuses a customer beyond the bound with 400 JSON, by cookie or bearer token", async () => {
    const browser = await signedIn(server, CROWDED);
    const callers: Record<string, string>[] = [{ Cookie: browser.cookieHeader() }, { Authorization: `Bearer ${await bearerTokenFor(server, CROWDED)}` }];
    for (const auth of callers) {
      const res = await postCustomer(auth, { name: "One Too Many LLC" });
      expect(res.status).toBe(400);
      expect(res.headers.get("content-type")).toMatch(/application\/json/);
      expect(await res.json()).toMatchObject({ key: "accountCustomersLimit" });
    }
  });

  it("refuses a 1 MB body (413), over-long names and contact fields (400 JSON field errors), creating nothing", async () => {
    const browser = await signedIn(server, "maria.gonzalez@example.com");
    // A 1 MB body is refused before it is read whole; a long name that fits the body limit, by the name's rule.
    expect((await postCustomer({ Cookie: browser.cookieHeader() }, { name: "x".repeat(1024 * 1024) })).status).toBe(413);
    const huge = "x".repeat(10_000);
    const named = await postCustomer({ Cookie: browser.cookieHeader() }, { name: huge });
    expect(named.status).toBe(400);
    expect(await named.json()).toEqual({ error: { name: ["accountCompanyNameTooLong"] } });
    const contact = { nameFirst: "Maria", nameLast: "x".repeat(101), nameCompany: huge, addressCountry: "US" };
    const withContact = await postCustomer({ Cookie: browser.cookieHeader() }, { contact });
    expect(withContact.status).toBe(400);
    expect(await withContact.json()).toEqual({ error: { "contact.nameLast": ["accountFieldTooLong100"], "contact.nameCompany": ["accountFieldTooLong150"] } });
    const control = await postCustomer({ Cookie: browser.cookieHeader() }, { name: "Bad\u0000Name" });
    expect(await control.json()).toEqual({ error: { name: ["accountCompanyNameInvalid"] } });
  });
});

describe("signing out", () => {
  it("ends the session for every copy of its cookie: account pages, cart posts and private calls", async () => {
    const buyer = await signedIn(server, "tom.becker@example.com");
    const stolen = `__session=${buyer.cookies.get("__session")}`;
    expect((await fetch(`${server.url}/my-account/profile`, { redirect: "manual", headers: { Cookie: stolen } })).status).toBe(200);

    const out = await buyer.post("/logout", { redirectTo: "/" });
    expect(out.status).toBe(303);
    expect(buyer.cookies.has("__session")).toBe(false);

    const profile = await fetch(`${server.url}/my-account/profile`, { redirect: "manual", headers: { Cookie: stolen } });
    expect(profile.status).toBe(303);
    expect(profile.headers.get("location")).toMatch(/^\/login/);
    // The replayed cookie is dropped at once.
    expect(profile.headers.getSetCookie().some((c) => c.startsWith("__session=;"))).toBe(true);

    expect((await fetch(`${server.url}/api/private/contacts`, { headers: { Cookie: stolen } })).status).toBe(401);

    const added = await fetch(`${server.url}/cart`, {
      method: "POST",
      redirect: "manual",
      headers: { Cookie: stolen, "Content-Type": "application/x-www-form-urlencoded", Origin: server.url },
      body: new URLSearchParams({ intent: "add", pn: "GCX1111-10", quantity: "2", redirectTo: "/cart" }),
    });
    expect(added.status).toBe(303);
    // Taken as a visitor's: an anonymous cart of its own, nothing in the buyer's saved cart.
    expect(added.headers.getSetCookie().some((c) => c.startsWith("cart="))).toBe(true);
    const saved = await fetch(`${server.url}/api/private/hubKV?key=${encodeURIComponent("tom.becker@example.com:liveCart")}`, {
      headers: { Authorization: `Bearer ${await bearerTokenFor(server, "tom.becker@example.com")}` },
    });
    expect(saved.status).toBe(200);
    expect(await saved.json()).toBeNull();
  });
});

describe("sessions over time (the server's clock moved ahead)", () => {
  const DAY_S = 24 * 60 * 60;
  let shifted: ShiftedServer;
  beforeAll(async () => {
    shifted = await startShiftedServer();
  }, 120_000);
  afterAll(async () => {
    await shifted?.stop();
  });

  it("a session renewed during a private call passes the renewed cookie on, and the renewed tokens keep the session going", async () => {
    shifted.shiftClock(0);
    const browser = await signedIn(shifted, "maria.gonzalez@example.com");
    const contacts = () => fetch(`${shifted.url}/api/private/contacts`, { headers: { Cookie: browser.cookieHeader() } });
    // Within the refresh margin of the access token's hour.
    shifted.shiftClock(59 * 60_000);
    const renewed = await contacts();
    expect(renewed.status).toBe(200);
    expect(renewed.headers.getSetCookie().filter((c) => c.startsWith("__session="))).toHaveLength(1);
    // Two hours on, only the rotated refresh token can renew the session again.
    shifted.shiftClock(3 * 60 * 60_000);
    expect((await contacts()).status).toBe(200);
  });

  const sessionCookie = (res: Response) => res.headers.getSetCookie().find((c) => c.startsWith("__session="));
  const maxAgeOf = (res: Response) => Number(/;\s*Max-Age=(\d+)/i.exec(sessionCookie(res) ?? "")?.[1]);

  it("a session ends 30 days after its sign-in (SESSION_MAX_AGE_DAYS) however active the buyer, its cookie never outliving what is left", async () => {
    shifted.shiftClock(0);
    const email = "li.chen@example.com";
    const browser = new NoJsBrowser(shifted.url);
    await browser.post("/login", { intent: "email", place: "page", email, name__confirm: "" });
    const signedIn = await browser.post("/login", { intent: "code", place: "page", email, code: (await readLatestOutboxCode(shifted.dataDir, email)) ?? "" });
    expect(signedIn.status).toBe(303);
    expect(maxAgeOf(signedIn)).toBe(30 * DAY_S);
    // Back every day: on day 29 the renewed session's cookie lives only the day it has left.
    for (const day of [1, 15, 29]) {
      shifted.shiftClock(day * DAY_S * 1000);
      const page = await browser.get("/my-account/profile");
      expect(page.status).toBe(200);
      expect(maxAgeOf(page)).toBeLessThanOrEqual((30 - day) * DAY_S);
      expect(maxAgeOf(page)).toBeGreaterThan((30 - day) * DAY_S - 120);
    }
    shifted.shiftClock(30 * DAY_S * 1000 + 60_000);
    const over = await browser.get("/my-account/profile");
    expect(over.status).toBe(303);
    expect(over.headers.get("location")).toMatch(/^\/login/);
    expect(sessionCookie(over)).toMatch(/^__session=;/);
  });
});
