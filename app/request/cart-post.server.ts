import { redirect } from "@remix-run/node";
import { z } from "zod";
import { LINE_INTENTS } from "~/domain/cart-line-change";
import { href } from "~/i18n/href";
import type { Lang } from "~/i18n/lang";
import { saveCartQuote } from "~/services/quotes/quotes.server";
import { readCartShipping } from "./cart-shipping.server";
import { redirectWithToast } from "./toast.server";
import type { Viewer } from "./viewer.server";

/** The cart form's fields. Server-only, so zod stays out of the cart page's JavaScript. */
const postSchema = z.object({
  intent: z.enum([...LINE_INTENTS, "clear"]),
  pn: z.string().trim().max(100).default(""),
  quantity: z.string().max(100).optional(),
  redirectTo: z.string().max(2000).optional(),
});

export type CartPost = z.infer<typeof postSchema>;

/** The posted cart change, or null when the form was not one the cart page sends. */
export function parseCartPost(formData: FormData): CartPost | null {
  const parsed = postSchema.safeParse(Object.fromEntries(formData));
  return parsed.success ? parsed.data : null;
}

/**
 * "Download quote (PDF)": the cart frozen as the cart page quotes it, then a 303 to its PDF; an empty cart (emptied in
 * another tab) comes back to the cart page with `emptyTitle`. Here rather than in the route, so the cart page's
 * JavaScript carries no stand-in for the quotes service.
 */
export async function downloadQuote(request: Request, viewer: Viewer, lang: Lang, headers: Headers, emptyTitle: string) {
  const saved = await saveCartQuote(viewer, await readCartShipping(request), lang);
  if (saved.kind === "empty") return redirectWithToast(href("cart", {}, lang), { type: "error", title: emptyTitle }, { headers });
  return redirect(href("quote", { number: saved.number }, lang), { status: 303, headers });
}
