import { createHash, createHmac, randomBytes, randomInt, timingSafeEqual } from "node:crypto";
import { AuthError } from "~/domain/auth/errors";
import { CODE_LENGTH, judgeAttempt, normalizeCode, normalizeEmail, resendAvailableAt } from "~/domain/auth/one-time-code";
import type { AuthTokens } from "~/domain/auth/tokens";
import type { Lang } from "~/i18n/lang";
import type { AuthStore } from "~/services/db/auth-store.server";
import { signJwt, verifyJwt } from "./jwt.server";
import type { AuthProvider, TokenUser } from "./provider";
import type { WebUserClaim } from "./types";
import { log } from "~/services/observability/log.server";

export const ACCESS_TOKEN_SECONDS = 3600;
/** A refresh token used again this soon (parallel requests racing to refresh) still works once more. */
export const REFRESH_REUSE_MS = 30_000;

export type EmbeddedDeps = {
  store: AuthStore;
  secrets: { jwt: string[]; code: string[] };
  /** Sends the code mail in the visitor's language. */
  sendCodeMail(input: { email: string; code: string; lang: Lang }): Promise<void>;
  /** The web user claim of an address, or null when it has no web user yet. */
  webUserClaim(email: string): Promise<WebUserClaim | null>;
  now?: () => number;
};

const sha256 = (value: string) => createHash("sha256").update(value).digest("base64url");

/** The shop's own auth service: codes by e-mail, HS256 access tokens, rotating refresh tokens. */
export function createEmbeddedAuth(deps: EmbeddedDeps): AuthProvider {
  const now = deps.now ?? Date.now;
  const { store, secrets } = deps;

  const codeHash = (email: string, code: string, secret: string) => createHmac("sha256", secret).update(`${email}\u0000${code}`).digest("base64url");

  function codeMatches(email: string, code: string, stored: string): boolean {
    const given = Buffer.from(stored);
    return secrets.code.some((secret) => {
      const expected = Buffer.from(codeHash(email, code, secret));
      return expected.length === given.length && timingSafeEqual(expected, given);
    });
  }

  async function issue(userId: string): Promise<AuthTokens> {
    const user = await store.findUserById(userId);
    if (!user) throw new AuthError("authSessionMissing", 400);
    const iat = Math.floor(now() / 1000);
    const exp = iat + ACCESS_TOKEN_SECONDS;
    const access = await signJwt(
      {
        sub: user.id,
        iat,
        exp,
        email: user.email,
        role: "authenticated",
        user_metadata: { full_name: user.fullName ?? undefined },
        webUser: (await deps.webUserClaim(user.email)) ?? undefined,
      },
      secrets.jwt[0]!,
    );
    const refresh = randomBytes(32).toString("base64url");
    await store.saveRefreshToken(sha256(refresh), user.id, now());
    return { access_token: access, refresh_token: refresh, expires_in: ACCESS_TOKEN_SECONDS, expires_at: exp, token_type: "bearer" };
  }

  async function userOf(token: string): Promise<TokenUser | null> {
    const claims = await verifyJwt(token, secrets.jwt, now());
    if (!claims) return null;
    const c = claims as { sub: string; email?: unknown; user_metadata?: { full_name?: unknown }; webUser?: WebUserClaim };
    if (typeof c.email !== "string") return null;
    const fullName = typeof c.user_metadata?.full_name === "string" ? c.user_metadata.full_name : null;
    return { sub: c.sub, email: c.email, fullName, webUser: c.webUser ?? null };
  }

  return {
    // The resend interval and the failure bounds are the sign-in guard's (sign-in-guard.server.ts), in front of either service.
    async sendCode({ email: rawEmail, lang, browserId }) {
      const email = normalizeEmail(rawEmail);
      const at = now();
      const code = String(randomInt(0, 10 ** CODE_LENGTH)).padStart(CODE_LENGTH, "0");
      const codeId = await store.saveCode(email, codeHash(email, code, secrets.code[0]!), browserId, at);
      try {
        await deps.sendCodeMail({ email, code, lang });
      } catch (error) {
        log.error({ err: error }, "auth: code mail failed");
        await store.forgetCode(codeId);
        throw new AuthError("authMailFailed", 502, true);
      }
      return { resendAvailableAt: resendAvailableAt(at) };
    },

    async verifyCode({ email: rawEmail, code: rawCode, browserId }) {
      const email = normalizeEmail(rawEmail);
      const typed = normalizeCode(rawCode);
      const at = now();
      // Only a code sent to this browser is looked at: another browser's wrong codes never touch it.
      const stored = await store.latestCode(email, browserId);
      const decision = judgeAttempt({ code: stored, typed, matches: stored !== null && codeMatches(email, typed, stored.codeHash), now: at });
      if (!decision.ok) {
        if (decision.countTry && stored) await store.addTry(stored.id);
        throw new AuthError(decision.error, 400);
      }
      if (!(await store.useCode(stored!.id, at))) throw new AuthError("authCodeInvalid", 400);
      const user = await store.ensureUser(email);
      return issue(user.id);
    },

    async signInWithGoogle({ email, fullName }) {
      const user = await store.ensureUser(normalizeEmail(email), fullName);
      if (!user.fullName && fullName) await store.setFullName(user.id, fullName);
      return issue(user.id);
    },

    async signInVouched({ email }) {
      return issue((await store.ensureUser(normalizeEmail(email))).id);
    },

    async refresh(refreshToken) {
      const hash = sha256(refreshToken);
      const userId = await store.consumeRefreshToken(hash, now(), now() - REFRESH_REUSE_MS);
      if (!userId) throw new AuthError("authSessionMissing", 400);
      return issue(userId);
    },

    async readToken(accessToken) {
      return userOf(accessToken);
    },

    async setFullName(accessToken, fullName) {
      const user = await userOf(accessToken);
      if (!user) throw new AuthError("authSessionMissing", 400);
      await store.setFullName(user.sub, fullName);
    },

    async signOut(tokens) {
      await store.revokeRefreshToken(sha256(tokens.refresh_token));
    },
  };
}
