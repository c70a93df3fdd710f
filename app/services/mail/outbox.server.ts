import { mkdir, readdir, readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import { findOneTimeCode, parseEml, toEml, type Mail, type ParsedMail } from "./eml";
import type { MailService } from "./types";

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

/** Writes each message as an .eml file and logs one line; a failed write fails the send. */
export function createOutboxMail(dataDir: string, from: string, log: (line: string) => void = console.log): MailService {
  const dir = outboxDir(dataDir);
  return {
    async send(mail: Mail) {
      const sentAt = new Date();
      await mkdir(dir, { recursive: true });
      const file = path.join(dir, fileName(mail.to, sentAt));
      await writeFile(file, toEml(mail, from, sentAt), { mode: 0o600 });
      log(`mail: "${mail.subject}" to ${mail.to} written to ${file}`);
    },
  };
}

/** Every message in the outbox, oldest first. */
export async function readOutbox(dataDir: string): Promise<ParsedMail[]> {
  const dir = outboxDir(dataDir);
  const names = await readdir(dir).catch((error: NodeJS.ErrnoException) => {
    if (error.code === "ENOENT") return [] as string[];
    throw error;
  });
  const mails = await Promise.all(names.filter((n) => n.endsWith(".eml")).map(async (n) => parseEml(await readFile(path.join(dir, n), "utf8"))));
  return mails.sort((a, b) => a.sentAt.localeCompare(b.sentAt));
}

/** The code in the newest message to `email` (for tests); null when there is none. */
export async function readLatestOutboxCode(dataDir: string, email: string): Promise<string | null> {
  const wanted = email.trim().toLowerCase();
  const latest = (await readOutbox(dataDir)).filter((m) => m.to.toLowerCase() === wanted).at(-1);
  return latest ? findOneTimeCode(latest.text) : null;
}
