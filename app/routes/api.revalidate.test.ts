import { describe, expect, it, vi } from "vitest";
import { RateLimiter } from "~/http/rate-limit.server";
import { memoryLimiters } from "~/http/rate-limit-store.server";
import { revalidate, WRONG_SECRET_RULE, wrongSecretsOf, type WrongSecretLimiter } from "./api.revalidate";

const SECRET = "s3cret-value";

const newLimiter = (): WrongSecretLimiter => new RateLimiter("revalidate", { revalidateWrongSecret: WRONG_SECRET_RULE }, memoryLimiters);

function deps(secret: string | undefined, told = true, limiter = newLimiter()) {
  const calls: string[] = [];
  return {
    calls,
    deps: {
      secret,
      clear: vi.fn(() => void calls.push("clear")),
      reload: vi.fn(async () => void calls.push("reload")),
      purgePages: vi.fn(() => void calls.push("purgePages")),
      tellOthers: vi.fn(async () => {
        calls.push("tellOthers");
        return told;
      }),
      wrongSecrets: wrongSecretsOf(limiter, "203.0.113.9"),
    },
  };
}

const post = (url = "http://x/api/revalidate", headers: Record<string, string> = {}) => new Request(url, { method: "POST", headers });

describe("revalidate", () => {
  it("clears the content cache, reloads site content, forgets cached pages, then tells the other servers, with the bearer secret", async () => {
    const { deps: d, calls } = deps(SECRET);
    const res = await revalidate(post(undefined, { Authorization: `Bearer ${SECRET}` }), d);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ revalidated: true, otherServersTold: true });
    expect(calls).toEqual(["clear", "reload", "purgePages", "tellOthers"]);
    expect(res.headers.get("Cache-Control")).toBe("no-store");
  });

  it("still answers 200 for this server when the others could not be told, and says so", async () => {
    const { deps: d } = deps(SECRET, false);
    const res = await revalidate(post(undefined, { Authorization: `Bearer ${SECRET}` }), d);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ revalidated: true, otherServersTold: false });
  });

  it("accepts the secret as a query parameter", async () => {
    const { deps: d } = deps(SECRET);
    const res = await revalidate(post(`http://x/api/revalidate?secret=${SECRET}`), d);
    expect(res.status).toBe(200);
  });

  it("answers 401 without a secret or with a wrong one, and changes nothing", async () => {
    for (const request of [
      post(),
      post(undefined, { Authorization: "Bearer wrong" }),
      post(undefined, { Authorization: `Bearer ${SECRET}x` }),
      post(undefined, { Authorization: `Basic ${SECRET}` }),
      post("http://x/api/revalidate?secret=nope"),
    ]) {
      const { deps: d, calls } = deps(SECRET);
      const res = await revalidate(request, d);
      expect(res.status).toBe(401);
      expect(res.headers.get("WWW-Authenticate")).toBe("Bearer");
      expect(calls).toEqual([]);
    }
  });

  it("after 10 wrong secrets from one address answers 429 with Retry-After to every try, the right secret too", async () => {
    const limiter = newLimiter();
    for (let i = 0; i < WRONG_SECRET_RULE.max; i++)
      expect((await revalidate(post(undefined, { Authorization: `Bearer guess-${i}` }), deps(SECRET, true, limiter).deps)).status).toBe(401);
    const refused = await revalidate(post(undefined, { Authorization: "Bearer guess-again" }), deps(SECRET, true, limiter).deps);
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get("Retry-After"))).toBeGreaterThan(500);
    const { deps: d, calls } = deps(SECRET, true, limiter);
    const right = await revalidate(post(undefined, { Authorization: `Bearer ${SECRET}` }), d);
    expect(right.status).toBe(429);
    expect(calls).toEqual([]);
    // Another address is not held back by this one's guesses.
    const other = { ...deps(SECRET, true, limiter).deps, wrongSecrets: wrongSecretsOf(limiter, "198.51.100.7") };
    expect((await revalidate(post(undefined, { Authorization: `Bearer ${SECRET}` }), other)).status).toBe(200);
  });

  it("answers 405 for GET", async () => {
    const { deps: d, calls } = deps(SECRET);
    const res = await revalidate(new Request(`http://x/api/revalidate?secret=${SECRET}`), d);
    expect(res.status).toBe(405);
    expect(res.headers.get("Allow")).toBe("POST");
    expect(calls).toEqual([]);
  });

  it("does not exist when no secret is configured", async () => {
    const { deps: d, calls } = deps(undefined);
    const res = await revalidate(post(undefined, { Authorization: "Bearer anything" }), d);
    expect(res.status).toBe(404);
    expect(calls).toEqual([]);
  });
});
