import { z } from "zod";
import { NO_CHOICES, type CartShippingChoices } from "~/domain/cart-shipping";
import { typedCookie } from "./typed-cookie.server";

const short = z.string().max(100);
const cartShipping = typedCookie(
  "cartShipping",
  z.object({
    destination: z.object({ country: short, state: short, postalCode: short }).nullable(),
    choice: short.nullable(),
    shipperNumber: short.nullable(),
  }),
);

/**
 * The destination and carrier choice made on the cart page, kept in a signed cookie for visitors and buyers alike
 * (a buyer's saved address and preference stay as they are). Nothing chosen without one, or with a bad signature or shape.
 */
export async function readCartShipping(request: Request): Promise<CartShippingChoices> {
  return (await cartShipping.read(request)) ?? NO_CHOICES;
}

/** The Set-Cookie value that keeps these choices. */
export function commitCartShipping(choices: CartShippingChoices): Promise<string> {
  return cartShipping.serialize(choices);
}
