import { beforeEach, describe, expect, it } from "vitest";
import { AuthError } from "~/domain/auth/errors";
import { createAuthStore } from "~/services/db/auth-store.server";
import type { Database } from "~/services/db/database.server";
import { migrate } from "~/services/db/migrate.server";
import { pgliteBackend, useTestDatabase } from "~/services/db/testing/test-databases";
import { createEmbeddedAuth } from "./embedded.server";
import { verifyJwt } from "./jwt.server";
import type { AuthProvider } from "./provider";

const T0 = Date.UTC(2026, 0, 1, 12);
let db: Database;
let clock: number;
let sent: { email: string; code: string }[];
let auth: AuthProvider;
const secrets = { jwt: ["jwt-secret"], code: ["code-secret"] };

const database = useTestDatabase(pgliteBackend);

beforeEach(async () => {
  db = database().db;
  await migrate(db);
  clock = T0;
  sent = [];
  auth = createEmbeddedAuth({
    store: createAuthStore(db),
    secrets,
    now: () => clock,
    sendCodeMail: async (m) => void sent.push(m),
    webUserClaim: async (email) => (email === "maria@example.com" ? ({ id: "WU-1" } as never) : null),
  });
});

const ask = (email = "maria@example.com", browserId = "b1") => auth.sendCode({ email, lang: "en", browserId });
const check = (code: string, email = "maria@example.com", browserId = "b1") => auth.verifyCode({ email, code, browserId });
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

describe("embedded auth service", () => {
  it("mails a 6-digit code and stores only its keyed hash", async () => {
    const { resendAvailableAt } = await ask(" Maria@Example.com ");
    expect(resendAvailableAt).toBe(T0 + 60_000);
    expect(sent).toEqual([{ email: "maria@example.com", code: expect.stringMatching(/^\d{6}$/), lang: "en" }]);
    const rows = await db.query<{ code_hash: string; browser_id: string }>("SELECT code_hash, browser_id FROM auth_codes");
    expect(rows).toHaveLength(1);
    expect(rows[0]!.code_hash).not.toContain(lastCode());
    expect(rows[0]!.browser_id).toBe("b1");
  });

  it("signs in with the code: a verified JWT with the claims and a refresh token", async () => {
    await ask();
    const tokens = await check(lastCode());
    expect(tokens).toMatchObject({ token_type: "bearer", expires_in: 3600, expires_at: T0 / 1000 + 3600 });
    expect(await verifyJwt(tokens.access_token, secrets.jwt, clock)).toMatchObject({ email: "maria@example.com", iat: T0 / 1000, webUser: { id: "WU-1" } });
    expect(await auth.readToken(tokens.access_token, false)).toMatchObject({ email: "maria@example.com", fullName: null, webUser: { id: "WU-1" } });
    const users = await db.query<{ email: string }>("SELECT email FROM auth_users");
    expect(users).toEqual([{ email: "maria@example.com" }]);
  });

  it("accepts a code only once", async () => {
    await ask();
    const code = lastCode();
    await check(code);
    expect((await rejection(check(code))).key).toBe("authCodeInvalid");
  });

  it("refuses an expired code", async () => {
    await ask();
    clock += 10 * 60_000;
    expect((await rejection(check(lastCode()))).key).toBe("authCodeExpired");
  });

  it("voids a code after 5 wrong tries", async () => {
    await ask();
    const code = lastCode();
    const keys = [];
    for (let i = 0; i < 5; i++) keys.push((await rejection(check(wrong(code)))).key);
    expect(keys).toEqual(["authCodeInvalid", "authCodeInvalid", "authCodeInvalid", "authCodeInvalid", "authCodeVoid"]);
    expect((await rejection(check(code))).key).toBe("authCodeVoid");
  });

  it("binds the code to the browser that asked", async () => {
    await ask("maria@example.com", "b1");
    expect((await rejection(check(lastCode(), "maria@example.com", "b2"))).key).toBe("authCodeInvalid");
    expect((await check(lastCode(), "maria@example.com", "b1")).access_token).toBeTruthy();
  });

  it("never lets another browser's wrong codes void this browser's code", async () => {
    await ask("maria@example.com", "b1");
    const code = lastCode();
    for (let i = 0; i < 40; i++) expect((await rejection(check(wrong(code), "maria@example.com", "stranger"))).key).toBe("authCodeInvalid");
    expect((await check(code, "maria@example.com", "b1")).access_token).toBeTruthy();
  });

  it("keeps this browser's code when another browser asks for one", async () => {
    await ask("maria@example.com", "b1");
    const mine = lastCode();
    await ask("maria@example.com", "stranger");
    expect((await check(mine, "maria@example.com", "b1")).access_token).toBeTruthy();
  });

  it("a new code replaces the previous one", async () => {
    await ask();
    const first = lastCode();
    clock += 60_000;
    await ask();
    if (first !== lastCode()) expect((await rejection(check(first))).key).toBe("authCodeInvalid");
    expect((await check(lastCode())).access_token).toBeTruthy();
  });

  it("rotates refresh tokens; sign-out revokes them", async () => {
    await ask();
    const first = await check(lastCode());
    clock += 60_000;
    const second = await auth.refresh(first.refresh_token);
    expect(second.refresh_token).not.toBe(first.refresh_token);
    // A parallel request still holding the old token within 30 s is served once more.
    expect((await auth.refresh(first.refresh_token)).access_token).toBeTruthy();
    clock += 31_000;
    expect((await rejection(auth.refresh(first.refresh_token))).key).toBe("authSessionMissing");
    await auth.signOut(second);
    expect((await rejection(auth.refresh(second.refresh_token))).key).toBe("authSessionMissing");
    expect((await rejection(auth.refresh("made-up"))).key).toBe("authSessionMissing");
  });

  it("stores full_name and puts it in the next token", async () => {
    await ask();
    const tokens = await check(lastCode());
    await auth.setFullName(tokens.access_token, "Maria Gonzalez");
    const next = await auth.refresh(tokens.refresh_token);
    expect((await auth.readToken(next.access_token, true))?.fullName).toBe("Maria Gonzalez");
  });

  it("reports a failed mail as an error, and the undelivered code holds back no retry", async () => {
    let mailWorks = false;
    const flaky = createEmbeddedAuth({
      store: createAuthStore(db),
      secrets,
      now: () => clock,
      sendCodeMail: async (m) => {
        if (!mailWorks) throw new Error("smtp down");
        sent.push(m);
      },
      webUserClaim: async () => null,
    });
    const original = console.error;
    console.error = () => {};
    try {
      expect((await rejection(flaky.sendCode({ email: "a@b.example", lang: "es", browserId: "b" }))).key).toBe("authMailFailed");
    } finally {
      console.error = original;
    }
    expect(await db.query("SELECT id FROM auth_codes")).toEqual([]);
    mailWorks = true;
    await flaky.sendCode({ email: "a@b.example", lang: "es", browserId: "b" });
    expect(sent).toHaveLength(1);
    await flaky.verifyCode({ email: "a@b.example", code: lastCode(), browserId: "b" });
  });
});
