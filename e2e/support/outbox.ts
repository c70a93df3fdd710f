import { readdir, readFile } from "node:fs/promises";
import path from "node:path";
import { parseEml } from "../../app/services/mail/eml";

/**
 * The embedded mail service (no SMTP_URL) writes each message as one RFC 822 `.eml` file in
 * `<DATA_DIR>/outbox/` (app/services/mail/eml.ts writes and parses them). The e2e server's DATA_DIR is E2E_DATA_DIR (set in playwright.config.ts).
 */
export interface OutboxMail {
  to: string;
  subject: string;
  text: string;
  html?: string;
  /** ISO time the message was written. */
  sentAt: string;
}

export function outboxDir(dataDir = process.env.E2E_DATA_DIR): string {
  if (!dataDir) throw new Error("E2E_DATA_DIR is not set: run through playwright.config.ts");
  return path.join(dataDir, "outbox");
}

/** Every message in the outbox, oldest first. */
export async function readOutbox(dir = outboxDir()): Promise<OutboxMail[]> {
  const names = await readdir(dir).catch((error: NodeJS.ErrnoException) => {
    if (error.code === "ENOENT") return [];
    throw error;
  });
  const mails = await Promise.all(
    names.filter((n) => n.endsWith(".eml")).map(async (n): Promise<OutboxMail> => parseEml(await readFile(path.join(dir, n), "utf8"))),
  );
  return mails.sort((a, b) => a.sentAt.localeCompare(b.sentAt));
}

/** Waits for the newest message to `to` sent at or after `since` (e.g. the moment a form was submitted). */
export async function waitForMail(
  to: string,
  { since = new Date(0), timeoutMs = 10_000, dir = outboxDir() }: { since?: Date; timeoutMs?: number; dir?: string } = {},
): Promise<OutboxMail> {
  const deadline = Date.now() + timeoutMs;
  const wanted = to.toLowerCase();
  for (;;) {
    const match = (await readOutbox(dir)).filter((m) => m.to.toLowerCase() === wanted && new Date(m.sentAt) >= since).at(-1);
    if (match) return match;
    if (Date.now() > deadline) throw new Error(`No mail to ${to} in ${dir} within ${timeoutMs}ms`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

/** The 6-digit one-time code in a sign-in mail. */
export function oneTimeCode(mail: OutboxMail): string {
  const code = /\b(\d{6})\b/.exec(mail.text)?.[1];
  if (!code) throw new Error(`No 6-digit code in mail "${mail.subject}"`);
  return code;
}
