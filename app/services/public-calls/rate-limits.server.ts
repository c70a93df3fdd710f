import { getConfig } from "~/config.server";
import { RateLimiter, RATE_LIMIT_RULES, scaledRule, type RateLimitResult, type RateLimitRule } from "~/http/rate-limit.server";
import { rateLimitStore, type LimiterStore } from "~/http/rate-limit-store.server";

/**
 * The public calls' limits per client IP (docs/apis.md "Quote API"), counted in the store every server shares, like
 * the sign-in limits. Every call reaching the route counts, anonymous or signed in; PUBLIC_API_RATE_LIMIT_FACTOR
 * scales them (tests lower them).
 */
export type PublicCall = "publicQuote" | "publicPrice" | "publicSearch";

export const PUBLIC_CALLS: readonly PublicCall[] = ["publicQuote", "publicPrice", "publicSearch"];

/** A hit's result and the limit it was counted against (the refusal names it). */
export type PublicCallLimit = RateLimitResult & { max: number };

/** The public calls' rules with every maximum multiplied by `factor`, rounded up (so never below 1). */
export function scaledPublicCallRules(factor: number): Record<PublicCall, RateLimitRule> {
  return Object.fromEntries(PUBLIC_CALLS.map((call) => [call, scaledRule(RATE_LIMIT_RULES[call], factor)])) as Record<PublicCall, RateLimitRule>;
}

/** A counter of the public calls per IP in `store`, with the rules scaled by `factor`. */
export function createPublicCallLimiter(factor: number, store: LimiterStore): (call: PublicCall, ip: string) => Promise<PublicCallLimit> {
  const rules = scaledPublicCallRules(factor);
  const limiter = new RateLimiter("public", rules, store);
  return async (call, ip) => ({ ...(await limiter.hit(call, ip)), max: rules[call].max });
}

let hit: ((call: PublicCall, ip: string) => Promise<PublicCallLimit>) | undefined;

/** Counts one call of `ip` and says whether it is within the call's limit. */
export function hitPublicCallLimit(call: PublicCall, ip: string): Promise<PublicCallLimit> {
  hit ??= createPublicCallLimiter(getConfig().PUBLIC_API_RATE_LIMIT_FACTOR, rateLimitStore());
  return hit(call, ip);
}
