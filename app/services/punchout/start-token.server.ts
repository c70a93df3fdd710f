import { createHash, randomBytes } from "node:crypto";

/** How long a start URL can be opened after the setup request made it (issue 25: five minutes). */
export const START_URL_LIFETIME_MS = 5 * 60_000;

/** 32 random bytes, URL-safe: the start URL's secret part; only its hash is stored. */
export function newStartToken(): string {
  return randomBytes(32).toString("base64url");
}

/** The stored form of a start token (SHA-256): a database read never yields a usable start URL. */
export function startTokenHash(token: string): string {
  return createHash("sha256").update(token).digest("base64url");
}

/** Whether a path segment can be a start token at all (anything else is refused before the database is asked). */
export function isStartToken(value: string): boolean {
  return /^[A-Za-z0-9_-]{43}$/.test(value);
}
