import { describe, expect, it } from "vitest";
import { judgeWrite, type WriteRequestHeaders } from "./cross-site.server";

const trusted = ["https://shop.example"];
const req = (over: Partial<WriteRequestHeaders>): WriteRequestHeaders => ({
  method: "POST",
  path: "/cart",
  host: "localhost:3000",
  origin: undefined,
  referer: undefined,
  secFetchSite: undefined,
  ...over,
});
const isCrossSiteWrite = (headers: WriteRequestHeaders, origins: readonly string[]) => judgeWrite(headers, origins).crossSite;

describe("judgeWrite", () => {
  it.each(["GET", "HEAD", "OPTIONS"])("never refuses %s", (method) => {
    expect(isCrossSiteWrite(req({ method, secFetchSite: "cross-site", origin: "https://evil.example" }), trusted)).toBe(false);
  });

  it.each(["POST", "PUT", "PATCH", "DELETE", "post"])("refuses a cross-site %s", (method) => {
    expect(isCrossSiteWrite(req({ method, secFetchSite: "cross-site" }), trusted)).toBe(true);
  });

  it("trusts Sec-Fetch-Site same-origin and none (typed or bookmarked)", () => {
    expect(isCrossSiteWrite(req({ secFetchSite: "same-origin", origin: "http://localhost:3000" }), trusted)).toBe(false);
    expect(isCrossSiteWrite(req({ secFetchSite: "none" }), trusted)).toBe(false);
  });

  it("refuses a foreign Origin whatever Sec-Fetch-Site claims", () => {
    expect(isCrossSiteWrite(req({ secFetchSite: "none", origin: "https://evil.example" }), trusted)).toBe(true);
    expect(isCrossSiteWrite(req({ secFetchSite: "same-origin", origin: "https://evil.example" }), trusted)).toBe(true);
    expect(isCrossSiteWrite(req({ secFetchSite: "none", origin: "null" }), trusted)).toBe(true);
    expect(isCrossSiteWrite(req({ secFetchSite: "none", origin: "http://localhost:3000" }), trusted)).toBe(false);
  });

  it("refuses a sibling subdomain (same-site) unless its origin is this host", () => {
    expect(isCrossSiteWrite(req({ secFetchSite: "same-site", origin: "https://blog.shop.example" }), [])).toBe(true);
    expect(isCrossSiteWrite(req({ secFetchSite: "same-site" }), trusted)).toBe(true);
  });

  it("falls back to Origin against the Host header", () => {
    expect(isCrossSiteWrite(req({ origin: "http://localhost:3000" }), trusted)).toBe(false);
    expect(isCrossSiteWrite(req({ origin: "http://LOCALHOST:3000", host: "LOCALHOST:3000" }), trusted)).toBe(false);
    expect(isCrossSiteWrite(req({ origin: "https://evil.example" }), trusted)).toBe(true);
    expect(isCrossSiteWrite(req({ origin: "http://localhost:4000" }), trusted)).toBe(true);
  });

  it("accepts the configured public origin when a proxy rewrote Host", () => {
    expect(isCrossSiteWrite(req({ host: "10.0.0.5:3000", origin: "https://shop.example" }), trusted)).toBe(false);
  });

  it("names the origin an accepted Origin proved, in lower case, for the request Remix sees", () => {
    expect(judgeWrite(req({ host: "10.0.0.5:3000", origin: "https://shop.example" }), trusted)).toEqual({ crossSite: false, origin: "https://shop.example" });
    expect(judgeWrite(req({ origin: "http://LOCALHOST:3000", host: "LocalHost:3000" }), trusted)).toEqual({
      crossSite: false,
      origin: "http://localhost:3000",
    });
    expect(judgeWrite(req({}), trusted)).toEqual({ crossSite: false, origin: null });
    expect(judgeWrite(req({ referer: "https://shop.example/cart" }), trusted)).toEqual({ crossSite: false, origin: null });
  });

  it("refuses an opaque or malformed Origin", () => {
    expect(isCrossSiteWrite(req({ origin: "null" }), trusted)).toBe(true);
    expect(isCrossSiteWrite(req({ origin: "not a url" }), trusted)).toBe(true);
  });

  it("refuses a post without Origin whose Referer is another site's page, or no address at all", () => {
    expect(isCrossSiteWrite(req({ referer: "https://evil.example/form.html" }), trusted)).toBe(true);
    expect(isCrossSiteWrite(req({ referer: "http://localhost:4000/cart" }), trusted)).toBe(true);
    expect(isCrossSiteWrite(req({ referer: "not a url" }), trusted)).toBe(true);
    expect(isCrossSiteWrite(req({ secFetchSite: "same-origin", referer: "https://evil.example/" }), trusted)).toBe(true);
  });

  it("accepts a Referer of this host or the public URL", () => {
    expect(isCrossSiteWrite(req({ referer: "http://localhost:3000/es/carrito?x=1" }), trusted)).toBe(false);
    expect(isCrossSiteWrite(req({ host: "10.0.0.5:3000", referer: "https://shop.example/cart" }), trusted)).toBe(false);
  });

  it("lets clients without browser headers through (webhooks, curl)", () => {
    expect(isCrossSiteWrite(req({}), trusted)).toBe(false);
  });

  it("lets exactly the PunchOut entry points take posts from other sites", () => {
    const procurement = { origin: "https://srm.buyer.example", secFetchSite: "cross-site" };
    expect(isCrossSiteWrite(req({ ...procurement, path: "/punchout/oci" }), trusted)).toBe(false);
    expect(isCrossSiteWrite(req({ origin: "https://s1.ariba.example", path: "/punchout/cxml" }), trusted)).toBe(false);
    for (const path of ["/punchout/oci/", "/punchout/cxml/x", "/punchout/return", "/es/punchout/oci", "/PUNCHOUT/OCI", "/cart"]) {
      expect(isCrossSiteWrite(req({ ...procurement, path }), trusted), path).toBe(true);
    }
  });

  it("refuses a browser's post to the cXML entry point from another site's page: only servers post cXML", () => {
    for (const secFetchSite of ["cross-site", "same-site"]) {
      expect(isCrossSiteWrite(req({ path: "/punchout/cxml", secFetchSite }), trusted), secFetchSite).toBe(true);
      expect(isCrossSiteWrite(req({ path: "/punchout/cxml", secFetchSite, origin: "https://evil.example" }), trusted), secFetchSite).toBe(true);
    }
    expect(isCrossSiteWrite(req({ path: "/punchout/cxml" }), trusted)).toBe(false);
  });
});
