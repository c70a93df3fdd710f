import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { readLatestOutboxCode, readOutbox } from "~/services/mail/testing/outbox-reader";
import { NoJsBrowser } from "./support/browser";
import { startBuiltServer, type BuiltServer } from "./support/built-server";
import { pageText, withoutScripts } from "./support/html";

// Sign-in abuse (docs/sign-in.md#one-time-codes): strangers' wrong codes and code requests, the daily
// cap per address, forged X-Forwarded-For. AUTH_RATE_LIMIT_FACTOR 0.2 (`proxied`, `direct`): 1 code
// request per pending sign-in and 10 per IP in 10 minutes, 6 failures per IP in an hour. `office`
// keeps the default limits, with 3 codes per address a day.
let proxied: BuiltServer;
let direct: BuiltServer;
let office: BuiltServer;
beforeAll(async () => {
  [proxied, direct, office] = await Promise.all([
    startBuiltServer({ TRUST_PROXY: "loopback", AUTH_RATE_LIMIT_FACTOR: "0.2" }),
    startBuiltServer({ AUTH_RATE_LIMIT_FACTOR: "0.2" }),
    startBuiltServer({ TRUST_PROXY: "loopback", AUTH_CODES_PER_ADDRESS_PER_DAY: "3" }),
  ]);
}, 180_000);
afterAll(async () => {
  await Promise.all([proxied?.stop(), direct?.stop(), office?.stop()]);
});

/** A browser of its own (cookie jar) behind the proxy at `ip`. */
const browserAt = (server: BuiltServer, ip: string) => new NoJsBrowser(server.url, server.url, { "X-Forwarded-For": ip });
const askCode = (browser: NoJsBrowser, email: string) => browser.post("/login", { intent: "email", place: "page", email, name__confirm: "" });
const resend = (browser: NoJsBrowser, email: string) => browser.post("/login", { intent: "resend", place: "page", email, name__confirm: "" });
const checkCode = (browser: NoJsBrowser, email: string, code: string) => browser.post("/login", { intent: "code", place: "page", email, code });
const mailsTo = async (server: BuiltServer, email: string) => (await readOutbox(server.dataDir)).filter((m) => m.to === email).length;
const wrongFor = (code: string) => (code === "000000" ? "111111" : "000000");

describe("a stranger typing codes for someone else's address", () => {
  it("neither voids nor locks out the owner's code, however many wrong codes from other browsers", async () => {
    const email = "owner.abuse@example.com";
    const owner = browserAt(proxied, "198.51.100.10");
    expect((await askCode(owner, email)).status).toBe(303);
    const code = (await readLatestOutboxCode(proxied.dataDir, email))!;
    for (let i = 0; i < 35; i++) {
      const res = await checkCode(browserAt(proxied, `203.0.113.${i + 1}`), email, wrongFor(code));
      expect(res.status).toBe(400);
    }
    const signedIn = await checkCode(owner, email, code);
    expect(signedIn.status).toBe(303);
    expect(signedIn.headers.getSetCookie().some((c) => c.startsWith("__session="))).toBe(true);
    // Not locked out: the next sign-in (another device) gets its code at once.
    expect((await askCode(browserAt(proxied, "198.51.100.11"), email)).status).toBe(303);
    expect(await mailsTo(proxied, email)).toBe(2);
  });

  it("is stopped from one IP after its bound of failures, whatever the cookie jar or the address", async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 7; i++) statuses.push((await checkCode(browserAt(proxied, "203.0.113.200"), `target${i}@example.com`, "123456")).status);
    expect(statuses).toEqual([400, 400, 400, 400, 400, 400, 429]);
    const refused = await checkCode(browserAt(proxied, "203.0.113.200"), "target9@example.com", "123456");
    // Shown on the page (the e-mail step, since this browser has no sign-in waiting for a code).
    expect(withoutScripts(await pageText(refused))).toContain("Too many failed sign-in attempts");
  });
});

