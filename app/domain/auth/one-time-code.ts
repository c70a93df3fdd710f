/**
 * Rules of e-mail one-time codes (issue 3): 6 digits, valid 10 minutes, single use, void after 5
 * wrong tries, no second code for an address within 60 s of the last one, and hourly bounds on
 * failures per browser, per source IP and per address.
 * Pure: the caller passes the stored state, the clock and whether the hash matched.
 */
import type { AuthErrorKey } from "./errors";

export const CODE_LENGTH = 6;
export const CODE_TTL_MS = 10 * 60_000;
export const MAX_TRIES_PER_CODE = 5;
export const FAILURE_WINDOW_MS = 60 * 60_000;
export const RESEND_INTERVAL_MS = 60_000;

/**
 * Hourly failure bounds. A browser (one pending sign-in) gets four codes' worth of wrong tries; an
 * IP, which an office may share, more. The address counts only wrong guesses at codes sent to the
 * checking browser, and reaching its bound stops new codes, never the checks of codes already sent:
 * a stranger can neither void nor block the owner's code, and guesses at an address stay bounded
 * (one code a minute, 5 tries each, none after 100 failures).
 */
export const FAILURE_LIMITS = { perBrowser: 20, perIp: 30, perAddress: 100 } as const;

export type FailureLimits = { perBrowser: number; perIp: number; perAddress: number };

/** Failures in the last hour, by who failed. */
export type FailureCounts = { browser: number; ip: number; address: number };

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
export type SendDecision = { ok: true } | Refusal;

const tooManyFailures: Refusal = { ok: false, error: "authTooManyFailures", retryAfterSeconds: FAILURE_WINDOW_MS / 1000 };

/** Whether codes may be checked from this browser and IP (the address's own count never stops a check). */
export function canCheckCode(failures: FailureCounts, limits: FailureLimits): SendDecision {
  return failures.browser >= limits.perBrowser || failures.ip >= limits.perIp ? tooManyFailures : { ok: true };
}

/** Whether a new code may be sent, judged on failures; the resend interval is `resendRefusal`. */
export function canSendCode(failures: FailureCounts, limits: FailureLimits): SendDecision {
  return failures.address >= limits.perAddress ? tooManyFailures : canCheckCode(failures, limits);
}

/** The answer to a send within the interval of the address's last code (sent at `lastSentAt`). */
export function resendRefusal(lastSentAt: number, now: number): Refusal {
  return { ok: false, error: "authResendTooSoon", retryAfterSeconds: Math.max(1, Math.ceil((resendAvailableAt(lastSentAt) - now) / 1000)) };
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

/** Refusals of a check that count as a failed guess (the others say nothing about the code). */
export function isCodeFailure(error: AuthErrorKey): boolean {
  return error === "authCodeInvalid" || error === "authCodeExpired" || error === "authCodeVoid";
}
