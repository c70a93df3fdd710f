import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { RATE_LIMIT_RULES } from "~/http/rate-limit.server";
import { memoryLimiters } from "~/http/rate-limit-store.server";
import { createPublicCallLimiter, PUBLIC_CALLS, scaledPublicCallRules, type PublicCall } from "./rate-limits.server";

beforeEach(() => {
  vi.useFakeTimers();
  vi.setSystemTime(5_000_000);
});
afterEach(() => vi.useRealTimers());

function limiter(factor = 1) {
  return { hit: createPublicCallLimiter(factor, memoryLimiters), advance: (ms: number) => vi.advanceTimersByTime(ms) };
}

/** `n` calls of `ip`, one after the other, their `allowed`. */
async function calls(hit: ReturnType<typeof limiter>["hit"], call: PublicCall, ip: string, n: number): Promise<boolean[]> {
  const allowed: boolean[] = [];
  for (let i = 0; i < n; i++) allowed.push((await hit(call, ip)).allowed);
  return allowed;
}

describe("the public calls' rules", () => {
  it("are quote 60, price 120 and search 120 a minute (the refusal's message says 'a minute')", () => {
    expect(scaledPublicCallRules(1)).toEqual({
      publicQuote: { max: 60, windowMs: 60_000 },
      publicPrice: { max: 120, windowMs: 60_000 },
      publicSearch: { max: 120, windowMs: 60_000 },
    });
    for (const call of PUBLIC_CALLS) expect(RATE_LIMIT_RULES[call].windowMs).toBe(60_000);
  });

  it("scale by the factor, rounded up, never below one call", () => {
    expect(scaledPublicCallRules(0.05)).toMatchObject({ publicQuote: { max: 3 }, publicPrice: { max: 6 }, publicSearch: { max: 6 } });
    expect(scaledPublicCallRules(2.5)).toMatchObject({ publicQuote: { max: 150 }, publicPrice: { max: 300 }, publicSearch: { max: 300 } });
    expect(scaledPublicCallRules(0.0001)).toMatchObject({ publicQuote: { max: 1 }, publicPrice: { max: 1 }, publicSearch: { max: 1 } });
  });
});

describe("createPublicCallLimiter", () => {
  it("allows the limit in a window, then refuses with the seconds left and the limit", async () => {
    const { hit, advance } = limiter(0.05);
    expect(await calls(hit, "publicQuote", "203.0.113.1", 3)).toEqual([true, true, true]);
    advance(20_500);
    expect(await hit("publicQuote", "203.0.113.1")).toEqual({ allowed: false, remaining: 0, retryAfterSeconds: 40, max: 3 });
  });

  it("allows again in the next window", async () => {
    const { hit, advance } = limiter(0.05);
    expect(await calls(hit, "publicSearch", "ip", 7)).toEqual([true, true, true, true, true, true, false]);
    advance(59_999);
    expect((await hit("publicSearch", "ip")).allowed).toBe(false);
    advance(1);
    expect(await hit("publicSearch", "ip")).toEqual({ allowed: true, remaining: 5, retryAfterSeconds: 60, max: 6 });
  });

  it("counts each IP and each call on its own", async () => {
    const { hit } = limiter(0.05);
    expect(await calls(hit, "publicQuote", "a", 4)).toEqual([true, true, true, false]);
    expect((await hit("publicQuote", "b")).allowed).toBe(true);
    expect((await hit("publicPrice", "a")).allowed).toBe(true);
    expect((await hit("publicSearch", "a")).allowed).toBe(true);
  });

  it("holds the default limits: the 61st quote and the 121st price or search call in a minute are refused", async () => {
    const { hit } = limiter();
    expect((await calls(hit, "publicQuote", "ip", 61)).lastIndexOf(true)).toBe(59);
    expect((await calls(hit, "publicPrice", "ip", 121)).lastIndexOf(true)).toBe(119);
    expect((await calls(hit, "publicSearch", "ip", 121)).lastIndexOf(true)).toBe(119);
    expect(await hit("publicSearch", "ip")).toMatchObject({ allowed: false, max: 120 });
  });
});
