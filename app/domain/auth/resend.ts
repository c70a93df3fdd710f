/** The resend button (docs/sign-in.md#one-time-codes): disabled for 60 seconds after each send; the label counts 59 to 1. */
export const RESEND_SECONDS = 60;

/** Whole seconds from `nowMs` until `atMs`, never negative. */
export function secondsUntil(atMs: number, nowMs: number): number {
  return Math.max(0, Math.ceil((atMs - nowMs) / 1000));
}

/** The number the label shows: only between 1 and 59, otherwise none. */
export function resendLabelSeconds(secondsLeft: number): number | null {
  return secondsLeft >= 1 && secondsLeft <= RESEND_SECONDS - 1 ? secondsLeft : null;
}

/** The e-mail waiting for its code, as the code step shows it; `resendSeconds` counted by the server. */
export type PendingSummary = { email: string; resendAt: number; resendSeconds: number };
