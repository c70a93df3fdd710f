import { getConfig } from "~/config.server";
import { RateLimiter, RATE_LIMIT_RULES, scaledRule, type RateLimitResult } from "~/http/rate-limit.server";
import { rateLimitStore } from "~/http/rate-limit-store.server";

/**
 * The PunchOut paths' limit per client IP (docs/punchout.md#limits), counted in the store every server shares, like
 * the public calls' limits; PUNCHOUT_RATE_LIMIT_FACTOR scales it (tests lower it).
 */
let limiter: RateLimiter<"punchOut"> | undefined;

/** Counts one PunchOut request of `ip` and says whether it is within the limit. */
export function hitPunchOutLimit(ip: string): Promise<RateLimitResult> {
  limiter ??= new RateLimiter("punchout", { punchOut: scaledRule(RATE_LIMIT_RULES.punchOut, getConfig().PUNCHOUT_RATE_LIMIT_FACTOR) }, rateLimitStore());
  return limiter.hit("punchOut", ip);
}
