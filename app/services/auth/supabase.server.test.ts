import { describe, expect, it, vi } from "vitest";
import { AuthError } from "~/domain/auth/errors";
import { mapSupabaseError } from "./supabase-errors";
import { createSupabaseAuth } from "./supabase.server";

describe("mapSupabaseError", () => {
  it.each([
    [{ name: "AuthSessionMissingError", message: "Auth session missing!", status: 400 }, "refresh", "authSessionMissing", false],
    [{ message: "Auth session missing!", status: 400 }, "user", "authSessionMissing", false],
    [{ name: "AuthRetryableFetchError", status: 0 }, "refresh", "authServiceUnavailable", true],
    [{ name: "AuthApiError", status: 502 }, "refresh", "authServiceUnavailable", true],
    [{ name: "AuthApiError", status: 503 }, "send", "authServiceUnavailable", true],
    [{ name: "AuthApiError", status: 504 }, "verify", "authServiceUnavailable", true],
    [{ name: "AuthApiError", status: 400, code: "refresh_token_not_found" }, "refresh", "authSessionMissing", false],
    [{ name: "AuthApiError", status: 400, code: "refresh_token_already_used" }, "refresh", "authSessionMissing", false],
    [{ name: "AuthApiError", status: 403, code: "otp_expired" }, "verify", "authCodeInvalid", false],
    [{ name: "AuthApiError", status: 429, code: "over_email_send_rate_limit" }, "send", "authResendTooSoon", false],
    [{ name: "AuthApiError", status: 429, code: "over_request_rate_limit" }, "verify", "authRateLimited", false],
    [{ name: "AuthApiError", status: 400, code: "email_address_invalid" }, "send", "authInvalidEmail", false],
    [{ name: "AuthApiError", status: 500 }, "send", "authUnknownError", false],
  ] as const)("%j during %s -> %s (retryable %s)", (error, during, key, retryable) => {
    const mapped = mapSupabaseError(error, during);
    expect(mapped).toBeInstanceOf(AuthError);
    expect(mapped.key).toBe(key);
    expect(mapped.retryable).toBe(retryable);
  });
});

const b64 = (v: unknown) => Buffer.from(JSON.stringify(v)).toString("base64url");
const NOW = Math.floor(Date.now() / 1000);
const accessToken = `${b64({ alg: "HS256" })}.${b64({ sub: "u-1", email: "maria@example.com", exp: NOW + 3600, user_metadata: { full_name: "Maria Gonzalez" } })}.sig`;
const session = {
  access_token: accessToken,
  refresh_token: "r-1",
  expires_in: 3600,
  expires_at: NOW + 3600,
  token_type: "bearer",
  user: { id: "u-1", email: "maria@example.com" },
};

type Call = { method: string; path: string; body: unknown; authorization: string | null };

/** A fake Supabase auth server: answers by path, records each call. */
function fakeFetch(answers: Record<string, { status: number; body: unknown }>) {
  const calls: Call[] = [];
  const fetch = async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(typeof input === "string" || input instanceof URL ? input : input.url);
    const query = url.searchParams.has("grant_type")
      ? `?${url.searchParams.get("grant_type")}`
      : url.searchParams.has("scope")
        ? `?scope=${url.searchParams.get("scope")}`
        : "";
    const key = `${init?.method ?? "GET"} ${url.pathname}${query}`;
    const authorization = new Headers(init?.headers).get("Authorization");
    calls.push({ method: init?.method ?? "GET", path: key, body: init?.body ? JSON.parse(String(init.body)) : null, authorization });
    const answer = answers[key] ?? { status: 404, body: { msg: `no fake for ${key}` } };
    return new Response(JSON.stringify(answer.body), { status: answer.status, headers: { "Content-Type": "application/json" } });
  };
  return { fetch: fetch as typeof globalThis.fetch, calls };
}

const adapter = (answers: Record<string, { status: number; body: unknown }>) => {
  const fake = fakeFetch(answers);
  return { auth: createSupabaseAuth({ url: "https://proj.supabase.co", anonKey: "anon", fetch: fake.fetch, now: () => 1000 }), calls: fake.calls };
};

