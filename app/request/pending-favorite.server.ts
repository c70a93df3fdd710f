import { z } from "zod";
import { partNumberSchema } from "~/domain/live-cart";
import { carriesCookie, cookieOf, COOKIES, expire } from "./cookies.server";

/**
 * The part a signed-out visitor asked to keep: a signed cookie that outlives the trip through the
 * sign-in page, so the sign-in use case can finish the action (with or without JavaScript).
 */
const pendingSchema = z.object({ pn: partNumberSchema });

export async function readPendingFavorite(request: Request): Promise<string | null> {
  if (!carriesCookie(request, COOKIES.pendingFavorite.name)) return null;
  const parsed = pendingSchema.safeParse(await (await cookieOf("pendingFavorite")).parse(request.headers.get("Cookie")));
  return parsed.success ? parsed.data.pn : null;
}

export async function savePendingFavorite(pn: string): Promise<string> {
  return (await cookieOf("pendingFavorite")).serialize({ pn });
}

export async function clearPendingFavorite(): Promise<string> {
  return expire(await cookieOf("pendingFavorite"));
}
