import nodemailer from "nodemailer";
import { parseConnectionUrl } from "nodemailer/lib/shared/index.js";
import { composeMail } from "./compose.server";
import type { MailService } from "./types";

/**
 * Sends through the SMTP server at `url` (smtp://user:pass@host:587 or smtps://…). Every wait (connecting,
 * the greeting, each reply) is bounded by `timeoutMs`: nodemailer's own defaults (up to an hour of silence)
 * would keep a visitor's sign-in request open long after they gave up.
 */
export function createSmtpMail(url: string, from: string, { timeoutMs }: { timeoutMs: number }): MailService {
  const transport = nodemailer.createTransport({
    ...parseConnectionUrl(url),
    connectionTimeout: timeoutMs,
    greetingTimeout: timeoutMs,
    socketTimeout: timeoutMs,
    dnsTimeout: timeoutMs,
  });
  return {
    async send(mail) {
      // The envelope comes from `from` and `to`; the message is the one the outbox would keep.
      await transport.sendMail({ from, to: mail.to, raw: await composeMail(mail, from, new Date()) });
    },
  };
}