describe("Supabase adapter", () => {
  it("asks for an e-mail code", async () => {
    const { auth, calls } = adapter({ "POST /auth/v1/otp": { status: 200, body: {} } });
    expect(await auth.sendCode({ email: " Maria@Example.com", lang: "en", browserId: "b" })).toEqual({ resendAvailableAt: 61_000 });
    expect(calls[0]).toMatchObject({ path: "POST /auth/v1/otp", body: { email: "maria@example.com", create_user: true } });
  });

  it("verifies the code as type email and answers the session tokens", async () => {
    const { auth, calls } = adapter({ "POST /auth/v1/verify": { status: 200, body: session } });
    expect(await auth.verifyCode({ email: "maria@example.com", code: "123 456", browserId: "b" })).toEqual({
      access_token: accessToken,
      refresh_token: "r-1",
      expires_in: 3600,
      expires_at: NOW + 3600,
      token_type: "bearer",
    });
    expect(calls[0]!.body).toMatchObject({ email: "maria@example.com", token: "123456", type: "email" });
  });

  it("maps a wrong code", async () => {
    const { auth } = adapter({
      "POST /auth/v1/verify": { status: 403, body: { code: "otp_expired", msg: "Token has expired or is invalid", error_code: "otp_expired" } },
    });
    await expect(auth.verifyCode({ email: "maria@example.com", code: "000000", browserId: "b" })).rejects.toMatchObject({ key: "authCodeInvalid" });
  });

  it("refreshes; a refused refresh ends the session, a 503 is retryable", async () => {
    const ok = adapter({ "POST /auth/v1/token?refresh_token": { status: 200, body: session } });
    expect((await ok.auth.refresh("r-0")).refresh_token).toBe("r-1");
    expect(ok.calls[0]!.body).toEqual({ refresh_token: "r-0" });
    const refused = adapter({
      "POST /auth/v1/token?refresh_token": { status: 400, body: { error_code: "refresh_token_not_found", msg: "Invalid Refresh Token" } },
    });
    await expect(refused.auth.refresh("r-0")).rejects.toMatchObject({ key: "authSessionMissing", retryable: false });
    // supabase-js retries a refresh the server could not answer, backing off for up to 30 s: fake time passes instead.
    vi.useFakeTimers();
    try {
      const down = adapter({ "POST /auth/v1/token?refresh_token": { status: 503, body: { msg: "down" } } });
      const refusal = expect(down.auth.refresh("r-0")).rejects.toMatchObject({ key: "authServiceUnavailable", retryable: true });
      await vi.runAllTimersAsync();
      await refusal;
      expect(down.calls.length).toBeGreaterThan(1);
    } finally {
      vi.useRealTimers();
    }
  });

  it("reads a trusted token locally and verifies an untrusted one at the server", async () => {
    const { auth, calls } = adapter({
      "GET /auth/v1/user": { status: 200, body: { id: "u-1", email: "maria@example.com", user_metadata: { full_name: "M G" } } },
    });
    expect(await auth.readToken(accessToken, true)).toEqual({ sub: "u-1", email: "maria@example.com", fullName: "Maria Gonzalez", webUser: null });
    expect(calls).toHaveLength(0);
    expect(await auth.readToken(accessToken, false)).toEqual({ sub: "u-1", email: "maria@example.com", fullName: "M G", webUser: null });
    const denied = adapter({ "GET /auth/v1/user": { status: 401, body: { msg: "invalid JWT" } } });
    expect(await denied.auth.readToken("x.y.z", false)).toBeNull();
  });

  it("updates full_name in the user's data with the access token alone", async () => {
    const { auth, calls } = adapter({
      "PUT /auth/v1/user": { status: 200, body: { ...session.user, user_metadata: { full_name: "Maria Gonzalez" } } },
    });
    await auth.setFullName(session.access_token, "Maria Gonzalez");
    expect(calls).toEqual([
      { method: "PUT", path: "PUT /auth/v1/user", body: { data: { full_name: "Maria Gonzalez" } }, authorization: `Bearer ${accessToken}` },
    ]);
  });

  it("maps a refused or unreachable user update", async () => {
    const refused = adapter({ "PUT /auth/v1/user": { status: 401, body: { code: 401, msg: "invalid JWT" } } });
    await expect(refused.auth.setFullName("x.y.z", "A B")).rejects.toMatchObject({ key: "authSessionMissing" });
    const down = adapter({ "PUT /auth/v1/user": { status: 503, body: {} } });
    await expect(down.auth.setFullName(accessToken, "A B")).rejects.toMatchObject({ key: "authServiceUnavailable", retryable: true });
    const offline = createSupabaseAuth({ url: "https://proj.supabase.co", anonKey: "anon", fetch: () => Promise.reject(new TypeError("fetch failed")) });
    await expect(offline.setFullName(accessToken, "A B")).rejects.toMatchObject({ key: "authServiceUnavailable" });
  });

  it("signs a vouched-for address in without mailing a code: an admin magic link, its hashed token verified at once", async () => {
    const fake = fakeFetch({
      "POST /auth/v1/admin/generate_link": {
        status: 200,
        body: {
          ...session.user,
          action_link: "https://proj.supabase.co/auth/v1/verify?token=t",
          email_otp: "123456",
          hashed_token: "h-1",
          verification_type: "signup",
        },
      },
      "POST /auth/v1/verify": { status: 200, body: session },
    });
    const auth = createSupabaseAuth({ url: "https://proj.supabase.co", anonKey: "anon", serviceRoleKey: "service", fetch: fake.fetch });
    expect((await auth.signInVouched({ email: " Buyer@Example.com" })).access_token).toBe(accessToken);
    expect(fake.calls).toEqual([
      {
        method: "POST",
        path: "POST /auth/v1/admin/generate_link",
        body: expect.objectContaining({ type: "magiclink", email: "buyer@example.com" }),
        authorization: "Bearer service",
      },
      { method: "POST", path: "POST /auth/v1/verify", body: expect.objectContaining({ token_hash: "h-1", type: "signup" }), authorization: "Bearer anon" },
    ]);
  });

  it("refuses a vouched sign-in without the service-role key (501), and maps the admin API's refusal", async () => {
    const { auth, calls } = adapter({});
    await expect(auth.signInVouched({ email: "buyer@example.com" })).rejects.toMatchObject({ key: "authUnknownError", status: 501 });
    expect(calls).toHaveLength(0);
    const fake = fakeFetch({ "POST /auth/v1/admin/generate_link": { status: 401, body: { msg: "invalid JWT" } } });
    const refused = createSupabaseAuth({ url: "https://proj.supabase.co", anonKey: "anon", serviceRoleKey: "wrong", fetch: fake.fetch });
    await expect(refused.signInVouched({ email: "buyer@example.com" })).rejects.toMatchObject({ key: "authUnknownError", status: 401 });
  });

  it("signs out by ending that session at the service, so its refresh token is refused from then on", async () => {
    const { auth, calls } = adapter({ "POST /auth/v1/logout?scope=local": { status: 200, body: {} } });
    await auth.signOut({ ...session, token_type: "bearer" });
    expect(calls).toEqual([{ method: "POST", path: "POST /auth/v1/logout?scope=local", body: null, authorization: `Bearer ${accessToken}` }]);
  });

  it("renews an expired access token to sign out with, and reports a refused sign-out", async () => {
    const renewed = { ...session, access_token: `${accessToken}-renewed`, refresh_token: "r-2" };
    const expired = adapter({
      "POST /auth/v1/token?refresh_token": { status: 200, body: renewed },
      "POST /auth/v1/logout?scope=local": { status: 200, body: {} },
    });
    await expired.auth.signOut({ ...session, expires_at: 0, token_type: "bearer" });
    expect(expired.calls.map((c) => c.path)).toEqual(["POST /auth/v1/token?refresh_token", "POST /auth/v1/logout?scope=local"]);
    expect(expired.calls[1]!.authorization).toBe(`Bearer ${accessToken}-renewed`);
    const refused = adapter({ "POST /auth/v1/logout?scope=local": { status: 503, body: { msg: "down" } } });
    await expect(refused.auth.signOut({ ...session, token_type: "bearer" })).rejects.toMatchObject({ key: "authServiceUnavailable" });
  });
});
