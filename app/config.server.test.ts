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
