import { z } from "zod";
import { secondsUntil, type PendingSummary } from "~/domain/auth/resend";
import { typedCookie } from "./typed-cookie.server";

/**
 * The e-mail waiting for its code between the e-mail and code steps, and when a resend is allowed
 * (the auth service's answer): in a signed cookie, so the code step renders from the address alone,
 * with or without JavaScript.
 */
const pendingSchema = z.object({ email: z.string(), resendAt: z.number() });
export type PendingLogin = z.infer<typeof pendingSchema>;

const pendingLogin = typedCookie("pendingLogin", pendingSchema);

export function readPendingLogin(request: Request): Promise<PendingLogin | null> {
  return pendingLogin.read(request);
}

export function savePendingLogin(value: PendingLogin): Promise<string> {
  return pendingLogin.serialize(value);
}

export function clearPendingLogin(): Promise<string> {
  return pendingLogin.expire();
}

/** The waiting e-mail with the seconds until a resend, for the code step. */
export async function pendingSummary(request: Request, now = Date.now()): Promise<PendingSummary | null> {
  const pending = await readPendingLogin(request);
  return pending && { ...pending, resendSeconds: secondsUntil(pending.resendAt, now) };
}
