import { getConfig } from "~/config.server";
import { createOutboxMail } from "./outbox.server";
import { createSmtpMail } from "./smtp.server";
import type { MailService } from "./types";

export type { Mail, MailService } from "./types";

let service: MailService | undefined;

/** SMTP at SMTP_URL, otherwise the outbox in DATA_DIR. */
export function getMail(): MailService {
  const config = getConfig();
  service ??= config.SMTP_URL
    ? createSmtpMail(config.SMTP_URL, config.MAIL_FROM, { timeoutMs: config.SMTP_TIMEOUT_SECONDS * 1000 })
    : createOutboxMail(config.dataDir, config.MAIL_FROM);
  return service;
}
