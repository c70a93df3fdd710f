/**
 * The cart page's shipping forms (docs/shipping.md#on-the-cart-page), one zod schema each for the browser (conform
 * checks as the buyer types) and the cart's action: where the cart goes, and the carrier choice with a collect
 * carrier's shipper number. Messages are translation keys. Apart from ./cart-shipping.ts, which the cart page's own
 * code reaches, so the forms' code loads with them alone.
 */
import { z } from "zod";
import { PREFERENCE_MESSAGE_KEYS, shipperNumberError } from "./accounts/shipping-preferences";
import { isCountryCode } from "./address/country-codes";
import { normalizePostalCode } from "./address/postal-code";
import { findRegionCode, regionsOf } from "./address/regions";
import type { DestinationValues } from "./cart-shipping";
import { formValue } from "./forms/text-field";

/** The destination form's fields, in its order. */
export const DESTINATION_FIELDS = ["country", "state", "postalCode"] as const satisfies readonly (keyof DestinationValues)[];
type DestinationField = (typeof DESTINATION_FIELDS)[number];

/** Every message the destination form gives. */
export const DESTINATION_MESSAGE_KEYS = [
  "thisFieldIsRequired",
  "accountCountryUnknown",
  "accountStateRequired",
  "accountStateUnknown",
  "accountFieldTooLong100",
  "accountFieldTooLong20",
  "accountPostalCodeUS",
  "accountPostalCodeCA",
  "accountPostalCodeMX",
] as const;
export type DestinationMessageKey = (typeof DESTINATION_MESSAGE_KEYS)[number];

const STATE_MAX = 100;

/** The destination as stored, or each field's message (none for the others while the country is not known). */
function destinationRules(typed: DestinationValues): { value: DestinationValues | null; errors: Partial<Record<DestinationField, DestinationMessageKey>> } {
  const country = typed.country.toUpperCase();
  if (country === "") return { value: null, errors: { country: "thisFieldIsRequired" } };
  if (!isCountryCode(country)) return { value: null, errors: { country: "accountCountryUnknown" } };
  const errors: Partial<Record<DestinationField, DestinationMessageKey>> = {};
  let state = typed.state;
  if (regionsOf(country)) {
    const code = findRegionCode(country, state);
    if (code) state = code;
    else errors.state = state === "" ? "accountStateRequired" : "accountStateUnknown";
  } else if (state.length > STATE_MAX) errors.state = "accountFieldTooLong100";
  const postal = normalizePostalCode(country, typed.postalCode);
  if (!postal.ok) errors.postalCode = postal.error;
  return { value: postal.ok ? { country, state, postalCode: postal.value } : null, errors };
}

/**
 * The destination form, one schema for the browser (conform) and the action: a country of ISO 3166-1; for the United
 * States, Canada and Mexico a state or province of their list and a postal code in the country's form (the zone needs
 * it); elsewhere a free-text region and code. Anything that is no string counts as empty.
 */
export const destinationSchema = z
  .object({ country: formValue, state: formValue, postalCode: formValue })
  .superRefine((typed, ctx) => {
    for (const [path, message] of Object.entries(destinationRules(typed).errors)) ctx.addIssue({ code: "custom", path: [path], message });
  })
  .transform((typed) => destinationRules(typed).value!);

/** An option of the shipping slide-over, as far as reading its form needs. */
export type ChoiceOption = { key: string; carrier: string; collect: boolean };

/** Every message the shipping slide-over gives. */
export const SHIPPING_CHOICE_MESSAGE_KEYS = ["cartShippingChoiceUnknown", ...PREFERENCE_MESSAGE_KEYS] as const;
export type ShippingChoiceMessageKey = (typeof SHIPPING_CHOICE_MESSAGE_KEYS)[number];

/**
 * The shipping slide-over, one schema for the browser and the action, made for the options offered now: `choice`
 * must be one of them; a collect carrier needs the buyer's shipper number in its own field `shipper.{carrier}`
 * (spec section 5), letters, digits, spaces and dashes, at most 30. The other carriers' fields are not read.
 */
export function shippingChoiceSchema(options: readonly ChoiceOption[]) {
  const collect = [...new Set(options.filter((option) => option.collect).map((option) => option.carrier))];
  const chosen = (choice: string) => options.find((option) => option.key === choice);
  return z
    .object({ choice: formValue, shipper: z.object(Object.fromEntries(collect.map((carrier) => [carrier, formValue]))).default({}) })
    .superRefine(({ choice, shipper }, ctx) => {
      const option = chosen(choice);
      const issue = (path: string[], message: ShippingChoiceMessageKey) => ctx.addIssue({ code: "custom", path, message });
      if (!option) return issue(["choice"], "cartShippingChoiceUnknown");
      if (!option.collect) return;
      const typed = shipper[option.carrier] ?? "";
      const error = typed === "" ? "shipperNumberRequired" : shipperNumberError(typed);
      if (error) issue(["shipper", option.carrier], error);
    })
    .transform(({ choice, shipper }) => {
      const option = chosen(choice)!;
      return { choice: option.key, shipperNumber: option.collect ? shipper[option.carrier]! : null };
    });
}
