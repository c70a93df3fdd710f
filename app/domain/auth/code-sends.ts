/**
 * When a one-time code may be mailed (docs/sign-in.md#one-time-codes). The resend wait is the pending
 * sign-in's (one browser, one address), so another browser asking never makes the owner's wait; an
 * address is sent at most `perDay` codes in any 24 hours, so nobody can mail-bomb it; and a browser
 * that signed in as the address before is not held by that cap (a stranger who used it up cannot lock
 * the owner out), only by the same number of codes to itself.
 * Pure: the caller passes what was sent and the clock.
 */
import { refusalUntil, resendAvailableAt, type Decision } from "./one-time-code";

export const SEND_DAY_MS = 24 * 60 * 60_000;

/** Codes per address in 24 hours, unless configured (AUTH_CODES_PER_ADDRESS_PER_DAY). */
export const DEFAULT_CODES_PER_ADDRESS_PER_DAY = 10;

/** What was sent, as the judge needs it: the send times of the last 24 hours. */
export type SendHistory = {
  /** When this browser last signed in as the address; null when it never did (it is not known). */
  signedInAt: number | null;
  /** Codes mailed to the address, to any browser. */
  toAddress: readonly number[];
  /** Codes mailed to the address in this browser. */
  toBrowser: readonly number[];
};

/** Whether a code may be sent to this browser for the address now. */
export function judgeSend(history: SendHistory, perDay: number, now: number): Decision {
  // The wait restarts with a sign-in: signing out and in again needs no minute's pause.
  const pending = history.toBrowser.filter((at) => history.signedInAt === null || at > history.signedInAt);
  const last = pending.length > 0 ? Math.max(...pending) : null;
  if (last !== null && now < resendAvailableAt(last)) return refusalUntil("authResendTooSoon", resendAvailableAt(last), now);
  const counted = history.signedInAt === null ? history.toAddress : history.toBrowser;
  if (counted.length < perDay) return { ok: true };
  // Over the cap until enough of the day's codes have aged out of the 24 hours.
  const oldestFirst = [...counted].sort((a, b) => a - b);
  return refusalUntil("authDailyCodeLimit", oldestFirst[counted.length - perDay]! + SEND_DAY_MS, now);
}
