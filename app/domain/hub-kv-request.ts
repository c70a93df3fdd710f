/**
 * The hubKV calls of spec section 7 (docs/kv-store.md#the-hubkv-calls): their queries and bodies.
 * Which e-mail may be named is the caller's business, checked where the caller is known.
 */
import { z } from "zod";
import { favoritesSchema, MAX_FAVORITES } from "./favorites";
import { EMAIL_MAX } from "./forms/text";
import { KV_FEATURES, parseKvKey } from "./kv-keys";
import { liveCartSchema } from "./live-cart";

/** Not a business rule: the most lines one call may save (a 500-line cart is the largest the shop prices). */
export const MAX_SAVED_CART_LINES = 500;

const emailSchema = z.string().trim().toLowerCase().max(EMAIL_MAX, "A valid e-mail address is required").email("A valid e-mail address is required");

const keySchema = z.string().transform((key, ctx) => {
  const parsed = parseKvKey(key);
  if (!parsed || !emailSchema.safeParse(parsed.email).success) {
    ctx.addIssue({ code: "custom", message: `The key must be {email}:{feature} with feature ${KV_FEATURES.join(" or ")}` });
    return z.NEVER;
  }
  return parsed;
});

export const hubKvGetQuery = z.object({ key: keySchema });

export const hubKvDeleteQuery = z.object({ email: emailSchema, feature: z.enum(KV_FEATURES) });

export const hubKvPostBody = z
  .discriminatedUnion("feature", [
    z.object({
      key: keySchema,
      feature: z.literal("liveCart"),
      liveCart: liveCartSchema.refine((cart) => cart.cartItems.length <= MAX_SAVED_CART_LINES, {
        path: ["cartItems"],
        message: `At most ${MAX_SAVED_CART_LINES} lines`,
      }),
    }),
    z.object({
      key: keySchema,
      feature: z.literal("favorites"),
      favorites: favoritesSchema.refine((list) => list.length <= MAX_FAVORITES, `At most ${MAX_FAVORITES} favorites`),
    }),
  ])
  .superRefine((body, ctx) => {
    if (body.key.feature !== body.feature) ctx.addIssue({ code: "custom", path: ["key"], message: "The key names another feature than `feature`" });
  });

export type HubKvPost = z.output<typeof hubKvPostBody>;

/** Zod's issues as `{ "dotted.path": [messages] }`; an issue of the whole body under `body`. */
export function fieldErrorsOf(error: z.ZodError): Record<string, string[]> {
  const errors: Record<string, string[]> = {};
  for (const issue of error.issues) (errors[issue.path.join(".") || "body"] ??= []).push(issue.message);
  return errors;
}
