import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { readLatestOutboxCode, readOutbox } from "~/services/mail/testing/outbox-reader";
import { NoJsBrowser } from "./support/browser";
import { startBuiltServer, type BuiltServer } from "./support/built-server";
import { pageText, withoutScripts } from "./support/html";

// Sign-in abuse (docs/sign-in.md#one-time-codes): strangers' wrong codes, resends without the
// pending cookie, forged X-Forwarded-For. AUTH_RATE_LIMIT_FACTOR 0.2: 1 code request per IP and
// address and 10 per IP in 10 minutes, 6 failures per IP in an hour.
let proxied: BuiltServer;
let direct: BuiltServer;
beforeAll(async () => {
  [proxied, direct] = await Promise.all([
    startBuiltServer({ TRUST_PROXY: "loopback", AUTH_RATE_LIMIT_FACTOR: "0.2" }),
    startBuiltServer({ AUTH_RATE_LIMIT_FACTOR: "0.2" }),
  ]);
}, 120_000);
afterAll(async () => {
  await Promise.all([proxied?.stop(), direct?.stop()]);
});

/** A browser of its own (cookie jar) behind the proxy at `ip`. */
const browserAt = (server: BuiltServer, ip: string) => new NoJsBrowser(server.url, server.url, { "X-Forwarded-For": ip });
const askCode = (browser: NoJsBrowser, email: string) => browser.post("/login", { intent: "email", place: "page", email, name__confirm: "" });
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

describe("the resend interval", () => {
  it("refuses a second code for the address within 60 s to a browser without the pending cookie, also from rotating X-Forwarded-For", async () => {
    const email = "resend.abuse@example.com";
    expect((await askCode(browserAt(proxied, "198.51.100.20"), email)).status).toBe(303);
    for (let i = 0; i < 4; i++) {
      const res = await askCode(browserAt(proxied, `192.0.2.${i + 1}`), email);
      expect(res.status).toBe(429);
      expect(await pageText(res)).toMatch(/A code was just sent\. You can ask for another in \d+ seconds\./);
    }
    expect(await mailsTo(proxied, email)).toBe(1);
  });
});

describe("X-Forwarded-For", () => {
  const askFromRotatingAddresses = (server: BuiltServer) =>
    Promise.all(Array.from({ length: 11 }, (_, i) => askCode(browserAt(server, `100.64.0.${i + 1}`), `xff${i}@example.com`).then((r) => r.status)));

  it("is ignored without TRUST_PROXY: every request counts for the socket's address (11th code refused)", async () => {
    const statuses = await askFromRotatingAddresses(direct);
    expect(statuses.filter((s) => s === 303)).toHaveLength(10);
    expect(statuses.filter((s) => s === 429)).toHaveLength(1);
  });

  it("names the client when the proxy is trusted (TRUST_PROXY=loopback)", async () => {
    expect(await askFromRotatingAddresses(proxied)).toEqual(Array(11).fill(303));
  });
});
