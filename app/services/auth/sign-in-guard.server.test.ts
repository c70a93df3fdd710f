import { beforeEach, describe, expect, it } from "vitest";
import { AuthError } from "~/domain/auth/errors";
import { FAILURE_LIMITS } from "~/domain/auth/one-time-code";
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
  guard = createSignInGuard({ store, provider, limits: FAILURE_LIMITS, now: () => clock });
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

describe("the resend interval, per address", () => {
  it("refuses a second code for the address within 60 s from any browser and IP, sending nothing", async () => {
    await ask("owner", "198.51.100.1");
    clock += 1000;
    const error = await rejection(ask("other-browser", "203.0.113.7"));
    expect(error).toMatchObject({ key: "authResendTooSoon", status: 429, retryAfterSeconds: 59 });
    expect(sent).toHaveLength(1);
    clock += 59_000;
    await ask("other-browser", "203.0.113.7");
    expect(sent).toHaveLength(2);
  });

  it("lets only one of many parallel requests send", async () => {
    const results = await Promise.allSettled(Array.from({ length: 8 }, (_, i) => ask(`b${i}`, `10.0.0.${i}`)));
    expect(results.filter((r) => r.status === "fulfilled")).toHaveLength(1);
    expect(sent).toHaveLength(1);
  });

  it("holds back no retry after a failed mail", async () => {
    mailWorks = false;
    const original = console.error;
    console.error = () => {};
    try {
      expect((await rejection(ask())).key).toBe("authMailFailed");
    } finally {
      console.error = original;
    }
    mailWorks = true;
    await ask();
    expect(sent).toHaveLength(1);
  });

  it("is over once the address signs in: the next sign-in elsewhere gets its code at once", async () => {
    await ask("owner");
    await check(lastCode(), "owner");
    await ask("second-device");
    expect(sent).toHaveLength(2);
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
    clock += 60_000;
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

  it("stops new codes for an address after its bound of guesses at its codes, for the hour", async () => {
    let browser = 0;
    while (sent.length * 5 < FAILURE_LIMITS.perAddress) {
      clock += 60_000;
      await ask(`guesser-${++browser}`, `10.3.${browser}.1`);
      for (let j = 0; j < 5; j++) await rejection(check(wrong(lastCode()), `guesser-${browser}`, `10.3.${browser}.1`));
    }
    clock += 60_000;
    await expect(rejection(ask("owner"))).resolves.toMatchObject({ key: "authTooManyFailures" });
    clock += 60 * 60_000;
    await ask("owner");
    expect((await check(lastCode(), "owner")).access_token).toBeTruthy();
  });

  it("refuses a check from a browser that was sent no code without asking the service", async () => {
    let asked = 0;
    const counting = createSignInGuard({
      store: createAuthStore(database().db),
      provider: { ...provider, verifyCode: async (input) => (asked++, provider.verifyCode(input)) },
      limits: FAILURE_LIMITS,
      now: () => clock,
    });
    expect((await rejection(counting.verifyCode({ email: EMAIL, code: "123456", browserId: "nobody", ip: "10.9.9.9" }))).key).toBe("authCodeInvalid");
    expect(asked).toBe(0);
  });
});
