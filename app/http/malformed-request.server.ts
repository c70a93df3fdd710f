import type { Request as ExpressRequest, RequestHandler, Response as ExpressResponse } from "express";

/** The methods the shop answers; the Fetch API cannot even carry some others (TRACE, CONNECT). */
const SUPPORTED_METHODS = new Set(["GET", "HEAD", "POST", "PUT", "PATCH", "DELETE", "OPTIONS"]);
export const ALLOWED_METHODS = "GET, HEAD, POST";

/** A DNS name or IPv4 address, or a bracketed IPv6 address, with an optional port. */
const LABEL = "[a-z0-9_](?:[a-z0-9_-]{0,61}[a-z0-9_])?";
const HOST = new RegExp(`^(?:${LABEL}(?:\\.${LABEL})*\\.?|\\[[0-9a-f:.]+\\])(?::\\d{1,5})?$`, "i");

export function isValidHost(host: string): boolean {
  if (host.length > 261 || !HOST.test(host)) return false;
  const port = /:(\d+)$/.exec(host)?.[1];
  return port === undefined || Number(port) <= 65535;
}

function isDecodablePath(path: string): boolean {
  try {
    decodeURIComponent(path);
    return true;
  } catch {
    return false;
  }
}

export interface RequestLine {
  method: string;
  /** The Host and X-Forwarded-Host headers: both reach the URL the app sees. */
  hosts: readonly (string | undefined)[];
  /** The path without the query (an absolute-form target's path; `*` for `OPTIONS *`). */
  path: string;
}

export type Defect = { status: 405; allow: string } | { status: 400 };

/** What makes a request unanswerable before any route sees it, or null when nothing does. */
export function requestDefect({ method, hosts, path }: RequestLine): Defect | null {
  if (!SUPPORTED_METHODS.has(method.toUpperCase())) return { status: 405, allow: ALLOWED_METHODS };
  if (hosts.some((host) => host !== undefined && !isValidHost(host))) return { status: 400 };
  if (!path.startsWith("/") || !isDecodablePath(path)) return { status: 400 };
  return null;
}

/** Answers requests with a defect (an unknown method, a malformed Host, a broken percent-encoding) with `refuse`. */
export function malformedRequestGuard(refuse: (req: ExpressRequest, res: ExpressResponse, status: number) => void): RequestHandler {
  return (req, res, next) => {
    const defect = requestDefect({
      method: req.method,
      hosts: [req.headers.host, req.get("x-forwarded-host")?.split(",")[0]?.trim()],
      path: req.path,
    });
    if (!defect) {
      next();
      return;
    }
    if (defect.status === 405) res.set("Allow", defect.allow);
    refuse(req, res, defect.status);
  };
}
