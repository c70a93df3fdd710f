import type { ShippingPreferences } from "~/domain/accounts/shipping-preferences";
import type { SessionUser } from "~/services/auth/index.server";
import { getSiteContent } from "~/services/content/site.server";
import { getDb } from "~/services/db/index.server";
import { createShippingPreferencesRepository } from "~/services/db/shipping-preferences.server";

/** The domestic carriers a preference may name, in the catalogue's order, with their titles for the form. */
export async function domesticCarriers() {
  return (await getSiteContent()).carriers
    .filter((carrier) => !carrier.isInternational)
    .map((carrier) => ({
      slug: carrier.slug.current,
      title: carrier.title,
      isInternational: false,
      collect: carrier.collect,
      methods: carrier.methods.map((method) => ({ id: method.id })),
    }));
}

/** The active customer's preferences; none without a customer. */
export async function preferencesOf(buyer: SessionUser): Promise<ShippingPreferences | null> {
  const customer = buyer.primaryCustomer;
  return customer ? createShippingPreferencesRepository(await getDb()).find(customer.id) : null;
}

/** Saves the preferences (checked by the form's schema) for the active customer; false without one. */
export async function savePreferences(buyer: SessionUser, preferences: ShippingPreferences): Promise<boolean> {
  const customer = buyer.primaryCustomer;
  if (!customer) return false;
  await createShippingPreferencesRepository(await getDb()).save(customer.id, preferences);
  return true;
}
