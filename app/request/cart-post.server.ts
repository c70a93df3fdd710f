import { z } from "zod";
import { LINE_INTENTS } from "~/domain/cart-line-change";

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
