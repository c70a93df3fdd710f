/**
 * Sign-in API for routes (issue 3). Everything a route needs about codes, sessions, the guard and the
 * private API goes through here; the auth service behind it is embedded or Supabase (config `auth`).
 */
import type { Lang } from "~/i18n/lang";
import type { AuthErrorKey } from "~/domain/auth/errors";
import type { SessionUser } from "./types";
import type { AuthTokens } from "~/domain/auth/tokens";

export type { AuthErrorKey } from "~/domain/auth/errors";
export type { SessionUser, WebUserClaim, CustomerClaim } from "./types";
export type { AuthTokens } from "~/domain/auth/tokens";

export type RequestCodeResult = { ok: true; resendAvailableAt: number } | { ok: false; error: AuthErrorKey; retryAfterSeconds?: number };
export type VerifyCodeResult = { ok: true; tokens: AuthTokens } | { ok: false; error: AuthErrorKey };
export type UpdateNameResult = { ok: true; setCookie: string } | { ok: false; error: AuthErrorKey };

export async function requestCode(_input: { email: string; lang: Lang; browserId: string; ip: string }): Promise<RequestCodeResult> {
  throw new Error("not implemented");
}

export async function verifyCode(_input: { email: string; code: string; browserId: string; ip: string }): Promise<VerifyCodeResult> {
  throw new Error("not implemented");
}

export async function getAuth(_request: Request): Promise<{ user: SessionUser | null; setCookie?: string }> {
  throw new Error("not implemented");
}

export async function signIn(_request: Request, _tokens: AuthTokens, _options: { redirectTo: string }): Promise<Response> {
  throw new Error("not implemented");
}

export async function signOut(_request: Request, _options?: { redirectTo?: string }): Promise<Response> {
  throw new Error("not implemented");
}

export async function updateName(_request: Request, _input: { firstName: string; lastName: string }): Promise<UpdateNameResult> {
  throw new Error("not implemented");
}
