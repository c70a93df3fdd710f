import { describe, expect, it } from "vitest";
import { FixedWindowRateLimiter, RATE_LIMIT_RULES } from "./rate-limit.server";

function limiter() {
  let now = 1_000_000;
  const l = new FixedWindowRateLimiter({ strict: { max: 3, windowMs: 60_000 }, loose: { max: 10, windowMs: 1_000 } }, () => now);
  return { l, advance: (ms: number) => (now += ms) };
}

describe("FixedWindowRateLimiter", () => {
  it("allows max requests per window, then refuses", () => {
    const { l } = limiter();
    expect([1, 2, 3, 4].map(() => l.hit("strict", "1.2.3.4").allowed)).toEqual([true, true, true, false]);
  });

  it("counts down the remaining requests", () => {
    const { l } = limiter();
    expect(l.hit("strict", "ip").remaining).toBe(2);
    expect(l.hit("strict", "ip").remaining).toBe(1);
    expect(l.hit("strict", "ip").remaining).toBe(0);
    expect(l.hit("strict", "ip").remaining).toBe(0);
  });

  it("keys by IP", () => {
    const { l } = limiter();
    for (let i = 0; i < 3; i++) l.hit("strict", "a");
    expect(l.hit("strict", "a").allowed).toBe(false);
    expect(l.hit("strict", "b").allowed).toBe(true);
  });

  it("keys by bucket", () => {
    const { l } = limiter();
    for (let i = 0; i < 3; i++) l.hit("strict", "a");
    expect(l.hit("loose", "a").allowed).toBe(true);
  });

  it("starts a new window when the old one has passed", () => {
    const { l, advance } = limiter();
    for (let i = 0; i < 4; i++) l.hit("strict", "a");
    advance(59_999);
    expect(l.hit("strict", "a").allowed).toBe(false);
    advance(1);
    expect(l.hit("strict", "a")).toEqual({ allowed: true, remaining: 2, retryAfterSeconds: 60 });
  });

  it("says when to retry, never less than a second", () => {
    const { l, advance } = limiter();
    l.hit("strict", "a");
    advance(45_500);
    expect(l.hit("strict", "a").retryAfterSeconds).toBe(15);
    advance(14_400);
    expect(l.hit("strict", "a").retryAfterSeconds).toBe(1);
  });

  it("forgets expired windows (bounded memory) without losing live ones", () => {
    const { l, advance } = limiter();
    for (let i = 0; i < 1000; i++) l.hit("loose", `ip${i}`);
    for (let i = 0; i < 3; i++) l.hit("strict", "kept");
    advance(60_000 - 1);
    l.hit("loose", "trigger");
    advance(1);
    l.hit("loose", "trigger");
    const windows = (l as unknown as { windows: Map<string, unknown> }).windows;
    expect(windows.size).toBeLessThan(5);
    expect(l.hit("strict", "kept").allowed).toBe(true);
  });

  it("has strict auth tiers", () => {
    expect(RATE_LIMIT_RULES.authCode.max).toBeLessThanOrEqual(RATE_LIMIT_RULES.authVerify.max);
  });
});
