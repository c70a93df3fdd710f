import { beforeEach, describe, expect, it } from "vitest";
import { AuthError } from "~/domain/auth/errors";
import { FAILURE_LIMITS } from "~/domain/auth/one-time-code";
import { SEND_DAY_MS } from "~/domain/auth/code-sends";
import { createAuthStore } from "~/services/db/auth-store.server";
import { migrate } from "~/services/db/migrate.server";
import { pgliteBackend, useTestDatabase } from "~/services/db/testing/test-databases";
import { createEmbeddedAuth } from "./embedded.server";
import type { AuthProvider } from "./provider";
import { createSignInGuard, type SignInGuard } from "./sign-in-guard.server";

const T0 = Date.UTC(2026, 0, 1, 12);
const EMAIL = "maria@example.com";
let clock: number;
let sent: { email: string; code: string }[];
let mailWorks: boolean;
let guard: SignInGuard;
let provider: AuthProvider;

const database = useTestDatabase(pgliteBackend);
const limits = { ...FAILURE_LIMITS, codesPerAddressPerDay: 4 };

beforeEach(async () => {
  const { db } = database();
  await migrate(db);
  clock = T0;
  sent = [];
  mailWorks = true;
  const store = createAuthStore(db);
  provider = createEmbeddedAuth({
    store,
    secrets: { jwt: ["jwt"], code: ["code"] },
    now: () => clock,
    sendCodeMail: async (m) => {
      if (!mailWorks) throw new Error("smtp down");
      sent.push(m);
    },
    webUserClaim: async () => null,
  });
  guard = createSignInGuard({ store, provider, limits, now: () => clock });
});

const ask = (browserId = "owner", ip = "198.51.100.1", email = EMAIL) => guard.sendCode({ email, lang: "en", browserId, ip });
const check = (code: string, browserId = "owner", ip = "198.51.100.1", email = EMAIL) => guard.verifyCode({ email, code, browserId, ip });
const lastCode = () => sent.at(-1)!.code;
const wrong = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, "0");
async function rejection(promise: Promise<unknown>): Promise<AuthError> {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(AuthError);
  return error as AuthError;
}

describe("the resend wait, per pending sign-in", () => {
  it("gives the owner's browser a working code while other browsers keep asking, and each of them waits its own minute", async () => {
    await ask("stranger", "203.0.113.7");
    clock += 1000;
    await ask("owner", "198.51.100.1");
    const mine = lastCode();
    clock += 1000;
    expect(await rejection(ask("stranger", "203.0.113.7"))).toMatchObject({ key: "authResendTooSoon", status: 429, retryAfterSeconds: 58 });
    await ask("stranger-2", "203.0.113.8");
    expect(await rejection(ask("owner"))).toMatchObject({ key: "authResendTooSoon", retryAfterSeconds: 59 });
    expect(sent).toHaveLength(3);
    expect((await check(mine, "owner")).access_token).toBeTruthy();
  });

  it("lets only one of many parallel requests of a browser send", async () => {
    const results = await Promise.allSettled(Array.from({ length: 8 }, (_, i) => ask("owner", `10.0.0.${i}`)));
    expect(results.filter((r) => r.status === "fulfilled")).toHaveLength(1);
    expect(sent).toHaveLength(1);
  });

  it("holds back no retry and counts against no cap after a failed mail", async () => {
    mailWorks = false;
    const original = console.error;
    console.error = () => {};
    try {
      for (let i = 0; i < limits.codesPerAddressPerDay; i++) expect((await rejection(ask(`b${i}`))).key).toBe("authMailFailed");
    } finally {
      console.error = original;
    }
    mailWorks = true;
    await ask();
    expect(sent).toHaveLength(1);
  });

  it("is over once the browser signs in: signing in again needs no wait", async () => {
    await ask("owner");
    await check(lastCode(), "owner");
    clock += 1000;
    await ask("owner");
    expect(sent).toHaveLength(2);
  });
});

