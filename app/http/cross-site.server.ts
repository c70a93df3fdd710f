import type { Request as ExpressRequest, RequestHandler, Response as ExpressResponse } from "express";
import { addressedHost } from "./forwarded.server";

const STATE_CHANGING = new Set(["POST", "PUT", "PATCH", "DELETE"]);

export interface WriteRequestHeaders {
  method: string;
  /** The Host header this server was addressed by. */
  host: string | undefined;
  origin: string | undefined;
  secFetchSite: string | undefined;
}

/**
 * Whether a state-changing request was sent by another site's page (CSRF). Browsers send
 * Sec-Fetch-Site and/or Origin on every POST; requests with neither come from non-browser clients
 * (webhooks, curl), which carry no ambient cookies worth forging and are let through.
 * An Origin, when there is one, must be this host whatever Sec-Fetch-Site claims (Remix aborts an
 * action whose Origin does not match). `trustedOrigins` covers a proxy that rewrites Host (the configured public URL).
 */
export function isCrossSiteWrite(req: WriteRequestHeaders, trustedOrigins: readonly string[]): boolean {
  if (!STATE_CHANGING.has(req.method.toUpperCase())) return false;
  const site = req.secFetchSite?.toLowerCase();
  if (site === "cross-site") return true;
  // Without Origin, "same-origin" and "none" (typed or bookmarked) pass; "same-site" is a sibling subdomain.
  if (req.origin === undefined) return site === "same-site";
  if (req.origin === "null") return true;
  let origin: URL;
  try {
    origin = new URL(req.origin);
  } catch {
    return true;
  }
  if (req.host && origin.host === req.host.toLowerCase()) return false;
  return !trustedOrigins.includes(origin.origin);
}

/** Answers state-changing requests from other sites with `refuse` (403). */
export function crossSiteWriteGuard(
  trustedOrigins: readonly string[],
  refuse: (req: ExpressRequest, res: ExpressResponse, status: number) => void,
): RequestHandler {
  return (req, res, next) => {
    const crossSite = isCrossSiteWrite(
      { method: req.method, host: addressedHost(req), origin: req.headers.origin, secFetchSite: req.get("sec-fetch-site") },
      trustedOrigins,
    );
    if (crossSite) {
      refuse(req, res, 403);
      return;
    }
    next();
  };
}
