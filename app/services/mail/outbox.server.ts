import { mkdir, writeFile } from "node:fs/promises";
import path from "node:path";
import { log as logger } from "~/services/observability/log.server";
import { composeMail } from "./compose.server";
import type { Mail, MailService } from "./types";

/** `<DATA_DIR>/outbox`: where messages go when no SMTP server is configured. */
export const outboxDir = (dataDir: string) => path.join(dataDir, "outbox");

let sequence = 0;

/** Enough of the address to recognize it; a file name has at most 255 bytes whatever was typed. */
const NAME_TO_MAX = 64;

/** File names sort by time; the counter keeps two messages in one millisecond apart. */
function fileName(to: string, sentAt: Date): string {
  const stamp = sentAt.toISOString().replace(/[:.]/g, "-");
  const safeTo = to.slice(0, NAME_TO_MAX).replace(/[^\w@.+-]/g, "_");
  sequence = (sequence + 1) % 1000;
  return `${stamp}-${String(sequence).padStart(3, "0")}-${safeTo}.eml`;
}

/**
 * Writes each message as an .eml file (app/services/mail/testing/outbox-reader.ts reads them) and logs
 * where, never what: a sign-in mail's text holds its code. A failed write fails the send.
 */
export function createOutboxMail(dataDir: string, from: string, log: (line: string) => void = (line) => logger.info(line)): MailService {
  const dir = outboxDir(dataDir);
  return {
    async send(mail: Mail) {
      const sentAt = new Date();
      await mkdir(dir, { recursive: true });
      const file = path.join(dir, fileName(mail.to, sentAt));
      await writeFile(file, await composeMail(mail, from, sentAt), { mode: 0o600 });
      log(`mail: written to ${file}`);
    },
  };
}