describe("the daily cap per address", () => {
  const strangersUseUpTheDay = async () => {
    for (let i = sent.length; i < limits.codesPerAddressPerDay; i++) await ask(`stranger-${i}`, `203.0.113.${i}`);
  };

  it("mails an address at most its cap of codes in 24 hours, whichever browsers and IPs ask", async () => {
    await strangersUseUpTheDay();
    const refused = await rejection(ask("another", "192.0.2.1"));
    expect(refused).toMatchObject({ key: "authDailyCodeLimit", status: 429, retryAfterSeconds: SEND_DAY_MS / 1000 });
    expect(sent).toHaveLength(limits.codesPerAddressPerDay);
    clock += SEND_DAY_MS;
    await ask("another", "192.0.2.1");
    expect(sent).toHaveLength(limits.codesPerAddressPerDay + 1);
  });

  it("still serves a browser that signed in as the address before, within its own cap, and its code works", async () => {
    await ask("owner");
    await check(lastCode(), "owner");
    clock += 60_000;
    await strangersUseUpTheDay();
    expect((await rejection(ask("new-stranger"))).key).toBe("authDailyCodeLimit");
    for (let i = 1; i < limits.codesPerAddressPerDay; i++) {
      clock += 60_000;
      await ask("owner");
    }
    expect((await check(lastCode(), "owner")).access_token).toBeTruthy();
    clock += 60_000;
    expect((await rejection(ask("owner"))).key).toBe("authDailyCodeLimit");
  });
});

describe("failures", () => {
  it("a stranger's 40 wrong codes neither void nor block the owner's code", async () => {
    await ask("owner");
    const code = lastCode();
    for (let i = 0; i < 40; i++) await rejection(check(wrong(code), `stranger-${i}`, `203.0.113.${i}`));
    expect((await check(code, "owner")).access_token).toBeTruthy();
  });

  it("a stranger who asked for a code too still cannot stop the owner's", async () => {
    await ask("owner");
    const mine = lastCode();
    await ask("stranger", "203.0.113.9");
    for (let i = 0; i < 5; i++) await rejection(check(wrong(lastCode()), "stranger", "203.0.113.9"));
    expect((await check(mine, "owner")).access_token).toBeTruthy();
  });

  it("keeps 5 tries per code for the browser it was sent to", async () => {
    await ask();
    const code = lastCode();
    const keys = [];
    for (let i = 0; i < 5; i++) keys.push((await rejection(check(wrong(code)))).key);
    expect(keys.at(-1)).toBe("authCodeVoid");
    expect((await rejection(check(code))).key).toBe("authCodeVoid");
  });

  it("stops a browser after its bound, and an IP across many browsers after its bound", async () => {
    for (let i = 0; i < FAILURE_LIMITS.perBrowser; i++) await rejection(check("123456", "prober", `10.1.0.${i}`));
    expect(await rejection(check("123456", "prober", "10.2.0.1"))).toMatchObject({ key: "authTooManyFailures", status: 429 });
    for (let i = 0; i < FAILURE_LIMITS.perIp; i++) await rejection(check("123456", `jar-${i}`, "203.0.113.50"));
    expect((await rejection(check("123456", "fresh-jar", "203.0.113.50"))).key).toBe("authTooManyFailures");
    expect((await rejection(ask("fresh-jar", "203.0.113.50", "other@example.com"))).key).toBe("authTooManyFailures");
  });

  it("counts a colleague's failures against their browser, never against another browser behind the same IP", async () => {
    const office = "198.51.100.77";
    await ask("colleague", office);
    for (let i = 0; i < FAILURE_LIMITS.perBrowser; i++) await rejection(check("123456", "colleague", office));
    expect((await rejection(check("123456", "colleague", office))).key).toBe("authTooManyFailures");
    await ask("other", office);
    expect((await check(lastCode(), "other", office)).access_token).toBeTruthy();
  });

  it("refuses a check from a browser that was sent no code without asking the service", async () => {
    let asked = 0;
    const counting = createSignInGuard({
      store: createAuthStore(database().db),
      provider: { ...provider, verifyCode: async (input) => (asked++, provider.verifyCode(input)) },
      limits,
      now: () => clock,
    });
    expect((await rejection(counting.verifyCode({ email: EMAIL, code: "123456", browserId: "nobody", ip: "10.9.9.9" }))).key).toBe("authCodeInvalid");
    expect(asked).toBe(0);
  });
});
