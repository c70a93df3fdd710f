import type { RequestHandler } from "express";

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
 * `trustedOrigins` covers a proxy that rewrites Host (the configured public URL).
 */
export function isCrossSiteWrite(req: WriteRequestHeaders, trustedOrigins: readonly string[]): boolean {
  if (!STATE_CHANGING.has(req.method.toUpperCase())) return false;
  const site = req.secFetchSite?.toLowerCase();
  if (site === "cross-site") return true;
  if (site === "same-origin" || site === "none") return false;
  // "same-site" (a sibling subdomain) or an older browser: decide by Origin.
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

/** Answers 403 to state-changing requests from other sites. */
export function crossSiteWriteGuard(trustedOrigins: readonly string[]): RequestHandler {
  return (req, res, next) => {
    const crossSite = isCrossSiteWrite(
      { method: req.method, host: req.headers.host, origin: req.headers.origin, secFetchSite: req.get("sec-fetch-site") },
      trustedOrigins,
    );
    if (crossSite) {
      res.status(403).type("text/plain").send("Cross-site request refused");
      return;
    }
    next();
  };
}
