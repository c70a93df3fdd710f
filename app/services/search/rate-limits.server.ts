import { getConfig } from "~/config.server";
import { RateLimiter, scaledRule, type RateLimitResult, type RateLimitRule } from "~/http/rate-limit.server";
import { rateLimitStore } from "~/http/rate-limit-store.server";

/**
 * The search's limits per client IP and minute (docs/search.md#rate-limits), in the store every server shares, like
 * the public calls'. Generous for people: a search page is a person's submit or a filter's click (300 a minute is five
 * a second for a minute), and the modal asks for suggestions at most once per keystroke, after a pause (900 a minute
 * is fifteen a second); a company's buyers may share one address behind its NAT. Answers from the page cache or a
 * shared template never reach the loader, so they are not counted: they cost nothing. SEARCH_RATE_LIMIT_FACTOR scales
 * both (tests lower them).
 */
export const SEARCH_RATE_LIMIT_RULES = {
  searchPage: { max: 300, windowMs: 60_000 },
  searchSuggestions: { max: 900, windowMs: 60_000 },
} as const satisfies Record<string, RateLimitRule>;

export type SearchKind = keyof typeof SEARCH_RATE_LIMIT_RULES;

let limiter: RateLimiter<SearchKind> | undefined;

/** Counts one search of `ip` and says whether it is within its kind's limit. */
export function hitSearchLimit(kind: SearchKind, ip: string): Promise<RateLimitResult> {
  const factor = getConfig().SEARCH_RATE_LIMIT_FACTOR;
  limiter ??= new RateLimiter(
    "search",
    { searchPage: scaledRule(SEARCH_RATE_LIMIT_RULES.searchPage, factor), searchSuggestions: scaledRule(SEARCH_RATE_LIMIT_RULES.searchSuggestions, factor) },
    rateLimitStore(),
  );
  return limiter.hit(kind, ip);
}
