import { randomBytes } from "node:crypto";
import type { RequestHandler } from "express";
import type { Config } from "~/config.server";
import { contentSecurityPolicy, type CspConfig } from "./csp.server";

export type SecurityConfig = CspConfig & Pick<Config, "isProduction">;

/** A fresh CSP nonce: 128 random bits, base64. */
export function newNonce(): string {
  return randomBytes(16).toString("base64");
}

/** Every security header of one response, given the configuration and that response's nonce. */
export function securityHeaders(config: SecurityConfig, nonce: string): Record<string, string> {
  const headers: Record<string, string> = {
    "Content-Security-Policy": contentSecurityPolicy(config, nonce),
    "X-Content-Type-Options": "nosniff",
    "Referrer-Policy": "strict-origin-when-cross-origin",
    "X-Frame-Options": "DENY",
    "Cross-Origin-Opener-Policy": "same-origin-allow-popups",
    "Permissions-Policy": "camera=(), microphone=(), geolocation=(), payment=(), usb=(), interest-cohort=()",
  };
  if (config.isProduction) headers["Strict-Transport-Security"] = "max-age=31536000; includeSubDomains";
  return headers;
}

/** Sets the security headers and leaves the nonce in `res.locals.cspNonce` for the Remix handler. */
export function securityHeadersMiddleware(config: SecurityConfig): RequestHandler {
  return (_req, res, next) => {
    const nonce = newNonce();
    res.locals.cspNonce = nonce;
    res.set(securityHeaders(config, nonce));
    next();
  };
}
