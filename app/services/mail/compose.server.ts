import MailComposer from "nodemailer/lib/mail-composer/index.js";
import type { Mail } from "./types";

/**
 * The message as the outbox keeps it and SMTP sends it, written by nodemailer's composer: encoded words
 * for non-ASCII headers, quoted-printable or base64 bodies, so no line passes the 998 bytes mail allows
 * whatever a buyer typed. `X-Sent-At` carries the millisecond time test readers compare against.
 */
export function composeMail(mail: Mail, from: string, sentAt: Date): Promise<Buffer> {
  const { to, subject, text, html, replyTo } = mail;
  return new MailComposer({ from, to, replyTo, subject, text, html, date: sentAt, headers: { "X-Sent-At": sentAt.toISOString() } }).compile().build();
}
