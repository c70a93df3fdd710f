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
 * Fixed-window counter in memory, keyed by bucket + IP. One process only: behind several
 * instances each counts on its own, which still bounds abuse per instance.
 */
export class FixedWindowRateLimiter<Bucket extends string> {
  private readonly windows = new Map<string, { start: number; count: number }>();
  private lastSweep = 0;

  constructor(
    private readonly rules: Readonly<Record<Bucket, RateLimitRule>>,
    private readonly now: () => number = Date.now,
  ) {}

  /** Counts one request of `ip` in `bucket` and says whether it is within the limit. */
  hit(bucket: Bucket, ip: string): RateLimitResult {
    const rule = this.rules[bucket];
    const now = this.now();
    this.sweep(now);
    const key = `${bucket}\u0000${ip}`;
    let window = this.windows.get(key);
    if (!window || now - window.start >= rule.windowMs) {
      window = { start: now, count: 0 };
      this.windows.set(key, window);
    }
    window.count += 1;
    return {
      allowed: window.count <= rule.max,
      remaining: Math.max(0, rule.max - window.count),
      retryAfterSeconds: Math.max(1, Math.ceil((window.start + rule.windowMs - now) / 1000)),
    };
  }

  /** Drops expired windows now and then so the map cannot grow without bound. */
  private sweep(now: number): void {
    const longest = Math.max(...Object.values<RateLimitRule>(this.rules).map((r) => r.windowMs));
    if (now - this.lastSweep < longest) return;
    this.lastSweep = now;
    for (const [key, window] of this.windows) {
      const bucket = key.slice(0, key.indexOf("\u0000")) as Bucket;
      if (now - window.start >= this.rules[bucket].windowMs) this.windows.delete(key);
    }
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
  publicQuote: { max: 60, windowMs: 60_000 },
  publicPrice: { max: 120, windowMs: 60_000 },
  publicSearch: { max: 120, windowMs: 60_000 },
} as const satisfies Record<string, RateLimitRule>;

/** The process-wide limiter for route actions: `rateLimiter.hit("authCode", context.clientIp)`. */
export const rateLimiter = new FixedWindowRateLimiter<keyof typeof RATE_LIMIT_RULES>(RATE_LIMIT_RULES);
