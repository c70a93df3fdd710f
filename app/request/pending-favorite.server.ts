import { z } from "zod";
import { partNumberSchema } from "~/domain/live-cart";
import { typedCookie } from "./typed-cookie.server";

/**
 * The part a signed-out visitor asked to keep: a signed cookie that outlives the trip through the
 * sign-in page, so the sign-in use case can finish the action (with or without JavaScript).
 */
const pendingFavorite = typedCookie("pendingFavorite", z.object({ pn: partNumberSchema }));

export async function readPendingFavorite(request: Request): Promise<string | null> {
  return (await pendingFavorite.read(request))?.pn ?? null;
}

export function savePendingFavorite(pn: string): Promise<string> {
  return pendingFavorite.serialize({ pn });
}

export function clearPendingFavorite(): Promise<string> {
  return pendingFavorite.expire();
}
