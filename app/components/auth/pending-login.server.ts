import { createCookie, type Cookie } from "@remix-run/node";
import { z } from "zod";
import { getConfig } from "~/config.server";
import { CODE_TTL_MS } from "~/domain/auth/one-time-code";
import { getSecrets } from "~/services/auth/secrets.server";
import type { PendingSummary } from "./login-view";
import { secondsUntil } from "./resend";

/**
 * The e-mail waiting for its code between the e-mail and code steps, and when a resend is allowed
 * (the auth service's answer): in a signed cookie, so the code step renders from the address alone,
 * with or without JavaScript.
 */
const pendingSchema = z.object({ email: z.string(), resendAt: z.number() });
export type PendingLogin = z.infer<typeof pendingSchema>;

let cookie: Promise<Cookie> | undefined;

function pendingCookie(): Promise<Cookie> {
  cookie ??= getSecrets().then(({ session }) =>
    createCookie("__login", {
      path: "/",
      httpOnly: true,
      sameSite: "lax",
      secure: getConfig().publicUrl.startsWith("https://"),
      secrets: session,
      maxAge: CODE_TTL_MS / 1000,
    }),
  );
  return cookie;
}

export async function readPendingLogin(request: Request): Promise<PendingLogin | null> {
  const header = request.headers.get("Cookie");
  if (!header?.includes("__login=")) return null;
  const parsed = pendingSchema.safeParse(await (await pendingCookie()).parse(header));
  return parsed.success ? parsed.data : null;
}

export async function savePendingLogin(value: PendingLogin): Promise<string> {
  return (await pendingCookie()).serialize(value);
}

export async function clearPendingLogin(): Promise<string> {
  return (await pendingCookie()).serialize("", { maxAge: 0 });
}

/** The waiting e-mail with the seconds until a resend, for the code step. */
export async function pendingSummary(request: Request, now = Date.now()): Promise<PendingSummary | null> {
  const pending = await readPendingLogin(request);
  return pending && { ...pending, resendSeconds: secondsUntil(pending.resendAt, now) };
}
