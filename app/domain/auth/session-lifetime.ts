/**
 * A session's absolute lifetime (docs/sign-in.md#sessions-and-cookies): it ends a fixed time after its
 * sign-in, however active the buyer; every answer gives its cookie only the time left.
 */
export const DAY_S = 24 * 60 * 60;

/** Days a session lasts, unless configured (SESSION_MAX_AGE_DAYS). */
export const DEFAULT_SESSION_MAX_AGE_DAYS = 30;

/** Whole seconds left at `now` of a session signed in to at `startedAt` (epoch ms) that lasts `maxAgeS`; 0 once over. */
export function sessionSecondsLeft(startedAt: number, now: number, maxAgeS: number): number {
  return Math.max(0, Math.floor((startedAt + maxAgeS * 1000 - now) / 1000));
}
