import { describe, expect, it } from "vitest";
import { contentSecurityPolicy, withFrameAncestors, type CspConfig } from "./csp.server";

const embedded: CspConfig = {
  GTM_ID: undefined,
  CAPTCHA_SITE_KEY: undefined,
  CHAT_PROPERTY_ID: undefined,
  CHAT_WIDGET_ID: undefined,
  SANITY_PROJECT_ID: undefined,
  SUPABASE_URL: undefined,
  googleSignIn: false,
  publicUrl: "http://localhost:3000",
};

function directives(csp: string): Map<string, string[]> {
  return new Map(
    csp.split(";").map((part) => {
      const [name = "", ...values] = part.trim().split(/\s+/);
      return [name, values];
    }),
  );
}

describe("contentSecurityPolicy", () => {
  it("admits only this origin and the nonce on the embedded defaults", () => {
    const d = directives(contentSecurityPolicy(embedded, "abc123"));
    expect(d.get("default-src")).toEqual(["'self'"]);
    expect(d.get("script-src")).toEqual(["'self'", "'nonce-abc123'"]);
    expect(d.get("img-src")).toEqual(["'self'", "data:"]);
    expect(d.get("connect-src")).toEqual(["'self'"]);
    expect(d.get("frame-src")).toEqual(["'none'"]);
    expect(d.get("form-action")).toEqual(["'self'"]);
    expect(d.get("frame-ancestors")).toEqual(["'none'"]);
    expect(d.get("object-src")).toEqual(["'none'"]);
    expect(d.get("base-uri")).toEqual(["'self'"]);
    expect(d.has("upgrade-insecure-requests")).toBe(false);
  });

  it("lets a page's form post to the origins it names, and nowhere else", () => {
    const d = directives(contentSecurityPolicy(embedded, "abc123", ["https://procure.example.com"]));
    expect(d.get("form-action")).toEqual(["'self'", "https://procure.example.com"]);
    expect(d.get("connect-src")).toEqual(["'self'"]);
  });

  it("never allows inline or eval scripts", () => {
    const script = directives(contentSecurityPolicy({ ...embedded, GTM_ID: "GTM-X", CHAT_WIDGET_ID: "w" }, "n")).get("script-src");
    expect(script).not.toContain("'unsafe-inline'");
    expect(script).not.toContain("'unsafe-eval'");
  });

  it("puts the given nonce in script-src", () => {
    expect(contentSecurityPolicy(embedded, "one")).toContain("'nonce-one'");
    expect(contentSecurityPolicy(embedded, "two")).not.toContain("'nonce-one'");
  });

  it("admits the tag manager and analytics hosts only with GTM_ID", () => {
    const without = contentSecurityPolicy(embedded, "n");
    expect(without).not.toContain("googletagmanager");
    const d = directives(contentSecurityPolicy({ ...embedded, GTM_ID: "GTM-ABC123" }, "n"));
    expect(d.get("script-src")).toContain("https://www.googletagmanager.com");
    expect(d.get("connect-src")).toContain("https://*.google-analytics.com");
    expect(d.get("img-src")).toContain("https://*.google-analytics.com");
    expect(d.get("frame-src")).toEqual(["https://www.googletagmanager.com"]);
  });

  it("admits reCAPTCHA only with CAPTCHA_SITE_KEY", () => {
    expect(contentSecurityPolicy(embedded, "n")).not.toContain("recaptcha");
    const d = directives(contentSecurityPolicy({ ...embedded, CAPTCHA_SITE_KEY: "key" }, "n"));
    expect(d.get("script-src")).toEqual(expect.arrayContaining(["https://www.google.com/recaptcha/", "https://www.gstatic.com/recaptcha/"]));
    expect(d.get("frame-src")).toContain("https://www.google.com/recaptcha/");
  });

  it.each([
    { CHAT_PROPERTY_ID: "p", CHAT_WIDGET_ID: undefined },
    { CHAT_PROPERTY_ID: undefined, CHAT_WIDGET_ID: "w" },
  ])("admits Tawk.to with either chat setting (%o)", (chat) => {
    const d = directives(contentSecurityPolicy({ ...embedded, ...chat }, "n"));
    expect(d.get("script-src")).toContain("https://embed.tawk.to");
    expect(d.get("connect-src")).toEqual(expect.arrayContaining(["https://*.tawk.to", "wss://*.tawk.to"]));
    expect(d.get("frame-src")).toEqual(["https://*.tawk.to"]);
  });

  it("admits no chat host without chat settings", () => {
    expect(contentSecurityPolicy(embedded, "n")).not.toContain("tawk");
  });

  it("admits the Sanity image CDN in img-src only when Sanity is configured", () => {
    expect(contentSecurityPolicy(embedded, "n")).not.toContain("cdn.sanity.io");
    const d = directives(contentSecurityPolicy({ ...embedded, SANITY_PROJECT_ID: "abc" }, "n"));
    expect(d.get("img-src")).toContain("https://cdn.sanity.io");
    expect(d.get("script-src")).not.toContain("https://cdn.sanity.io");
    expect(d.get("connect-src")).toEqual(["'self'"]);
  });

  it("lets the sign-in forms reach Google and Supabase when configured", () => {
    const d = directives(contentSecurityPolicy({ ...embedded, googleSignIn: true, SUPABASE_URL: "https://xyz.supabase.co/" }, "n"));
    expect(d.get("form-action")).toEqual(["'self'", "https://accounts.google.com", "https://xyz.supabase.co"]);
    expect(d.get("connect-src")).toEqual(["'self'", "https://xyz.supabase.co"]);
  });

  it("lists each host once when several services share a directive", () => {
    const all = { ...embedded, GTM_ID: "GTM-A", CAPTCHA_SITE_KEY: "k", CHAT_WIDGET_ID: "w", SANITY_PROJECT_ID: "p" };
    for (const [, values] of directives(contentSecurityPolicy(all, "n"))) {
      expect(new Set(values).size).toBe(values.length);
    }
  });

  it("upgrades insecure requests when the public URL is https", () => {
    expect(contentSecurityPolicy({ ...embedded, publicUrl: "https://shop.example" }, "n")).toContain("upgrade-insecure-requests");
  });
});

describe("withFrameAncestors", () => {
  const policy = contentSecurityPolicy(embedded, "abc123");

  it("lets the given origins frame the page, and only http(s) origins", () => {
    const d = directives(withFrameAncestors(policy, ["https://s1.ariba.com", "http://127.0.0.1:8080", "*", "https://*.evil.test", "'self'"]));
    expect(d.get("frame-ancestors")).toEqual(["https://s1.ariba.com", "http://127.0.0.1:8080"]);
    expect(d.get("script-src")).toEqual(["'self'", "'nonce-abc123'"]);
  });

  it("keeps the page unframable without an origin to name", () => {
    expect(withFrameAncestors(policy, [])).toBe(policy);
    expect(withFrameAncestors(policy, ["*"])).toBe(policy);
  });
});
