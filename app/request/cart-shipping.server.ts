import { z } from "zod";
import { NO_CHOICES, type CartShippingChoices } from "~/domain/cart-shipping";
import { carriesCookie, cookieOf, COOKIES } from "./cookies.server";

const short = z.string().max(100);
const choicesSchema = z.object({
  destination: z.object({ country: short, state: short, postalCode: short }).nullable(),
  choice: short.nullable(),
  shipperNumber: short.nullable(),
});

/**
 * The destination and carrier choice made on the cart page, kept in a signed cookie for visitors and buyers alike
 * (a buyer's saved address and preference stay as they are). Nothing chosen without one, or with a bad signature or shape.
 */
export async function readCartShipping(request: Request): Promise<CartShippingChoices> {
  if (!carriesCookie(request, COOKIES.cartShipping.name)) return NO_CHOICES;
  const parsed = choicesSchema.safeParse(await (await cookieOf("cartShipping")).parse(request.headers.get("Cookie")));
  return parsed.success ? parsed.data : NO_CHOICES;
}

/** The Set-Cookie value that keeps these choices. */
export async function commitCartShipping(choices: CartShippingChoices): Promise<string> {
  return (await cookieOf("cartShipping")).serialize(choices);
}
