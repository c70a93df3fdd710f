import { describe, expect, it } from "vitest";
import { ConfigError, loadConfig } from "./config.server";

describe("mail settings", () => {
  it("writes to the outbox without SMTP_URL and waits 10 s at most for an SMTP server", () => {
    const config = loadConfig({});
    expect(config.mail).toBe("outbox");
    expect(config.SMTP_TIMEOUT_SECONDS).toBe(10);
  });

  it.each(["smtp://user:pass@smtp.example.com:587", "smtps://smtp.example.com:465", "SMTP://127.0.0.1:2525?ignoreTLS=true"])("takes SMTP_URL %s", (url) => {
    const config = loadConfig({ SMTP_URL: url, SMTP_TIMEOUT_SECONDS: "2.5" });
    expect(config.mail).toBe("smtp");
    expect(config.SMTP_TIMEOUT_SECONDS).toBe(2.5);
  });

  it.each([
    ["SMTP_URL", "smtp.example.com:587"],
    ["SMTP_URL", "http://smtp.example.com"],
    ["SMTP_URL", "smtp://"],
    ["SMTP_TIMEOUT_SECONDS", "0"],
    ["SMTP_TIMEOUT_SECONDS", "soon"],
    ["SMTP_TIMEOUT_SECONDS", "301"],
  ])("refuses %s=%s, naming it", (name, value) => {
    expect(() => loadConfig({ [name]: value })).toThrow(ConfigError);
    expect(() => loadConfig({ [name]: value })).toThrow(name);
  });
});

describe("PUBLIC_API_RATE_LIMIT_FACTOR", () => {
  it("is 1 by default and takes any positive number", () => {
    expect(loadConfig({}).PUBLIC_API_RATE_LIMIT_FACTOR).toBe(1);
    expect(loadConfig({ PUBLIC_API_RATE_LIMIT_FACTOR: "0.05" }).PUBLIC_API_RATE_LIMIT_FACTOR).toBe(0.05);
  });
  it.each(["0", "-1", "many"])("refuses %s, naming it", (value) => {
    expect(() => loadConfig({ PUBLIC_API_RATE_LIMIT_FACTOR: value })).toThrow("PUBLIC_API_RATE_LIMIT_FACTOR");
  });
});

describe("logs and metrics", () => {
  it("log from info up and leave /metrics to loopback clients by default", () => {
    expect(loadConfig({}).LOG_LEVEL).toBe("info");
    expect(loadConfig({}).METRICS_TOKEN).toBeUndefined();
    expect(loadConfig({ LOG_LEVEL: "silent", METRICS_TOKEN: "a-long-enough-token" })).toMatchObject({
      LOG_LEVEL: "silent",
      METRICS_TOKEN: "a-long-enough-token",
    });
  });

  it("refuse an unknown level and a short token", () => {
    expect(() => loadConfig({ LOG_LEVEL: "verbose" })).toThrow(/LOG_LEVEL/);
    expect(() => loadConfig({ METRICS_TOKEN: "short" })).toThrow(/METRICS_TOKEN must be at least 16 characters/);
  });
});

describe("TRUST_PROXY", () => {
  it("trusts no proxy by default: X-Forwarded-For is ignored", () => expect(loadConfig({}).TRUST_PROXY).toBe(false));
  it("takes a hop count or a list of addresses, CIDR ranges and Express's names", () => {
    expect(loadConfig({ TRUST_PROXY: "1" }).TRUST_PROXY).toBe(1);
    expect(loadConfig({ TRUST_PROXY: "loopback, 10.0.0.0/8,192.168.1.1, fd00::/8, 172.16.0.0/255.240.0.0" }).TRUST_PROXY).toEqual([
      "loopback",
      "10.0.0.0/8",
      "192.168.1.1",
      "fd00::/8",
      "172.16.0.0/255.240.0.0",
    ]);
  });
  it("refuses anything else, naming it", () => {
    expect(() => loadConfig({ TRUST_PROXY: "true" })).toThrow(/TRUST_PROXY: .*true/);
    expect(() => loadConfig({ TRUST_PROXY: "loopback,proxy.example" })).toThrow(/proxy\.example/);
  });
});

describe("captcha settings", () => {
  it("needs both keys, and checks tokens at Google's siteverify unless told otherwise", () => {
    expect(() => loadConfig({ CAPTCHA_SITE_KEY: "site" })).toThrow(/CAPTCHA_SITE_KEY/);
    const config = loadConfig({ CAPTCHA_SITE_KEY: "site", CAPTCHA_SECRET_KEY: "secret" });
    expect(config.captcha).toBe(true);
    expect(config.CAPTCHA_VERIFY_URL).toBe("https://www.google.com/recaptcha/api/siteverify");
    expect(loadConfig({}).captcha).toBe(false);
  });
});

describe("settings several servers share", () => {
  const SHARED = { SESSION_SECRET: "s", PUBLIC_URL: "https://shop.example", AUTH_CODE_SECRET: "c", AUTH_JWT_SECRET: "j" };
  const DATABASE_URL = "postgres://shop@db.example/shop";

  it("are all required once DATABASE_URL is set, each named in the message", () => {
    expect(() => loadConfig({ DATABASE_URL })).toThrow(/SESSION_SECRET[\s\S]*PUBLIC_URL[\s\S]*AUTH_CODE_SECRET[\s\S]*AUTH_JWT_SECRET/);
    for (const name of Object.keys(SHARED)) {
      const { [name as keyof typeof SHARED]: _missing, ...rest } = SHARED;
      expect(() => loadConfig({ DATABASE_URL, ...rest })).toThrow(new RegExp(`${name}: required with DATABASE_URL`));
    }
    expect(loadConfig({ DATABASE_URL, ...SHARED }).database).toBe("postgres");
  });

  it("leave out the embedded sign-in's keys with Supabase, and are not asked for on the embedded database", () => {
    const { AUTH_CODE_SECRET: _code, AUTH_JWT_SECRET: _jwt, ...withoutAuthKeys } = SHARED;
    expect(loadConfig({ DATABASE_URL, ...withoutAuthKeys, SUPABASE_URL: "https://x.supabase.co", SUPABASE_ANON_KEY: "k" }).auth).toBe("supabase");
    expect(loadConfig({}).database).toBe("pglite");
  });
});
