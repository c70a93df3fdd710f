import { createHash } from "node:crypto";
import { getConfig } from "~/config.server";
import { FAILURE_LIMITS } from "~/domain/auth/one-time-code";
import { RateLimiter, RATE_LIMIT_RULES, scaledRule, type RateLimitResult, type RateLimitRule } from "~/http/rate-limit.server";
import { rateLimitStore } from "~/http/rate-limit-store.server";
import type { SignInLimits } from "./sign-in-guard.server";

/**
 * Auth posts are limited per pending sign-in (browser + address) and per IP: the shop's code/verify
 * tiers apply to each pending sign-in, so a colleague's mistakes behind the same office NAT never
 * hold another browser back, and a generous per-IP ceiling bounds one client trying many browsers or
 * addresses. A code asked for without a captcha token (JavaScript off, or the captcha service
 * unreachable) also counts in a stricter tier. AUTH_RATE_LIMIT_FACTOR scales all of them and the
 * per-IP failure bound (tests sign in many times from 127.0.0.1). The counts are shared by every server
 * (app/http/rate-limit-store.server.ts).
 */
const PER_IP_FACTOR = 10;

type Bucket = "authCode" | "authVerify" | "authCodeWithoutCaptcha";

/** Without a captcha: 2 codes per pending sign-in and 6 per IP in 10 minutes (against 5 and 50). */
const WITHOUT_CAPTCHA: RateLimitRule = { max: 2, windowMs: 10 * 60_000 };
const WITHOUT_CAPTCHA_PER_IP = 3;

let limiter: RateLimiter<Bucket> | undefined;
let ipLimiter: RateLimiter<Bucket> | undefined;

function scaled(factor: number, withoutCaptchaPerIp: number) {
  return {
    authCode: scaledRule(RATE_LIMIT_RULES.authCode, factor),
    authVerify: scaledRule(RATE_LIMIT_RULES.authVerify, factor),
    authCodeWithoutCaptcha: scaledRule(WITHOUT_CAPTCHA, withoutCaptchaPerIp),
  };
}

/**
 * A pending sign-in's key in the store: a digest, so the shared store holds no address, PostgreSQL's text gets no NUL
 * and the key's length is bounded.
 */
function pendingKey({ browserId, email }: { browserId: string; email: string }): string {
  return createHash("sha256").update(`${browserId}\u0000${email}`).digest("base64url");
}

/** Counts one auth post of a pending sign-in in each of `buckets`; the first exceeded limit answers, else the request is allowed. */
export async function hitAuthLimit(buckets: readonly Bucket[], ip: string, pending: { browserId: string; email: string }): Promise<RateLimitResult> {
  const factor = getConfig().AUTH_RATE_LIMIT_FACTOR;
  const perPending = (limiter ??= new RateLimiter("sign-in", scaled(factor, factor), rateLimitStore()));
  const perIp = (ipLimiter ??= new RateLimiter("sign-in-ip", scaled(factor * PER_IP_FACTOR, factor * WITHOUT_CAPTCHA_PER_IP), rateLimitStore()));
  const key = pendingKey(pending);
  const results = await Promise.all(buckets.flatMap((bucket) => [perIp.hit(bucket, ip), perPending.hit(bucket, key)]));
  return results.find((r) => !r.allowed) ?? results[0]!;
}

/** The sign-in guard's bounds: hourly failures (the per-IP one scaled like the rate limits) and codes per address a day. */
export function signInLimits(): SignInLimits {
  const config = getConfig();
  return {
    ...FAILURE_LIMITS,
    perIp: Math.ceil(FAILURE_LIMITS.perIp * config.AUTH_RATE_LIMIT_FACTOR),
    codesPerAddressPerDay: config.AUTH_CODES_PER_ADDRESS_PER_DAY,
  };
}
