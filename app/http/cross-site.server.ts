import type { Request as ExpressRequest, RequestHandler, Response as ExpressResponse } from "express";
import { plainRoutes } from "~/routes";
import { addressedHost } from "./forwarded.server";

const STATE_CHANGING = new Set(["POST", "PUT", "PATCH", "DELETE"]);

/**
 * The entry point other sites' pages post to by design (docs/punchout.md#flow): a buyer's SAP page posts the OCI login
 * form. Exactly this path; it signs nobody in by a cookie it carries. cXML is posted by servers (CXML_ENTRY_POINT).
 */
const CROSS_SITE_ENTRY_POINTS: ReadonlySet<string> = new Set([plainRoutes.punchoutOci.path]);
/** A procurement system's server posts cXML here from anywhere; a browser's post from another site is refused. */
const CXML_ENTRY_POINT = plainRoutes.punchoutCxml.path;

export interface WriteRequestHeaders {
  method: string;
  path: string;
  /** The Host header this server was addressed by. */
  host: string | undefined;
  origin: string | undefined;
  referer: string | undefined;
  secFetchSite: string | undefined;
}

/**
 * A cross-site write is refused; an accepted one names the origin its `Origin` header proved (null when it had
 * none), which the request Remix sees is then addressed to.
 */
export type WriteVerdict = { crossSite: true } | { crossSite: false; origin: string | null };

const CROSS_SITE: WriteVerdict = { crossSite: true };

/** The origin of `value` when it is this host (`host`) or a trusted origin, else null (malformed too). */
function sameSiteOrigin(value: string, host: string | undefined, trustedOrigins: readonly string[]): string | null {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return null;
  }
  if (host && url.host === host.toLowerCase()) return url.origin;
  return trustedOrigins.includes(url.origin) ? url.origin : null;
}

/**
 * Whether a state-changing request was sent by another site's page (CSRF). Browsers send
 * Sec-Fetch-Site and/or Origin on every POST; requests with neither come from non-browser clients
 * (webhooks, curl), which carry no ambient cookies worth forging and are let through, unless their
 * Referer names another site. An Origin, when there is one, must be this host whatever Sec-Fetch-Site
 * claims. The PunchOut entry points are let through from anywhere, but for a browser's post from another site to
 * the cXML one, which only servers post to. `trustedOrigins` covers a proxy that rewrites Host (the configured public URL).
 */
export function judgeWrite(req: WriteRequestHeaders, trustedOrigins: readonly string[]): WriteVerdict {
  if (!STATE_CHANGING.has(req.method.toUpperCase())) return { crossSite: false, origin: null };
  const site = req.secFetchSite?.toLowerCase();
  // cXML comes from the procurement system's server; a browser saying another site's page sent it is a forgery.
  if (req.path === CXML_ENTRY_POINT) return site === "cross-site" || site === "same-site" ? CROSS_SITE : { crossSite: false, origin: null };
  if (CROSS_SITE_ENTRY_POINTS.has(req.path)) return { crossSite: false, origin: null };
  if (site === "cross-site") return CROSS_SITE;
  if (req.origin === undefined) {
    // Without Origin, "same-origin" and "none" (typed or bookmarked) pass; "same-site" is a sibling subdomain.
    if (site === "same-site") return CROSS_SITE;
    if (req.referer !== undefined && !sameSiteOrigin(req.referer, req.host, trustedOrigins)) return CROSS_SITE;
    return { crossSite: false, origin: null };
  }
  const origin = sameSiteOrigin(req.origin, req.host, trustedOrigins);
  return origin ? { crossSite: false, origin } : CROSS_SITE;
}

/**
 * Answers state-changing requests from other sites with `refuse` (403). The origin an accepted one proved is kept
 * for `provenOrigin`.
 */
export function crossSiteWriteGuard(
  trustedOrigins: readonly string[],
  refuse: (req: ExpressRequest, res: ExpressResponse, status: number) => void,
): RequestHandler {
  return (req, res, next) => {
    const verdict = judgeWrite(
      {
        method: req.method,
        path: req.path,
        host: addressedHost(req),
        origin: req.headers.origin,
        referer: req.get("referer"),
        secFetchSite: req.get("sec-fetch-site"),
      },
      trustedOrigins,
    );
    if (verdict.crossSite) {
      refuse(req, res, 403);
      return;
    }
    if (verdict.origin) res.locals.provenOrigin = verdict.origin;
    next();
  };
}

/** The origin an accepted write's `Origin` header proved (this host's, or the public URL's behind a proxy). */
export function provenOrigin(res: ExpressResponse): string | undefined {
  const origin: unknown = res.locals.provenOrigin;
  return typeof origin === "string" ? origin : undefined;
}
