import { z } from "zod";
import { carriesCookie, cookieOf, COOKIES, expire } from "./cookies.server";

const tokenSchema = z.string().regex(/^[A-Za-z0-9_-]{32,64}$/);

/**
 * The anonymous cart's token. It is set only by a cart post, so catalogue pages of a visitor without
 * a cart stay cookie-free. Null without one, or when its signature or shape is wrong.
 */
export async function readCartToken(request: Request): Promise<string | null> {
  if (!carriesCookie(request, COOKIES.cart.name)) return null;
  const parsed = tokenSchema.safeParse(await (await cookieOf("cart")).parse(request.headers.get("Cookie")));
  return parsed.success ? parsed.data : null;
}

/** Sets (or renews for the cart's whole lifetime) the cookie naming the anonymous cart. */
export async function commitCartToken(token: string): Promise<string> {
  return (await cookieOf("cart")).serialize(token);
}

/** Removes the cookie (the anonymous cart was emptied or merged into a saved one). */
export async function clearCartToken(): Promise<string> {
  return expire(await cookieOf("cart"));
}
