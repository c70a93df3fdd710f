import { RateLimiterRes, type RateLimiterAbstract } from "rate-limiter-flexible";
import { metrics } from "~/services/observability/metrics.server";
import type { LimiterStore } from "./rate-limit-store.server";

export interface RateLimitRule {
  /** Requests allowed per window, per IP and bucket. */
  max: number;
  windowMs: number;
}

export interface RateLimitResult {
  allowed: boolean;
  remaining: number;
  /** Seconds until the window resets (for Retry-After). */
  retryAfterSeconds: number;
}

/**
 * Fixed-window counters per bucket + key, kept by rate-limiter-flexible in `store` (rate-limit-store.server.ts:
 * Redis or PostgreSQL shared by every server, or this process's memory), each bucket's keys under `name:bucket`.
 */
export class RateLimiter<Bucket extends string> {
  private readonly limiters: Record<Bucket, RateLimiterAbstract>;

  constructor(name: string, rules: Readonly<Record<Bucket, RateLimitRule>>, store: LimiterStore) {
    this.limiters = Object.fromEntries(
      Object.entries<RateLimitRule>(rules).map(([bucket, { max, windowMs }]) => [
        bucket,
        store({ keyPrefix: `rl:${name}:${bucket}`, points: max, duration: windowMs / 1000 }),
      ]),
    ) as Record<Bucket, RateLimiterAbstract>;
  }

  /** Counts one request of `key` (an IP, or a pending sign-in) in `bucket` and says whether it is within the limit. */
  async hit(bucket: Bucket, key: string): Promise<RateLimitResult> {
    const counted = await this.limiters[bucket].consume(key).then(
      (res) => ({ allowed: true, res }),
      (res: unknown) => {
        // A store that fails hands the hit to its insurance limiter in memory, so a refusal is always the counter.
        if (!(res instanceof RateLimiterRes)) throw res;
        return { allowed: false, res };
      },
    );
    if (!counted.allowed) metrics().refusals.inc({ limit: bucket });
    return {
      allowed: counted.allowed,
      remaining: counted.res.remainingPoints,
      retryAfterSeconds: Math.max(1, Math.ceil(counted.res.msBeforeNext / 1000)),
    };
  }

  /** Seconds until `key` may try again when it is over `bucket`'s limit already, else null; counts nothing. */
  async refusedFor(bucket: Bucket, key: string): Promise<number | null> {
    const limiter = this.limiters[bucket];
    const res = await limiter.get(key);
    return res && res.consumedPoints > limiter.points ? Math.max(1, Math.ceil(res.msBeforeNext / 1000)) : null;
  }
}

/** `rule` with its maximum multiplied by `factor` (> 0), rounded up: the limits' factors in the config scale them so. */
export function scaledRule({ max, windowMs }: RateLimitRule, factor: number): RateLimitRule {
  return { max: Math.ceil(max * factor), windowMs };
}

/**
 * The shop's tiers: auth posts (sending and checking one-time codes) are the strictest. The public calls
 * (docs/apis.md "Quote API") are counted per client IP in one-minute windows (their 429 message says "a minute"),
 * generous for one buyer or integration, since a company's buyers may share one address behind its NAT:
 * - quote 60: one a second. The cart and checkout pages price in process and never call it; an integration
 *   re-quotes when a cart changes, not in a loop. Each call may parse 256 KB and price 500 lines (p99 of
 *   pricing alone 5 to 9 ms, docs/benchmarks.md), so one address keeps under about 1 % of a core.
 * - price 120: a read of one price list from memory. An integration needs each list once per sync; anonymous
 *   public lists are mostly answered from the shared page cache, which never reaches the limit.
 * - search 120: one lookup of up to 999 part numbers, so a bulk integration needs few calls; a person's
 *   type-ahead by part number asks at most a couple a second while typing, well under two a second sustained.
 */
export const RATE_LIMIT_RULES = {
  authCode: { max: 5, windowMs: 10 * 60_000 },
  authVerify: { max: 10, windowMs: 10 * 60_000 },
  /**
   * Every request to /punchout/* (docs/punchout.md#limits): two a second. A procurement network posts its buyers'
   * setup requests from a few addresses, and each costs a scrypt check of the shared secret.
   */
  punchOut: { max: 120, windowMs: 60_000 },
  publicQuote: { max: 60, windowMs: 60_000 },
  publicPrice: { max: 120, windowMs: 60_000 },
  publicSearch: { max: 120, windowMs: 60_000 },
} as const satisfies Record<string, RateLimitRule>;
