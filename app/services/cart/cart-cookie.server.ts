import { randomBytes } from "node:crypto";
import { createCookie, type Cookie } from "@remix-run/node";
import { z } from "zod";
import { getConfig } from "~/config.server";
import { getSecrets } from "~/services/auth/secrets.server";

const NAME = "cart";
export const MAX_AGE_S = 30 * 24 * 60 * 60;
const tokenSchema = z.string().regex(/^[A-Za-z0-9_-]{32,64}$/);

let cookie: Promise<Cookie> | undefined;

/**
 * The anonymous cart's token, signed with the session secrets (the first signs, all verify). It is
 * set only by a cart post, so catalogue pages of a visitor without a cart stay cookie-free.
 */
function cartCookie(): Promise<Cookie> {
  cookie ??= getSecrets().then(({ session }) =>
    createCookie(NAME, {
      path: "/",
      httpOnly: true,
      sameSite: "lax",
      secure: getConfig().publicUrl.startsWith("https://"),
      maxAge: MAX_AGE_S,
      secrets: session,
    }),
  );
  cookie.catch(() => (cookie = undefined));
  return cookie;
}

/** The token of the request's cart cookie; null without one, or when its signature or shape is wrong. */
export async function readCartToken(request: Request): Promise<string | null> {
  const header = request.headers.get("Cookie");
  if (!header?.includes(`${NAME}=`)) return null;
  const parsed = tokenSchema.safeParse(await (await cartCookie()).parse(header));
  return parsed.success ? parsed.data : null;
}

export function newCartToken(): string {
  return randomBytes(32).toString("base64url");
}

/** Sets (or renews for another 30 days) the cookie naming the anonymous cart. */
export async function commitCartToken(token: string): Promise<string> {
  return (await cartCookie()).serialize(token);
}

/** Removes the cookie (the anonymous cart was emptied or merged into a saved one). */
export async function clearCartToken(): Promise<string> {
  return (await cartCookie()).serialize("", { maxAge: 0, expires: new Date(0) });
}
