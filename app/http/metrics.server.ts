import { timingSafeEqual, createHash } from "node:crypto";
import { isIP } from "node:net";
import type { Request, RequestHandler } from "express";
import { exposition, metrics } from "~/services/observability/metrics.server";
import { CACHE } from "./cache-policy";
import { onResponseEnd } from "./request-log.server";

/** Counts each response and times it, by method, route pattern and status. */
export function requestMetricsMiddleware(routeOf: (req: Request) => string): RequestHandler {
  return (req, res, next) => {
    onResponseEnd(res, (ms) => {
      const { requests, duration } = metrics();
      const route = routeOf(req);
      requests.inc({ method: req.method, route, status: String(res.statusCode) });
      duration.observe({ method: req.method, route }, ms / 1000);
    });
    next();
  };
}

function isLoopback(address: string | undefined): boolean {
  if (!address) return false;
  const v4 = address.startsWith("::ffff:") ? address.slice("::ffff:".length) : address;
  if (isIP(v4) === 4) return v4.startsWith("127.");
  return address === "::1";
}

const digest = (text: string) => createHash("sha256").update(text).digest();

/**
 * Who may read the metrics: with a token, whoever sends it as `Authorization: Bearer <token>` (compared in
 * constant time); without one, clients on this machine. `clientAddress` is the client's (Express's `req.ip`): the
 * socket's, or behind TRUST_PROXY's proxies the one their X-Forwarded-For names, since a proxy on this machine
 * would otherwise pass every visitor of the internet off as loopback.
 */
export function mayReadMetrics(token: string | undefined, authorization: string | undefined, clientAddress: string | undefined): boolean {
  if (!token) return isLoopback(clientAddress);
  const sent = /^Bearer (.+)$/i.exec(authorization ?? "")?.[1] ?? "";
  return timingSafeEqual(digest(sent), digest(token));
}

/** `GET /metrics` in Prometheus's text format; to anyone else it does not exist (the shop's 404). */
export function metricsRoute(token: string | undefined): RequestHandler {
  return (req, res, next) => {
    if (req.path !== "/metrics" || (req.method !== "GET" && req.method !== "HEAD")) return next();
    if (!mayReadMetrics(token, req.get("authorization"), req.ip)) return next();
    // Written as is: Express would reorder the content type's parameters.
    exposition().then(({ contentType, body }) => res.set({ "Cache-Control": CACHE.noStore, "Content-Type": contentType }).end(body), next);
  };
}
