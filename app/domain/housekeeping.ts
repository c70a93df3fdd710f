/**
 * When rows of the embedded sign-in service can no longer change any answer, and so may be deleted.
 * Pure: the caller passes the clock and the lifetimes its cookies and tokens use.
 */
import { SEND_DAY_MS } from "./auth/code-sends";
import { CODE_TTL_MS, FAILURE_WINDOW_MS, RESEND_INTERVAL_MS } from "./auth/one-time-code";

/**
 * An expired code is kept this long past its lifetime, so a late attempt is still told the code
 * expired rather than that it is wrong.
 */
export const EXPIRED_CODE_NOTICE_MS = 60 * 60_000;

export type AuthLifetimes = {
  /** How long after its revocation a refresh token is still honoured (parallel refreshes). */
  refreshReuseMs: number;
  /** How long a session lasts after its sign-in, so how long a refresh token can be in one. */
  sessionMaxAgeMs: number;
  /** How long a browser stays known for an address after it signed in as it. */
  knownBrowserMs: number;
};

/** Epoch-millisecond cut-offs: rows older than these go. */
export type AuthSweepCutoffs = {
  /** Any code created before this (expired, and past the notice). */
  codesCreatedBefore: number;
  /** A used code created before this: the resend interval it answers for is over. */
  usedCodesCreatedBefore: number;
  /** Codes mailed before this count against no daily cap. */
  sendsBefore: number;
  /** Browsers that last signed in as an address before this are no longer known for it. */
  knownBrowsersBefore: number;
  /** Failures before this no longer count towards the hourly limit. */
  failuresBefore: number;
  /** Refresh tokens revoked before this are refused anyway. */
  tokensRevokedBefore: number;
  /** Refresh tokens issued before this are in no live session cookie. */
  tokensIssuedBefore: number;
};

export function authSweepCutoffs(now: number, lifetimes: AuthLifetimes): AuthSweepCutoffs {
  return {
    codesCreatedBefore: now - CODE_TTL_MS - EXPIRED_CODE_NOTICE_MS,
    usedCodesCreatedBefore: now - RESEND_INTERVAL_MS,
    sendsBefore: now - SEND_DAY_MS,
    knownBrowsersBefore: now - lifetimes.knownBrowserMs,
    failuresBefore: now - FAILURE_WINDOW_MS,
    tokensRevokedBefore: now - lifetimes.refreshReuseMs,
    tokensIssuedBefore: now - lifetimes.sessionMaxAgeMs,
  };
}
