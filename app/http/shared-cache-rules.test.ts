import { describe, expect, it } from "vitest";
import { addVary, isSharedCacheRequest, parseCacheControl, sharedTtlSeconds, staleWhileRevalidateSeconds, variantKey, varyNames } from "./shared-cache-rules";

const reader = (headers: Record<string, string>) => {
  const h = new Headers(headers);
  return (name: string) => h.get(name);
};

describe("parseCacheControl", () => {
  it("reads directives with and without values, case-insensitively, with quotes removed", () => {
    const d = parseCacheControl('Public, MAX-AGE=60, s-maxage="120", stale-while-revalidate=600,,no-transform');
    expect([...d]).toEqual([
      ["public", true],
      ["max-age", "60"],
      ["s-maxage", "120"],
      ["stale-while-revalidate", "600"],
      ["no-transform", true],
    ]);
  });

  it("is empty for a missing or blank header", () => {
    expect(parseCacheControl(null).size).toBe(0);
    expect(parseCacheControl("  ").size).toBe(0);
  });
});

describe("isSharedCacheRequest", () => {
  it("admits anonymous GET and HEAD only", () => {
    expect(isSharedCacheRequest("GET", reader({}))).toBe(true);
    expect(isSharedCacheRequest("HEAD", reader({ "Accept-Language": "es" }))).toBe(true);
    for (const method of ["POST", "PUT", "PATCH", "DELETE", "OPTIONS"]) expect(isSharedCacheRequest(method, reader({}))).toBe(false);
  });

  it("refuses any request with credentials, even an empty cookie", () => {
    expect(isSharedCacheRequest("GET", reader({ Cookie: "lng=es" }))).toBe(false);
    expect(isSharedCacheRequest("GET", reader({ Cookie: "" }))).toBe(false);
    expect(isSharedCacheRequest("GET", reader({ Authorization: "Bearer x" }))).toBe(false);
  });
});

describe("sharedTtlSeconds", () => {
  const ttl = (status: number, headers: Record<string, string>) => sharedTtlSeconds(status, reader(headers));

  it("keeps a public 200 for its max-age, and s-maxage wins", () => {
    expect(ttl(200, { "Cache-Control": "public, max-age=60, stale-while-revalidate=600" })).toBe(60);
    expect(ttl(200, { "Cache-Control": "public, max-age=60, s-maxage=5" })).toBe(5);
    expect(ttl(200, { "Cache-Control": "s-maxage=30" })).toBe(30);
  });

  it("stores nothing that is personal, uncacheable or undated", () => {
    for (const cc of [
      "private, max-age=60",
      "public, no-store, max-age=60",
      "public, no-cache, max-age=60",
      "max-age=60",
      "public",
      "public, max-age=0",
      "public, max-age=abc",
      "public, max-age=-5",
      "",
    ]) {
      expect(ttl(200, { "Cache-Control": cc }), cc).toBe(0);
    }
    expect(ttl(200, {})).toBe(0);
  });

  it("stores only 200s", () => {
    for (const status of [201, 204, 301, 302, 304, 404, 500]) expect(ttl(status, { "Cache-Control": "public, max-age=60" })).toBe(0);
  });

  it("never stores a response that sets a cookie or varies on everything", () => {
    expect(ttl(200, { "Cache-Control": "public, max-age=60", "Set-Cookie": "a=b" })).toBe(0);
    expect(ttl(200, { "Cache-Control": "public, max-age=60", Vary: "Accept-Language, *" })).toBe(0);
  });
});

describe("staleWhileRevalidateSeconds", () => {
  it("reads the directive, 0 when absent or malformed", () => {
    expect(staleWhileRevalidateSeconds(reader({ "Cache-Control": "public, max-age=60, stale-while-revalidate=600" }))).toBe(600);
    expect(staleWhileRevalidateSeconds(reader({ "Cache-Control": "public, max-age=60" }))).toBe(0);
    expect(staleWhileRevalidateSeconds(reader({ "Cache-Control": "stale-while-revalidate=soon" }))).toBe(0);
    expect(staleWhileRevalidateSeconds(reader({}))).toBe(0);
  });
});

describe("varyNames and variantKey", () => {
  it("lists varied headers once, lower case, sorted", () => {
    expect(varyNames(reader({ Vary: "Cookie, accept-language, COOKIE" }))).toEqual(["accept-language", "cookie"]);
    expect(varyNames(reader({}))).toEqual([]);
  });

  it("tells apart requests that differ in a varied header only", () => {
    const names = ["accept-language"];
    const es = variantKey(names, reader({ "Accept-Language": "es", "User-Agent": "a" }));
    const en = variantKey(names, reader({ "Accept-Language": "en", "User-Agent": "a" }));
    const esOtherAgent = variantKey(names, reader({ "Accept-Language": "es", "User-Agent": "b" }));
    expect(es).not.toBe(en);
    expect(es).toBe(esOtherAgent);
  });
});

describe("addVary", () => {
  it("adds a header name once", () => {
    const headers = new Headers({ Vary: "Cookie, Accept-Language" });
    addVary(headers, "cookie");
    expect(headers.get("Vary")).toBe("Cookie, Accept-Language");
    const bare = new Headers();
    addVary(bare, "Cookie");
    addVary(bare, "Cookie");
    expect(bare.get("Vary")).toBe("Cookie");
  });
});
