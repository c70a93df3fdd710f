import { describe, expect, it } from "vitest";
import { RATE_LIMIT_RULES } from "~/http/rate-limit.server";
import { createPublicCallLimiter, PUBLIC_CALLS, scaledPublicCallRules, type PublicCall } from "./rate-limits.server";

function limiter(factor = 1) {
  let now = 5_000_000;
  const hit = createPublicCallLimiter(factor, () => now);
  return { hit, advance: (ms: number) => (now += ms) };
}

/** `n` calls of `ip`, their `allowed`. */
const calls = (hit: ReturnType<typeof limiter>["hit"], call: PublicCall, ip: string, n: number) => Array.from({ length: n }, () => hit(call, ip).allowed);

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
  it("allows the limit in a window, then refuses with the seconds left and the limit", () => {
    const { hit, advance } = limiter(0.05);
    expect(calls(hit, "publicQuote", "203.0.113.1", 3)).toEqual([true, true, true]);
    advance(20_500);
    expect(hit("publicQuote", "203.0.113.1")).toEqual({ allowed: false, remaining: 0, retryAfterSeconds: 40, max: 3 });
  });

  it("allows again in the next window", () => {
    const { hit, advance } = limiter(0.05);
    expect(calls(hit, "publicSearch", "ip", 7)).toEqual([true, true, true, true, true, true, false]);
    advance(59_999);
    expect(hit("publicSearch", "ip").allowed).toBe(false);
    advance(1);
    expect(hit("publicSearch", "ip")).toEqual({ allowed: true, remaining: 5, retryAfterSeconds: 60, max: 6 });
  });

  it("counts each IP and each call on its own", () => {
    const { hit } = limiter(0.05);
    expect(calls(hit, "publicQuote", "a", 4)).toEqual([true, true, true, false]);
    expect(hit("publicQuote", "b").allowed).toBe(true);
    expect(hit("publicPrice", "a").allowed).toBe(true);
    expect(hit("publicSearch", "a").allowed).toBe(true);
  });

  it("holds the default limits: the 61st quote and the 121st price or search call in a minute are refused", () => {
    const { hit } = limiter();
    expect(calls(hit, "publicQuote", "ip", 61).lastIndexOf(true)).toBe(59);
    expect(calls(hit, "publicPrice", "ip", 121).lastIndexOf(true)).toBe(119);
    expect(calls(hit, "publicSearch", "ip", 121).lastIndexOf(true)).toBe(119);
    expect(hit("publicSearch", "ip")).toMatchObject({ allowed: false, max: 120 });
  });
});
