/**
 * Rules of e-mail one-time codes (issue 3): 6 digits, valid 10 minutes, single use, void after 5
 * wrong tries, at most 30 failures per address per hour, no resend within 60 s of the last send.
 * Pure: the caller passes the stored state, the clock and whether the hash matched.
 */
import type { AuthErrorKey } from "./errors";

export const CODE_LENGTH = 6;
export const CODE_TTL_MS = 10 * 60_000;
export const MAX_TRIES_PER_CODE = 5;
export const MAX_FAILURES_PER_HOUR = 30;
export const FAILURE_WINDOW_MS = 60 * 60_000;
export const RESEND_INTERVAL_MS = 60_000;

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

/** The last code sent to an address, as stored. */
export type StoredCode = {
  createdAt: number;
  browserId: string;
  tries: number;
  usedAt: number | null;
};

/** When the next code may be sent; `lastSentAt` null: now. */
export function resendAvailableAt(lastSentAt: number | null): number {
  return lastSentAt === null ? 0 : lastSentAt + RESEND_INTERVAL_MS;
}

export type SendDecision = { ok: true } | { ok: false; error: AuthErrorKey; retryAfterSeconds: number };

/** Whether a new code may be sent now. */
export function canSendCode(lastSentAt: number | null, recentFailures: number, now: number): SendDecision {
  if (recentFailures >= MAX_FAILURES_PER_HOUR) return { ok: false, error: "authTooManyFailures", retryAfterSeconds: FAILURE_WINDOW_MS / 1000 };
  const available = resendAvailableAt(lastSentAt);
  if (now < available) return { ok: false, error: "authResendTooSoon", retryAfterSeconds: Math.ceil((available - now) / 1000) };
  return { ok: true };
}

export type VerifyDecision =
  /** Accept: mark the code used. */
  | { ok: true }
  /** Refuse; `countTry` adds a wrong try to the code, `countFailure` one to the address's hourly failures. */
  | { ok: false; error: AuthErrorKey; countTry: boolean; countFailure: boolean };

/**
 * Judges one attempt against the latest code of the address. `matches` is the keyed-hash comparison
 * of the typed code; a code asked for by another browser never matches (it was not sent to this one).
 */
export function judgeAttempt(input: {
  code: StoredCode | null;
  typed: string;
  matches: boolean;
  browserId: string;
  recentFailures: number;
  now: number;
}): VerifyDecision {
  const { code, typed, matches, browserId, recentFailures, now } = input;
  if (recentFailures >= MAX_FAILURES_PER_HOUR) return { ok: false, error: "authTooManyFailures", countTry: false, countFailure: false };
  if (!isWellFormedCode(typed)) return { ok: false, error: "authCodeInvalid", countTry: false, countFailure: true };
  if (!code || code.usedAt !== null) return { ok: false, error: "authCodeInvalid", countTry: false, countFailure: true };
  if (code.tries >= MAX_TRIES_PER_CODE) return { ok: false, error: "authCodeVoid", countTry: false, countFailure: true };
  if (now >= code.createdAt + CODE_TTL_MS) return { ok: false, error: "authCodeExpired", countTry: false, countFailure: true };
  if (!matches || code.browserId !== browserId) {
    const voided = code.tries + 1 >= MAX_TRIES_PER_CODE;
    return { ok: false, error: voided ? "authCodeVoid" : "authCodeInvalid", countTry: true, countFailure: true };
  }
  return { ok: true };
}
