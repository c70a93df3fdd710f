import { readdir, readFile } from "node:fs/promises";
import path from "node:path";
import { simpleParser, type AddressObject } from "mailparser";

/** A message of the outbox as tests read it (tests only: mailparser is a dev dependency). */
export type OutboxMail = { from: string; to: string; replyTo: string; subject: string; text: string; html?: string; sentAt: string };

/** The addresses of a From or To header as written (`Name <address>`). */
export const addressText = (value: AddressObject | AddressObject[] | undefined) =>
  [value ?? []]
    .flat()
    .map((a) => a.text)
    .join(", ");

async function parseFile(file: string): Promise<OutboxMail> {
  const parsed = await simpleParser(await readFile(file));
  const sentAt = parsed.headers.get("x-sent-at");
  return {
    from: addressText(parsed.from),
    to: addressText(parsed.to),
    replyTo: addressText(parsed.replyTo),
    subject: parsed.subject ?? "",
    text: parsed.text ?? "",
    ...(typeof parsed.html === "string" ? { html: parsed.html } : {}),
    sentAt: typeof sentAt === "string" ? sentAt : (parsed.date ?? new Date(0)).toISOString(),
  };
}

/** Every message in an outbox folder, oldest first. */
export async function readOutboxDir(dir: string): Promise<OutboxMail[]> {
  const names = await readdir(dir).catch((error: NodeJS.ErrnoException) => {
    if (error.code === "ENOENT") return [] as string[];
    throw error;
  });
  const mails = await Promise.all(names.filter((n) => n.endsWith(".eml")).map((n) => parseFile(path.join(dir, n))));
  return mails.sort((a, b) => a.sentAt.localeCompare(b.sentAt));
}

/** Every message in `<dataDir>/outbox`, oldest first. */
export function readOutbox(dataDir: string): Promise<OutboxMail[]> {
  return readOutboxDir(path.join(dataDir, "outbox"));
}

/** The 6-digit one-time code in a sign-in mail's text. */
export function findOneTimeCode(text: string): string | null {
  return /\b(\d{6})\b/.exec(text)?.[1] ?? null;
}

/** The code in the newest message to `email`; null when there is none. */
export async function readLatestOutboxCode(dataDir: string, email: string): Promise<string | null> {
  const wanted = email.trim().toLowerCase();
  const latest = (await readOutbox(dataDir)).filter((m) => m.to.toLowerCase() === wanted).at(-1);
  return latest ? findOneTimeCode(latest.text) : null;
}
