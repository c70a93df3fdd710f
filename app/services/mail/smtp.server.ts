import nodemailer from "nodemailer";
import type { MailService } from "./types";

/** Sends through the SMTP server at `url` (smtp://user:pass@host:587 or smtps://…). */
export function createSmtpMail(url: string, from: string): MailService {
  const transport = nodemailer.createTransport(url);
  return {
    async send(mail) {
      await transport.sendMail({ from, to: mail.to, subject: mail.subject, text: mail.text, html: mail.html });
    },
  };
}
