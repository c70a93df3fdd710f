/**
 * Rules of e-mail one-time codes (issue 3): 6 digits, valid 10 minutes, single use, void after 5
 * wrong tries, and hourly bounds on failures per browser and per source IP. When a code may be sent
 * at all is ./code-sends.ts.
 * Pure: the caller passes the stored state, the clock and whether the hash matched.
 */
import type { AuthErrorKey } from "./errors";

export const CODE_LENGTH = 6;
export const CODE_TTL_MS = 10 * 60_000;
export const MAX_TRIES_PER_CODE = 5;
export const FAILURE_WINDOW_MS = 60 * 60_000;
export const RESEND_INTERVAL_MS = 60_000;

/**
 * Hourly failure bounds. A browser gets four codes' worth of wrong tries; an IP, which an office may
 * share, more. No bound is the address's: a stranger's failures must not lock its owner out, and the
 * guesses at one address are bounded by the codes it may be sent a day (./code-sends.ts), 5 tries each.
 */
export const FAILURE_LIMITS = { perBrowser: 20, perIp: 30 } as const;

export type FailureLimits = { perBrowser: number; perIp: number };

/** Failures in the last hour, by who failed. */
export type FailureCounts = { browser: number; ip: number };

const CODE_PATTERN = /^\d{6}$/;

/** Spaces and dashes people paste are dropped; anything else non-numeric makes the code invalid. */
export function normalizeCode(input: string): string {
  return input.replace(/[\s-]/g, "");
}

export function isWellFormedCode(code: string): boolean {
  return CODE_PATTERN.test(code);
}

/** Addresses compare trimmed and lower-cased. */
export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}

/** The last code sent to an address in one browser, as stored. */
export type StoredCode = {
  createdAt: number;
  tries: number;
  usedAt: number | null;
};

/** When the next code may be sent; `lastSentAt` null: now. */
export function resendAvailableAt(lastSentAt: number | null): number {
  return lastSentAt === null ? 0 : lastSentAt + RESEND_INTERVAL_MS;
}

export type Refusal = { ok: false; error: AuthErrorKey; retryAfterSeconds: number };
export type Decision = { ok: true } | Refusal;

/** A refusal until `at`, in whole seconds (at least one). */
export function refusalUntil(error: AuthErrorKey, at: number, now: number): Refusal {
  return { ok: false, error, retryAfterSeconds: Math.max(1, Math.ceil((at - now) / 1000)) };
}

const tooManyFailures: Refusal = { ok: false, error: "authTooManyFailures", retryAfterSeconds: FAILURE_WINDOW_MS / 1000 };

/** Whether this browser and IP may still send for codes and check them, judged on their failures of the hour. */
export function withinFailureBounds(failures: FailureCounts, limits: FailureLimits): Decision {
  return failures.browser >= limits.perBrowser || failures.ip >= limits.perIp ? tooManyFailures : { ok: true };
}

export type VerifyDecision =
  /** Accept: mark the code used. */
  | { ok: true }
  /** Refuse; `countTry` adds a wrong try to the code. */
  | { ok: false; error: AuthErrorKey; countTry: boolean };

/**
 * Judges one attempt against the latest code sent to the address in the checking browser (a code
 * asked for by another browser is not looked at: it was not sent to this one). `matches` is the
 * keyed-hash comparison of the typed code.
 */
export function judgeAttempt(input: { code: StoredCode | null; typed: string; matches: boolean; now: number }): VerifyDecision {
  const { code, typed, matches, now } = input;
  if (!isWellFormedCode(typed)) return { ok: false, error: "authCodeInvalid", countTry: false };
  if (!code || code.usedAt !== null) return { ok: false, error: "authCodeInvalid", countTry: false };
  if (code.tries >= MAX_TRIES_PER_CODE) return { ok: false, error: "authCodeVoid", countTry: false };
  if (now >= code.createdAt + CODE_TTL_MS) return { ok: false, error: "authCodeExpired", countTry: false };
  if (!matches) return { ok: false, error: code.tries + 1 >= MAX_TRIES_PER_CODE ? "authCodeVoid" : "authCodeInvalid", countTry: true };
  return { ok: true };
}

/** Refusals of a check that count as a failure (the others, such as the service being down, say nothing about the code). */
export function isCodeFailure(error: AuthErrorKey): boolean {
  return error === "authCodeInvalid" || error === "authCodeExpired" || error === "authCodeVoid";
}
