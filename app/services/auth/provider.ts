import type { Lang } from "~/i18n/lang";
import type { AuthTokens } from "~/domain/auth/tokens";
import type { WebUserClaim } from "./types";

/** Who an access token belongs to; `webUser` when the token carries the claim. */
export type TokenUser = { sub: string; email: string; fullName: string | null; webUser: WebUserClaim | null };

/**
 * One auth service (embedded or Supabase). Failures throw `AuthError` (app/domain/auth/errors.ts)
 * with the user-facing key; `retryable` ones leave an existing session alone.
 */
export interface AuthProvider {
  sendCode(input: { email: string; lang: Lang; browserId: string }): Promise<{ resendAvailableAt: number }>;
  verifyCode(input: { email: string; code: string; browserId: string }): Promise<AuthTokens>;
  /** A Google account verified by the OAuth flow (`idToken` for services that check it themselves). */
  signInWithGoogle(input: { email: string; fullName: string | null; idToken: string | null }): Promise<AuthTokens>;
  /** An address another system vouched for: a PunchOut partner that proved its shared secret (docs/punchout.md#flow). */
  signInVouched(input: { email: string }): Promise<AuthTokens>;
  refresh(refreshToken: string): Promise<AuthTokens>;
  /**
   * The token's user. `trusted`: the token came out of our own server-side session store, so a service
   * whose tokens we cannot verify locally may just decode it; otherwise it must be verified.
   */
  readToken(accessToken: string, trusted: boolean): Promise<TokenUser | null>;
  /** Saves the auth user's full name; the access token alone authorizes it (API callers have no refresh token). */
  setFullName(accessToken: string, fullName: string): Promise<void>;
  signOut(tokens: AuthTokens): Promise<void>;
}
