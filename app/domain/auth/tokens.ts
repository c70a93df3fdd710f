/** A session's tokens as the auth service hands them out (docs/sign-in.md#sessions-and-cookies). */
export type AuthTokens = {
  access_token: string;
  refresh_token: string;
  /** Seconds the access token lives. */
  expires_in: number;
  /** Unix time (seconds) the access token expires. */
  expires_at: number;
  token_type: "bearer";
};

/** Refresh on the server when the access token has this little life left. */
export const REFRESH_MARGIN_SECONDS = 90;

/** Whether a session expiring at `expiresAt` (unix seconds) should be refreshed at `nowMs`. */
export function needsRefresh(expiresAt: number, nowMs: number): boolean {
  return expiresAt * 1000 - nowMs <= REFRESH_MARGIN_SECONDS * 1000;
}
