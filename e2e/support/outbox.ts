import path from "node:path";
import { findOneTimeCode, readOutboxDir, type OutboxMail } from "../../app/services/mail/testing/outbox-reader";

/**
 * The embedded mail service (no SMTP_URL) writes each message as one RFC 822 `.eml` file in
 * `<DATA_DIR>/outbox/` (app/services/mail/testing/outbox-reader.ts reads them). The e2e server's DATA_DIR is E2E_DATA_DIR (set in playwright.config.ts).
 */
export function outboxDir(dataDir = process.env.E2E_DATA_DIR): string {
  if (!dataDir) throw new Error("E2E_DATA_DIR is not set: run through playwright.config.ts");
  return path.join(dataDir, "outbox");
}

/** Waits for the newest message to `to` sent at or after `since` (e.g. the moment a form was submitted). */
export async function waitForMail(
  to: string,
  { since = new Date(0), timeoutMs = 10_000, dir = outboxDir() }: { since?: Date; timeoutMs?: number; dir?: string } = {},
): Promise<OutboxMail> {
  const deadline = Date.now() + timeoutMs;
  const wanted = to.toLowerCase();
  for (;;) {
    const match = (await readOutboxDir(dir)).filter((m) => m.to.toLowerCase() === wanted && new Date(m.sentAt) >= since).at(-1);
    if (match) return match;
    if (Date.now() > deadline) throw new Error(`No mail to ${to} in ${dir} within ${timeoutMs}ms`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

/** The 6-digit one-time code in a sign-in mail. */
export function oneTimeCode(mail: OutboxMail): string {
  const code = findOneTimeCode(mail.text);
  if (!code) throw new Error(`No 6-digit code in mail "${mail.subject}"`);
  return code;
}
