/**
 * The cart page's shipping forms as its action reads them, with the schemas the forms check in the browser
 * (docs/cart.md#shipping-on-the-cart-page). Server-only, so neither zod nor conform rides in the cart page's own
 * JavaScript: the forms load theirs on demand.
 */
import { parseWithZod } from "@conform-to/zod";
import { destinationSchema, shippingChoiceSchema, type ChoiceOption } from "~/domain/cart-shipping-forms";

/** The destination form, checked. */
export function readDestinationForm(formData: FormData) {
  return parseWithZod(formData, { schema: destinationSchema });
}

/** The shipping slide-over, checked against the options offered now. */
export function readShippingForm(formData: FormData, options: readonly ChoiceOption[]) {
  return parseWithZod(formData, { schema: shippingChoiceSchema(options) });
}
