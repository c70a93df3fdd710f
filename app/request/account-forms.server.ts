/**
 * The account pages' conform forms as their actions read them, with the schemas the forms check in the browser.
 * Server-only, so the pages' own JavaScript reaches neither zod nor conform: the forms load theirs on demand.
 */
import { parseWithZod } from "@conform-to/zod";
import { activeCustomerSchema, companyNameSchema } from "~/domain/accounts/company";
import type { PreferenceCarrier } from "~/domain/accounts/shipping-preferences";
import { preferencesSchema } from "~/domain/accounts/shipping-preferences-schema";

/** The company rename form, checked. */
export function readCompanyRename(formData: FormData) {
  return parseWithZod(formData, { schema: companyNameSchema });
}

/** The customer a buyer chose to buy for (any page's switch), or null for a post that names none. */
export function readActiveCustomer(formData: FormData): string | null {
  const parsed = activeCustomerSchema.safeParse(Object.fromEntries(formData));
  return parsed.success ? parsed.data.customerId : null;
}

/** The shipping preferences form, checked against the catalogue's carriers. */
export function readShippingPreferences(formData: FormData, carriers: readonly PreferenceCarrier[]) {
  return parseWithZod(formData, { schema: preferencesSchema(carriers) });
}