describe("the resend wait, per pending sign-in (the browser)", () => {
  it("gives the owner's browser a working code while strangers' browsers at other IPs keep asking for the address", async () => {
    const email = "besieged@example.com";
    const stranger = (i: number) => askCode(browserAt(office, `203.0.113.${100 + i}`), email);
    expect((await stranger(1)).status).toBe(303);
    const owner = browserAt(office, "198.51.100.30");
    const asked = await askCode(owner, email);
    expect(asked.status).toBe(303);
    expect(asked.headers.get("location")).toMatch(/^\/login\?step=code/);
    const mine = (await readLatestOutboxCode(office.dataDir, email))!;
    // The stranger goes on asking (its codes, mailed to the owner, work only in its own browser).
    expect((await stranger(2)).status).toBe(303);
    expect(await mailsTo(office, email)).toBe(3);
    expect((await checkCode(owner, email, mine)).status).toBe(303);
  });

  it("makes the same browser wait 60 s between codes for the address, telling it so on a resend", async () => {
    const email = "eager@example.com";
    const browser = browserAt(office, "198.51.100.31");
    expect((await askCode(browser, email)).status).toBe(303);
    const again = await resend(browser, email);
    expect(again.status).toBe(429);
    expect(Number(again.headers.get("retry-after"))).toBeGreaterThan(50);
    expect(await pageText(again)).toMatch(/A code was just sent\. You can ask for another in \d+ seconds\./);
    // The e-mail step sent again early keeps the code on its way: on to the code step, no second mail.
    expect((await askCode(browser, email)).status).toBe(303);
    expect(await mailsTo(office, email)).toBe(1);
  });
});

describe("the daily cap of codes per address", () => {
  it("stops codes to new browsers at the cap, and still serves a browser that signed in as the address before", async () => {
    const email = "capped@example.com";
    const owner = browserAt(office, "198.51.100.40");
    expect((await askCode(owner, email)).status).toBe(303);
    expect((await checkCode(owner, email, (await readLatestOutboxCode(office.dataDir, email))!)).status).toBe(303);
    expect((await owner.post("/logout", { redirectTo: "/" })).status).toBe(303);
    // Strangers use up the address's day: 3 codes in all, then none for a browser it does not know.
    for (const ip of ["203.0.113.41", "203.0.113.42"]) expect((await askCode(browserAt(office, ip), email)).status).toBe(303);
    const refused = await askCode(browserAt(office, "203.0.113.43"), email);
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(23 * 60 * 60);
    expect(withoutScripts(await pageText(refused))).toContain("This address has been sent too many codes today");
    expect(await mailsTo(office, email)).toBe(3);
    // The owner's browser, signed out since, is known: its code comes and works.
    expect((await askCode(owner, email)).status).toBe(303);
    expect(await mailsTo(office, email)).toBe(4);
    expect((await checkCode(owner, email, (await readLatestOutboxCode(office.dataDir, email))!)).status).toBe(303);
  });
});

describe("code checks, per pending sign-in", () => {
  it("leave another browser behind the same office IP unaffected by a colleague's mistakes", async () => {
    const email = "purchasing@example.com";
    const colleague = browserAt(office, "198.51.100.50");
    expect((await askCode(colleague, email)).status).toBe(303);
    const theirs = (await readLatestOutboxCode(office.dataDir, email))!;
    const statuses = [];
    for (let i = 0; i < 12; i++) statuses.push((await checkCode(colleague, email, wrongFor(theirs))).status);
    // Ten checks per pending sign-in in 10 minutes, then the colleague waits.
    expect(statuses).toEqual([...Array(10).fill(400), 429, 429]);
    const other = browserAt(office, "198.51.100.50");
    expect((await askCode(other, email)).status).toBe(303);
    expect((await checkCode(other, email, (await readLatestOutboxCode(office.dataDir, email))!)).status).toBe(303);
  });
});

describe("X-Forwarded-For", () => {
  const askFromRotatingAddresses = (server: BuiltServer) =>
    Promise.all(Array.from({ length: 11 }, (_, i) => askCode(browserAt(server, `100.64.0.${i + 1}`), `xff${i}@example.com`).then((r) => r.status)));

  it("is ignored without TRUST_PROXY: every request counts for the socket's address (11th code refused, with Retry-After)", async () => {
    const statuses = await askFromRotatingAddresses(direct);
    expect(statuses.filter((s) => s === 303)).toHaveLength(10);
    expect(statuses.filter((s) => s === 429)).toHaveLength(1);
    const refused = await askCode(new NoJsBrowser(direct.url), "xff-late@example.com");
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(0);
  });

  it("names the client when the proxy is trusted (TRUST_PROXY=loopback)", async () => {
    expect(await askFromRotatingAddresses(proxied)).toEqual(Array(11).fill(303));
  });
});
