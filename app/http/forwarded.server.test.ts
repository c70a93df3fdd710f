import express, { type Request as ExpressRequest } from "express";
import { describe, expect, it } from "vitest";
import { addressedHost, isUntrustedForwarding, originForm } from "./forwarded.server";

/** An Express request from `remoteAddress` with `headers`, under the app's "trust proxy" `trust`. */
function requestFrom(remoteAddress: string, headers: Record<string, string>, trust?: string): ExpressRequest {
  const app = express();
  if (trust !== undefined) app.set("trust proxy", trust);
  const lower = Object.fromEntries(Object.entries(headers).map(([k, v]) => [k.toLowerCase(), v]));
  return {
    app,
    socket: { remoteAddress },
    headers: lower,
    get: (name: string) => lower[name.toLowerCase()],
  } as unknown as ExpressRequest;
}

describe("originForm", () => {
  it("keeps an origin-form target and takes the path and query of an absolute-form one", () => {
    expect(originForm("/es/tienda?page=2")).toBe("/es/tienda?page=2");
    expect(originForm("http://evil.example/es/tienda?page=2")).toBe("/es/tienda?page=2");
    expect(originForm("*")).toBe("/");
  });
});

describe("forwarding headers", () => {
  const headers = { Host: "shop.example:3000", "X-Forwarded-Host": "evil.example" };

  it("ignores them from a peer when no proxy is trusted", () => {
    const req = requestFrom("127.0.0.1", headers);
    expect(addressedHost(req)).toBe("shop.example:3000");
    expect(isUntrustedForwarding(req, "x-forwarded-host")).toBe(true);
    expect(isUntrustedForwarding(req, "cookie")).toBe(false);
  });

  it("reads them from a trusted proxy", () => {
    const req = requestFrom("127.0.0.1", headers, "loopback");
    expect(addressedHost(req)).toBe("evil.example");
    expect(isUntrustedForwarding(req, "x-forwarded-host")).toBe(false);
  });

  it("ignores them from a peer the setting does not name", () => {
    expect(addressedHost(requestFrom("203.0.113.9", headers, "loopback"))).toBe("shop.example:3000");
  });
});
