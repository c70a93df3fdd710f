import type { Request as ExpressRequest } from "express";

/**
 * Whether the peer is a proxy that TRUST_PROXY names: only then do its X-Forwarded-* headers count.
 * Express compiles the "trust proxy" setting into this function (it answers false when unset).
 */
export function fromTrustedProxy(req: ExpressRequest): boolean {
  const trust = req.app.get("trust proxy fn") as ((address: string, hop: number) => boolean) | undefined;
  return trust?.(req.socket.remoteAddress ?? "", 0) ?? false;
}

/** The host the client addressed: a trusted proxy's X-Forwarded-Host, else Host. */
export function addressedHost(req: ExpressRequest): string | undefined {
  const forwarded = fromTrustedProxy(req) ? req.get("x-forwarded-host")?.split(",")[0]?.trim() : undefined;
  return forwarded || req.get("host");
}

const FORWARDING_HEADER = /^(?:x-forwarded-.*|forwarded)$/i;

/** Forwarding headers from a peer that is not a trusted proxy say nothing true; the app must not read them. */
export const isUntrustedForwarding = (req: ExpressRequest, header: string): boolean => FORWARDING_HEADER.test(header) && !fromTrustedProxy(req);

/** The path and query of the request target; an absolute-form target (`GET http://host/path`) keeps only those. */
export function originForm(target: string): string {
  if (target.startsWith("/")) return target;
  try {
    const url = new URL(target);
    return url.pathname + url.search;
  } catch {
    return "/";
  }
}
