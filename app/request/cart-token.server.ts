import { z } from "zod";
import { typedCookie } from "./typed-cookie.server";

/**
 * The anonymous cart's token. It is set only by a cart post, so catalogue pages of a visitor without
 * a cart stay cookie-free. Null without one, or when its signature or shape is wrong.
 */
const cartToken = typedCookie("cart", z.string().regex(/^[A-Za-z0-9_-]{32,64}$/));

export function readCartToken(request: Request): Promise<string | null> {
  return cartToken.read(request);
}

/** Sets (or renews for the cart's whole lifetime) the cookie naming the anonymous cart. */
export function commitCartToken(token: string): Promise<string> {
  return cartToken.serialize(token);
}

/** Removes the cookie (the anonymous cart was emptied or merged into a saved one). */
export function clearCartToken(): Promise<string> {
  return cartToken.expire();
}
