import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { readOutbox } from "~/services/mail/testing/outbox-reader";
import { NoJsBrowser } from "./support/browser";
import { startBuiltServer, type BuiltServer } from "./support/built-server";
import { pageText, withoutScripts } from "./support/html";

// The sign-in captcha (docs/sign-in.md#captcha) against a fake reCAPTCHA siteverify on loopback:
// token "good" passes, anything else is refused.
let verify: Server;
const checked: URLSearchParams[] = [];
let server: BuiltServer;

beforeAll(async () => {
  verify = createServer((req, res) => {
    let body = "";
    req.on("data", (c: Buffer) => (body += c.toString()));
    req.on("end", () => {
      const form = new URLSearchParams(body);
      checked.push(form);
      const good = form.get("secret") === "test-secret" && form.get("response") === "good";
      res.writeHead(200, { "Content-Type": "application/json" });
      res.end(JSON.stringify(good ? { success: true, action: "login", score: 0.9 } : { success: false, "error-codes": ["invalid-input-response"] }));
    });
  });
  await new Promise<void>((resolve) => verify.listen(0, "127.0.0.1", resolve));
  const verifyUrl = `http://127.0.0.1:${(verify.address() as AddressInfo).port}/siteverify`;
  server = await startBuiltServer({ CAPTCHA_SITE_KEY: "test-site-key", CAPTCHA_SECRET_KEY: "test-secret", CAPTCHA_VERIFY_URL: verifyUrl });
}, 120_000);
afterAll(async () => {
  await server?.stop();
  verify?.closeAllConnections();
  await new Promise((resolve) => verify?.close(resolve));
});

const mailsTo = async (email: string) => (await readOutbox(server.dataDir)).filter((m) => m.to === email).length;
const ask = (email: string, fields: Record<string, string>, path = "/login") =>
  new NoJsBrowser(server.url).post(path, { intent: "email", place: "page", email, name__confirm: "", captchaToken: "", ...fields });

describe("the sign-in captcha", () => {
  it("puts a token field and a no-script mark in the e-mail step, and no captcha script in every page's head", async () => {
    const html = await (await new NoJsBrowser(server.url).get("/login")).text();
    expect(html).toMatch(/<input type="hidden" name="captchaToken" value=""\/>/);
    expect(html).toMatch(/<noscript><input type="hidden" name="captchaNoScript" value="1"\/><\/noscript>/);
    expect(html).not.toContain("recaptcha/api.js");
  });

  it("refuses a form with JavaScript that brought no token, in the visitor's language, sending nothing", async () => {
    const res = await ask("no.token@example.com", {});
    expect(res.status).toBe(400);
    const html = await pageText(res);
    expect(withoutScripts(html)).toContain("The captcha is missing");
    expect(html).toContain('value="no.token@example.com"');
    const es = await ask("no.token@example.com", {}, "/es/login");
    expect(withoutScripts(await pageText(es))).toContain("Falta el captcha");
    expect(await mailsTo("no.token@example.com")).toBe(0);
  });

  it("refuses a token the captcha service refuses", async () => {
    const res = await ask("bad.token@example.com", { captchaToken: "forged" });
    expect(res.status).toBe(400);
    expect(withoutScripts(await pageText(res))).toContain("The captcha check failed");
    expect(checked.at(-1)?.get("response")).toBe("forged");
    expect(await mailsTo("bad.token@example.com")).toBe(0);
  });

  it("sends the code for a good token, checked with the secret and the visitor's address", async () => {
    const res = await ask("good.token@example.com", { captchaToken: "good" });
    expect(res.status).toBe(303);
    expect(await mailsTo("good.token@example.com")).toBe(1);
    expect(Object.fromEntries(checked.at(-1)!)).toEqual({ secret: "test-secret", response: "good", remoteip: "127.0.0.1" });
  });

  it("protects the resend too", async () => {
    const browser = new NoJsBrowser(server.url);
    const email = "resender@example.com";
    expect((await browser.post("/login", { intent: "email", place: "page", email, captchaToken: "good" })).status).toBe(303);
    const res = await browser.post("/login", { intent: "resend", place: "page", email, captchaToken: "" });
    expect(res.status).toBe(400);
    expect(withoutScripts(await pageText(res))).toContain("The captcha is missing");
  });

  it("sends without JavaScript (no token) under a stricter limit: 6 codes per IP in 10 minutes, while tokens still pass", async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 7; i++) statuses.push((await ask(`nojs${i}@example.com`, { captchaNoScript: "1" })).status);
    expect(statuses).toEqual([303, 303, 303, 303, 303, 303, 429]);
    expect(await mailsTo("nojs6@example.com")).toBe(0);
    expect((await ask("with.token@example.com", { captchaToken: "good" })).status).toBe(303);
  });
});
