import { getConfig } from "~/config.server";
import { FAILURE_LIMITS, type FailureLimits } from "~/domain/auth/one-time-code";
import { FixedWindowRateLimiter, RATE_LIMIT_RULES, scaledRule, type RateLimitResult, type RateLimitRule } from "~/http/rate-limit.server";

/**
 * Auth posts are limited per IP and per IP + address: the shop's code/verify tiers apply to each
 * address asked from an IP, and a looser per-IP ceiling bounds one client trying many addresses.
 * A code asked for without a captcha token (JavaScript off, or the captcha service unreachable)
 * also counts in a stricter tier. AUTH_RATE_LIMIT_FACTOR scales all of them and the per-IP failure
 * bound (tests sign in many times from 127.0.0.1).
 */
const PER_IP_FACTOR = 10;

type Bucket = "authCode" | "authVerify" | "authCodeWithoutCaptcha";

/** Without a captcha: 2 codes per address and 6 per IP in 10 minutes (against 5 and 50). */
const WITHOUT_CAPTCHA: RateLimitRule = { max: 2, windowMs: 10 * 60_000 };
const WITHOUT_CAPTCHA_PER_IP = 3;

let limiter: FixedWindowRateLimiter<Bucket> | undefined;
let ipLimiter: FixedWindowRateLimiter<Bucket> | undefined;

function scaled(factor: number, withoutCaptchaPerIp: number) {
  return {
    authCode: scaledRule(RATE_LIMIT_RULES.authCode, factor),
    authVerify: scaledRule(RATE_LIMIT_RULES.authVerify, factor),
    authCodeWithoutCaptcha: scaledRule(WITHOUT_CAPTCHA, withoutCaptchaPerIp),
  };
}

/** Counts one auth post in each of `buckets`; the first exceeded limit answers, else the request is allowed. */
export function hitAuthLimit(buckets: readonly Bucket[], ip: string, email: string): RateLimitResult {
  const factor = getConfig().AUTH_RATE_LIMIT_FACTOR;
  limiter ??= new FixedWindowRateLimiter(scaled(factor, factor));
  ipLimiter ??= new FixedWindowRateLimiter(scaled(factor * PER_IP_FACTOR, factor * WITHOUT_CAPTCHA_PER_IP));
  const results = buckets.flatMap((bucket) => [ipLimiter!.hit(bucket, ip), limiter!.hit(bucket, `${ip}\u0000${email}`)]);
  return results.find((r) => !r.allowed) ?? results[0]!;
}

/** The hourly failure bounds of the sign-in guard; the per-IP one scaled like the rate limits. */
export function failureLimits(): FailureLimits {
  return { ...FAILURE_LIMITS, perIp: Math.ceil(FAILURE_LIMITS.perIp * getConfig().AUTH_RATE_LIMIT_FACTOR) };
}
