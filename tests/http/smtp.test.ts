import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { findOneTimeCode, readOutbox } from "~/services/mail/testing/outbox-reader";
import { startSmtpCatcher, type SmtpCatcher } from "~/services/mail/testing/smtp-catcher";
import strings from "../../content/strings/auth-mail.json";
import { NoJsBrowser } from "./support/browser";
import { startBuiltServer, type BuiltServer } from "./support/built-server";

// The sign-in code mail through SMTP_URL to a real SMTP server, with JavaScript off (the login page's form posts).
const MAIL_FROM = "VoltShop Tests <codes@voltshop.test>";
const PUBLIC_URL = "http://shop.voltshop.test";

let smtp: SmtpCatcher;
let server: BuiltServer;
beforeAll(async () => {
  smtp = await startSmtpCatcher({ auth: { user: "shop", pass: "mail-pass" }, refuse: (to) => to.startsWith("bounce") });
  server = await startBuiltServer({ SMTP_URL: smtp.url, MAIL_FROM, PUBLIC_URL, SMTP_TIMEOUT_SECONDS: "5" });
}, 120_000);
afterAll(async () => {
  await server?.stop();
  await smtp?.stop();
});

const cases = [
  { lang: "en", login: "/login", email: "maria.gonzalez@example.com" },
  { lang: "es", login: "/es/login", email: "ana.ruiz@example.com" },
] as const;

describe("sign-in code mail over SMTP", () => {
  it.each(cases)("sends the $lang code mail from the configured sender, and its code signs in", async ({ lang, login, email }) => {
    const browser = new NoJsBrowser(server.url);
    const before = smtp.messages.length;
    const asked = await browser.post(login, { intent: "email", place: "page", email, name__confirm: "" });
    expect(asked.status).toBe(303);
    expect(asked.headers.get("location")).toBe(`${login}?step=code`);

    const mail = await smtp.waitForMessage(before + 1);
    expect(mail.envelope).toEqual({ from: "codes@voltshop.test", to: [email] });
    expect(mail.from).toBe('"VoltShop Tests" <codes@voltshop.test>');
    expect(mail.to).toBe(email);
    const code = findOneTimeCode(mail.text);
    expect(code).toMatch(/^\d{6}$/);
    expect(mail.subject).toBe(strings.authMailCodeSubject[lang]);
    expect(mail.text).toContain(strings.authMailCodeIntro[lang]);
    expect(mail.text).toContain(`${PUBLIC_URL}${login}`);
    expect(mail.html).toContain(`<p style="font-size:28px;font-weight:bold;letter-spacing:6px">${code}</p>`);
    expect(mail.html).toContain(strings.authMailCodeIgnore[lang]);

    const signedIn = await browser.post(login, { intent: "code", place: "page", email, code: code! });
    expect(signedIn.status).toBe(303);
    expect(signedIn.headers.getSetCookie().some((c) => c.startsWith("__session="))).toBe(true);
  });

  it("writes nothing to the outbox when SMTP is configured", async () => {
    expect(await readOutbox(server.dataDir)).toEqual([]);
  });

  it.each(cases)("answers a refused mail with the $lang message (503), and the next try is not held back", async ({ lang, login }) => {
    const email = `bounce.${lang}@example.com`;
    const browser = new NoJsBrowser(server.url);
    const before = smtp.messages.length;
    // Had the undelivered code counted as sent, the second try would be a 303 to the code step.
    for (let attempt = 0; attempt < 2; attempt++) {
      const res = await browser.post(login, { intent: "email", place: "page", email, name__confirm: "" });
      expect(res.status).toBe(503);
      expect(await res.text()).toContain(strings.authMailFailed[lang]);
    }
    expect(smtp.messages.length).toBe(before);
  });
});
