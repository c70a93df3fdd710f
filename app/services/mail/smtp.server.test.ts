import { createServer, type Server, type Socket } from "node:net";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import strings from "../../../content/strings/auth-mail.json";
import { codeMail } from "./code-mail";
import { createSmtpMail } from "./smtp.server";
import { startSmtpCatcher, type SmtpCatcher } from "./testing/smtp-catcher";

const FROM = "VoltShop Pruebas <no-reply@voltshop.test>";
const stringsIn = (lang: "en" | "es") => Object.fromEntries(Object.entries(strings).map(([k, v]) => [k, v[lang]]));

describe("SMTP mail against a real SMTP server", () => {
  let catcher: SmtpCatcher;
  beforeAll(async () => {
    catcher = await startSmtpCatcher({ auth: { user: "shop@voltshop.test", pass: "s3cret:word" }, refuse: (to) => to.startsWith("bounce@") });
  });
  afterAll(() => catcher.stop());

  it("logs in and sends the message with a plain text and an HTML part, the Spanish subject intact", async () => {
    const mail = codeMail({
      to: "María.Núñez@example.com",
      code: "042917",
      strings: stringsIn("es"),
      loginUrl: "https://voltshop.test/es/login",
      siteUrl: "https://voltshop.test/es",
    });
    await createSmtpMail(catcher.url, FROM, { timeoutMs: 5_000 }).send(mail);
    const caught = await catcher.waitForMessage(1);
    expect(caught.envelope).toEqual({ from: "no-reply@voltshop.test", to: ["María.Núñez@example.com"] });
    expect(caught.from).toBe('"VoltShop Pruebas" <no-reply@voltshop.test>');
    expect(caught.subject).toBe(strings.authMailCodeSubject.es);
    expect(caught.subject).toMatch(/[^\x20-\x7e]/);
    expect(caught.text.trim()).toBe(mail.text.trim());
    expect(caught.html).toContain("042917");
    expect(caught.html).toContain('href="https://voltshop.test/es/login"');
    // The message the outbox would keep, composed by nodemailer's composer.
    expect(caught.parsed.headers.get("x-sent-at")).toMatch(/^\d{4}-\d\d-\d\dT/);
    const type = caught.parsed.headers.get("content-type") as { value: string };
    expect(type.value).toBe("multipart/alternative");
  });

  it("fails the send when the server refuses the recipient", async () => {
    const mailer = createSmtpMail(catcher.url, FROM, { timeoutMs: 5_000 });
    await expect(mailer.send({ to: "bounce@example.com", subject: "s", text: "t" })).rejects.toThrow(/550|Mailbox unavailable/);
  });

  it("fails the send when the credentials are wrong", async () => {
    const url = new URL(catcher.url);
    url.password = "wrong";
    await expect(createSmtpMail(url.href, FROM, { timeoutMs: 5_000 }).send({ to: "a@example.com", subject: "s", text: "t" })).rejects.toThrow(/535|Invalid/);
  });
});

describe("SMTP timeout", () => {
  // Accepts connections and never says a word: the greeting never comes.
  let silent: Server;
  const sockets = new Set<Socket>();
  beforeAll(async () => {
    silent = createServer((socket) => void sockets.add(socket));
    await new Promise<void>((resolve) => silent.listen(0, "127.0.0.1", resolve));
  });
  afterAll(async () => {
    for (const socket of sockets) socket.destroy();
    await new Promise((resolve) => silent.close(resolve));
  });

  it("gives up on a server that does not answer within the timeout", async () => {
    const { port } = silent.address() as AddressInfo;
    const started = Date.now();
    await expect(createSmtpMail(`smtp://127.0.0.1:${port}`, FROM, { timeoutMs: 300 }).send({ to: "a@example.com", subject: "s", text: "t" })).rejects.toThrow(
      /timeout/i,
    );
    expect(Date.now() - started).toBeLessThan(5_000);
  });
});
