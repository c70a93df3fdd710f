import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { metrics } from "~/services/observability/metrics.server";
import { RATE_LIMIT_RULES, RateLimiter, scaledRule } from "./rate-limit.server";
import { memoryLimiters } from "./rate-limit-store.server";

beforeEach(() => {
  vi.useFakeTimers();
  vi.setSystemTime(1_000_000);
});
afterEach(() => vi.useRealTimers());

const limiter = () => new RateLimiter("test", { strict: { max: 3, windowMs: 60_000 }, loose: { max: 10, windowMs: 1_000 } }, memoryLimiters);

/** `n` hits of `key` in `bucket`, their `allowed`. */
async function hits(l: ReturnType<typeof limiter>, bucket: "strict" | "loose", key: string, n: number): Promise<boolean[]> {
  const allowed: boolean[] = [];
  for (let i = 0; i < n; i++) allowed.push((await l.hit(bucket, key)).allowed);
  return allowed;
}

describe("RateLimiter", () => {
  it("allows max requests per window, then refuses", async () => {
    expect(await hits(limiter(), "strict", "1.2.3.4", 4)).toEqual([true, true, true, false]);
  });

  it("counts each refusal in the metrics, by limit", async () => {
    const refused = async (limit: string) => (await metrics().refusals.get()).values.find((v) => v.labels.limit === limit)?.value ?? 0;
    const [strict, loose] = [await refused("strict"), await refused("loose")];
    await hits(limiter(), "strict", "1.2.3.4", 5);
    expect(await refused("strict")).toBe(strict + 2);
    expect(await refused("loose")).toBe(loose);
  });

  it("counts down the remaining requests", async () => {
    const l = limiter();
    const remaining = [];
    for (let i = 0; i < 4; i++) remaining.push((await l.hit("strict", "ip")).remaining);
    expect(remaining).toEqual([2, 1, 0, 0]);
  });

  it("keys by key and by bucket", async () => {
    const l = limiter();
    await hits(l, "strict", "a", 3);
    expect((await l.hit("strict", "a")).allowed).toBe(false);
    expect((await l.hit("strict", "b")).allowed).toBe(true);
    expect((await l.hit("loose", "a")).allowed).toBe(true);
  });

  it("starts a new window when the old one has passed", async () => {
    const l = limiter();
    await hits(l, "strict", "a", 4);
    vi.advanceTimersByTime(59_999);
    expect((await l.hit("strict", "a")).allowed).toBe(false);
    vi.advanceTimersByTime(1);
    expect(await l.hit("strict", "a")).toEqual({ allowed: true, remaining: 2, retryAfterSeconds: 60 });
  });

  it("says when to retry, never less than a second", async () => {
    const l = limiter();
    await l.hit("strict", "a");
    vi.advanceTimersByTime(45_500);
    expect((await l.hit("strict", "a")).retryAfterSeconds).toBe(15);
    vi.advanceTimersByTime(14_400);
    expect((await l.hit("strict", "a")).retryAfterSeconds).toBe(1);
  });
});

describe("the rules", () => {
  it("has strict auth tiers", () => {
    expect(RATE_LIMIT_RULES.authCode.max).toBeLessThanOrEqual(RATE_LIMIT_RULES.authVerify.max);
  });

  it("scales a maximum by a factor, rounded up, keeping the window", () => {
    expect(scaledRule({ max: 5, windowMs: 600_000 }, 0.3)).toEqual({ max: 2, windowMs: 600_000 });
    expect(scaledRule({ max: 5, windowMs: 600_000 }, 10)).toEqual({ max: 50, windowMs: 600_000 });
  });
});
