import { SEND_DAY_MS, judgeSend } from "~/domain/auth/code-sends";
import { AuthError } from "~/domain/auth/errors";
import { FAILURE_WINDOW_MS, isCodeFailure, withinFailureBounds, type FailureLimits, type Refusal } from "~/domain/auth/one-time-code";
import type { AuthTokens } from "~/domain/auth/tokens";
import type { Lang } from "~/i18n/lang";
import type { AuthStore } from "~/services/db/auth-store.server";
import type { AuthProvider } from "./provider";

type GuardStore = Pick<AuthStore, "addFailure" | "countFailures" | "claimSend" | "forgetSend" | "wasSentTo" | "rememberBrowser">;

export type SignInLimits = FailureLimits & { codesPerAddressPerDay: number };

/**
 * The one-time-code rules that hold in front of either auth service (docs/sign-in.md#one-time-codes),
 * kept in the database so that every server sees them: one code a minute per pending sign-in (browser
 * and address) and a daily cap of codes per address that browsers known for it are not held by; a
 * check only from a browser that was sent a code for the address; failures counted per browser and
 * per IP. Addresses come normalized.
 */
export function createSignInGuard(deps: { store: GuardStore; provider: AuthProvider; limits: SignInLimits; now?: () => number }) {
  const { store, provider, limits } = deps;
  const now = deps.now ?? Date.now;

  const refuse = (refusal: Refusal) => new AuthError(refusal.error, 429, false, refusal.retryAfterSeconds);

  async function checkFailures(browserId: string, ip: string, at: number) {
    const allowed = withinFailureBounds(await store.countFailures({ browserId, ip }, at - FAILURE_WINDOW_MS), limits);
    if (!allowed.ok) throw refuse(allowed);
  }

  return {
    async sendCode(input: { email: string; lang: Lang; browserId: string; ip: string }): Promise<{ resendAvailableAt: number }> {
      const { email, browserId, ip } = input;
      const at = now();
      await checkFailures(browserId, ip, at);
      const claim = await store.claimSend(email, browserId, at, at - SEND_DAY_MS, (history) => judgeSend(history, limits.codesPerAddressPerDay, at));
      if (!claim.ok) throw refuse(claim);
      try {
        return await provider.sendCode({ email, lang: input.lang, browserId });
      } catch (error) {
        // An undelivered code holds back no resend and counts against no cap.
        await store.forgetSend(claim.id);
        throw error;
      }
    },

    async verifyCode(input: { email: string; code: string; browserId: string; ip: string }): Promise<AuthTokens> {
      const { email, browserId, ip } = input;
      const at = now();
      await checkFailures(browserId, ip, at);
      if (!(await store.wasSentTo(email, browserId))) {
        await store.addFailure({ browserId, ip }, at);
        throw new AuthError("authCodeInvalid", 400);
      }
      try {
        const tokens = await provider.verifyCode({ email, code: input.code, browserId });
        await store.rememberBrowser(email, browserId, at);
        return tokens;
      } catch (error) {
        if (error instanceof AuthError && isCodeFailure(error.key)) await store.addFailure({ browserId, ip }, at);
        throw error;
      }
    },
  };
}

export type SignInGuard = ReturnType<typeof createSignInGuard>;
