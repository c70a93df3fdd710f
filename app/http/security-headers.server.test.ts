import { describe, expect, it } from "vitest";
import { loadConfig } from "~/config.server";
import { newNonce, securityHeaders } from "./security-headers.server";

describe("securityHeaders", () => {
  const development = loadConfig({});
  const production = loadConfig({ NODE_ENV: "production" });

  it("sets the fixed hardening headers", () => {
    const h = securityHeaders(development, "n");
    expect(h["X-Content-Type-Options"]).toBe("nosniff");
    expect(h["Referrer-Policy"]).toBe("strict-origin-when-cross-origin");
    expect(h["X-Frame-Options"]).toBe("DENY");
    expect(h["Permissions-Policy"]).toContain("camera=()");
    expect(h["Content-Security-Policy"]).toContain("'nonce-n'");
  });

  it("sends HSTS only in production", () => {
    expect(securityHeaders(development, "n")["Strict-Transport-Security"]).toBeUndefined();
    expect(securityHeaders(production, "n")["Strict-Transport-Security"]).toMatch(/^max-age=31536000/);
  });

  it("admits services from the real configuration", () => {
    const csp = securityHeaders(loadConfig({ GTM_ID: "GTM-ABC", SANITY_PROJECT_ID: "p1" }), "n")["Content-Security-Policy"];
    expect(csp).toContain("https://www.googletagmanager.com");
    expect(csp).toContain("https://cdn.sanity.io");
  });
});

describe("newNonce", () => {
  it("is 128 random bits in base64, new every time", () => {
    const nonces = new Set(Array.from({ length: 100 }, newNonce));
    expect(nonces.size).toBe(100);
    for (const n of nonces) expect(Buffer.from(n, "base64")).toHaveLength(16);
  });
});
