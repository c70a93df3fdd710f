import { describe, expect, it } from "vitest";
import { matchRouteRule, mayReload, recordReload, resolveRuleTarget, routeRuleFor } from "./route-rules";

const rules = [
  { from: "/old-shop", to: "/es/tienda", status: 301 },
  { from: "/legacy/*", to: "https://legacy.example.com/", status: 302 },
  { from: "/evil", to: "javascript:alert(1)" },
  { from: "/loop", to: "/loop?x=1" },
];

describe("matchRouteRule", () => {
  it("matches exact paths, a trailing slash and prefix rules", () => {
    expect(matchRouteRule(rules, "/old-shop")?.to).toBe("/es/tienda");
    expect(matchRouteRule([{ from: "/a/", to: "/b" }], "/a")?.to).toBe("/b");
    expect(matchRouteRule(rules, "/legacy/x/y")?.from).toBe("/legacy/*");
    expect(matchRouteRule(rules, "/legacy")).toBeNull();
    expect(matchRouteRule(rules, "/old-shop/more")).toBeNull();
  });
  it("takes the first matching rule", () => {
    expect(
      matchRouteRule(
        [
          { from: "/a*", to: "/1" },
          { from: "/a", to: "/2" },
        ],
        "/a",
      )?.to,
    ).toBe("/1");
  });
});

describe("resolveRuleTarget", () => {
  it("tells internal paths from external addresses", () => {
    expect(resolveRuleTarget({ from: "/x", to: "/y?z=1" })).toEqual({ kind: "internal", to: "/y?z=1" });
    expect(resolveRuleTarget({ from: "/x", to: "https://example.com" })).toEqual({ kind: "external", to: "https://example.com" });
  });
  it("refuses dangerous protocols and protocol-relative targets", () => {
    for (const to of ["javascript:alert(1)", "data:text/html,x", "vbscript:x", "//evil.example", "ftp://x.example"]) {
      expect(resolveRuleTarget({ from: "/x", to }), to).toBeNull();
    }
  });
});

describe("routeRuleFor", () => {
  it("gives the target with its status (302 by default)", () => {
    expect(routeRuleFor(rules, "/old-shop")).toEqual({ kind: "internal", to: "/es/tienda", status: 301 });
    expect(routeRuleFor([{ from: "/a", to: "/b" }], "/a")?.status).toBe(302);
  });
  it("ignores refused targets, rules leading to the same path and unmatched paths", () => {
    expect(routeRuleFor(rules, "/evil")).toBeNull();
    expect(routeRuleFor(rules, "/loop")).toBeNull();
    expect(routeRuleFor(rules, "/nothing")).toBeNull();
  });
});

describe("reload guard", () => {
  it("does not repeat a reload for the same path within 10 seconds", () => {
    const log = recordReload({}, "/a", 1_000);
    expect(mayReload(log, "/a", 5_000)).toBe(false);
    expect(mayReload(log, "/a", 10_999)).toBe(false);
    expect(mayReload(log, "/a", 11_000)).toBe(true);
    expect(mayReload(log, "/b", 5_000)).toBe(true);
  });
  it("forgets entries older than the window", () => {
    const log = recordReload(recordReload({}, "/a", 0), "/b", 20_000);
    expect(log).toEqual({ "/b": 20_000 });
  });
});
