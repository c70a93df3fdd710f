import { getConfig } from "~/config.server";
import { FixedWindowRateLimiter, RATE_LIMIT_RULES, type RateLimitResult } from "~/http/rate-limit.server";

/**
 * Auth posts are limited per IP and per IP + address: the shop's code/verify tiers apply to each
 * address asked from an IP, and a looser per-IP ceiling bounds one client trying many addresses.
 * AUTH_RATE_LIMIT_FACTOR scales both (tests sign in many times from 127.0.0.1).
 */
const PER_IP_FACTOR = 10;

let limiter: FixedWindowRateLimiter<"authCode" | "authVerify"> | undefined;
let ipLimiter: FixedWindowRateLimiter<"authCode" | "authVerify"> | undefined;

function scaled(factor: number) {
  const scale = (rule: { max: number; windowMs: number }) => ({ max: Math.ceil(rule.max * factor), windowMs: rule.windowMs });
  return { authCode: scale(RATE_LIMIT_RULES.authCode), authVerify: scale(RATE_LIMIT_RULES.authVerify) };
}

/** Counts one auth post; the first exceeded limit answers, else the request is allowed. */
export function hitAuthLimit(bucket: "authCode" | "authVerify", ip: string, email: string): RateLimitResult {
  const factor = getConfig().AUTH_RATE_LIMIT_FACTOR;
  limiter ??= new FixedWindowRateLimiter(scaled(factor));
  ipLimiter ??= new FixedWindowRateLimiter(scaled(factor * PER_IP_FACTOR));
  const perIp = ipLimiter.hit(bucket, ip);
  const perAddress = limiter.hit(bucket, `${ip}\u0000${email}`);
  return !perIp.allowed ? perIp : perAddress;
}
