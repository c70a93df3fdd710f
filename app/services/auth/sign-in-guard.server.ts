import { AuthError } from "~/domain/auth/errors";
import {
  FAILURE_WINDOW_MS,
  RESEND_INTERVAL_MS,
  canCheckCode,
  canSendCode,
  isCodeFailure,
  resendRefusal,
  type FailureLimits,
  type Refusal,
} from "~/domain/auth/one-time-code";
import type { AuthTokens } from "~/domain/auth/tokens";
import type { Lang } from "~/i18n/lang";
import type { AuthStore } from "~/services/db/auth-store.server";
import type { AuthProvider } from "./provider";

type GuardStore = Pick<AuthStore, "addFailure" | "countFailures" | "claimSend" | "releaseSend" | "recordSend" | "wasSentTo" | "endSends">;

/**
 * The one-time-code rules that hold in front of either auth service (docs/sign-in.md#one-time-codes),
 * kept in the database so that every server sees them: one code per address a minute whichever
 * browser asks; a check only from a browser that was sent a code for the address; failures counted
 * per browser, per IP and, for guesses at a code that browser was sent, per address. Addresses come
 * normalized.
 */
export function createSignInGuard(deps: { store: GuardStore; provider: AuthProvider; limits: FailureLimits; now?: () => number }) {
  const { store, provider, limits } = deps;
  const now = deps.now ?? Date.now;

  const refuse = (refusal: Refusal) => new AuthError(refusal.error, 429, false, refusal.retryAfterSeconds);

  return {
    async sendCode(input: { email: string; lang: Lang; browserId: string; ip: string }): Promise<{ resendAvailableAt: number }> {
      const { email, browserId, ip } = input;
      const at = now();
      const allowed = canSendCode(await store.countFailures({ email, browserId, ip }, at - FAILURE_WINDOW_MS), limits);
      if (!allowed.ok) throw refuse(allowed);
      const holder = await store.claimSend(email, at, at - RESEND_INTERVAL_MS);
      if (holder !== null) throw refuse(resendRefusal(holder, at));
      try {
        const sent = await provider.sendCode({ email, lang: input.lang, browserId });
        await store.recordSend(email, browserId, at);
        return sent;
      } catch (error) {
        // An undelivered code holds back no resend.
        await store.releaseSend(email, at);
        throw error;
      }
    },

    async verifyCode(input: { email: string; code: string; browserId: string; ip: string }): Promise<AuthTokens> {
      const { email, browserId, ip } = input;
      const at = now();
      const allowed = canCheckCode(await store.countFailures({ email, browserId, ip }, at - FAILURE_WINDOW_MS), limits);
      if (!allowed.ok) throw refuse(allowed);
      if (!(await store.wasSentTo(email, browserId))) {
        // Not a guess at any code of the address: it counts against this browser and IP only.
        await store.addFailure({ email: null, browserId, ip }, at);
        throw new AuthError("authCodeInvalid", 400);
      }
      try {
        const tokens = await provider.verifyCode({ email, code: input.code, browserId });
        await store.endSends(email, browserId);
        return tokens;
      } catch (error) {
        if (error instanceof AuthError && isCodeFailure(error.key)) await store.addFailure({ email, browserId, ip }, at);
        throw error;
      }
    },
  };
}

export type SignInGuard = ReturnType<typeof createSignInGuard>;
