import type { Request as ExpressRequest, RequestHandler, Response as ExpressResponse } from "express";
import type { RateLimitResult } from "./rate-limit.server";

/** Every PunchOut path, in both languages: the entry points, the start URL, the return (app/routes.ts). */
const PUNCHOUT_PREFIXES = ["/punchout/", "/es/punchout/"];

/**
 * Counts each request to a PunchOut path per client IP with `hit` (the build's `hitPunchOutLimit`, whose counts every
 * server shares); over the limit it gets `refuse` 429 with Retry-After (a cXML document at the cXML entry point),
 * before its body is read.
 */
export function punchOutRateLimit(
  hit: (ip: string) => Promise<RateLimitResult>,
  refuse: (req: ExpressRequest, res: ExpressResponse, status: number) => void,
): RequestHandler {
  return (req, res, next) => {
    if (!PUNCHOUT_PREFIXES.some((prefix) => req.path.startsWith(prefix))) {
      next();
      return;
    }
    hit(req.ip ?? "unknown").then((limit) => {
      if (limit.allowed) return next();
      res.set("Retry-After", String(limit.retryAfterSeconds));
      refuse(req, res, 429);
    }, next);
  };
}
