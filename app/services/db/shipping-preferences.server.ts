import type { ShippingPreferences } from "~/domain/accounts/shipping-preferences";
import type { Database, Queryable } from "./database.server";

/** Reads and writes of a customer's shipping preferences. */
export function createShippingPreferencesRepository(db: Database) {
  return {
    async find(customerId: string): Promise<ShippingPreferences> {
      const [choice] = await db.query<{ carrier: string | null; method: string | null }>(
        "SELECT carrier, method FROM customer_shipping_preferences WHERE customer_id = $1",
        [customerId],
      );
      const numbers = await db.query<{ carrier: string; shipper_number: string }>(
        "SELECT carrier, shipper_number FROM customer_shipper_numbers WHERE customer_id = $1 ORDER BY carrier",
        [customerId],
      );
      return {
        carrier: choice?.carrier ?? null,
        method: choice?.method ?? null,
        shipperNumbers: Object.fromEntries(numbers.map((n) => [n.carrier, n.shipper_number])),
      };
    },

    /** Replaces the customer's preferences whole: a collect carrier left empty loses its number. */
    async save(customerId: string, preferences: ShippingPreferences): Promise<void> {
      await db.transaction(async (tx: Queryable) => {
        await tx.query(
          `INSERT INTO customer_shipping_preferences (customer_id, carrier, method) VALUES ($1, $2, $3)
           ON CONFLICT (customer_id) DO UPDATE SET carrier = excluded.carrier, method = excluded.method, updated_at = now()`,
          [customerId, preferences.carrier, preferences.method],
        );
        await tx.query("DELETE FROM customer_shipper_numbers WHERE customer_id = $1", [customerId]);
        for (const [carrier, number] of Object.entries(preferences.shipperNumbers)) {
          await tx.query("INSERT INTO customer_shipper_numbers (customer_id, carrier, shipper_number) VALUES ($1, $2, $3)", [customerId, carrier, number]);
        }
      });
    },
  };
}
