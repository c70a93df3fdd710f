import { z } from "zod";
import { secondsUntil, type PendingSummary } from "~/domain/auth/resend";
import { carriesCookie, cookieOf, COOKIES, expire } from "./cookies.server";

/**
 * The e-mail waiting for its code between the e-mail and code steps, and when a resend is allowed
 * (the auth service's answer): in a signed cookie, so the code step renders from the address alone,
 * with or without JavaScript.
 */
const pendingSchema = z.object({ email: z.string(), resendAt: z.number() });
export type PendingLogin = z.infer<typeof pendingSchema>;

export async function readPendingLogin(request: Request): Promise<PendingLogin | null> {
  if (!carriesCookie(request, COOKIES.pendingLogin.name)) return null;
  const parsed = pendingSchema.safeParse(await (await cookieOf("pendingLogin")).parse(request.headers.get("Cookie")));
  return parsed.success ? parsed.data : null;
}

export async function savePendingLogin(value: PendingLogin): Promise<string> {
  return (await cookieOf("pendingLogin")).serialize(value);
}

export async function clearPendingLogin(): Promise<string> {
  return expire(await cookieOf("pendingLogin"));
}

/** The waiting e-mail with the seconds until a resend, for the code step. */
export async function pendingSummary(request: Request, now = Date.now()): Promise<PendingSummary | null> {
  const pending = await readPendingLogin(request);
  return pending && { ...pending, resendSeconds: secondsUntil(pending.resendAt, now) };
}
