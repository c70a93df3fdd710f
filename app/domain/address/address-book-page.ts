/**
 * The address book page's rules (docs/accounts.md#the-address-book-page): what its URL opens, how its addresses are
 * grouped, and the form posts it takes. Pure: the route hands in the buyer's addresses and the posted fields.
 */
import { z } from "zod";
import { CONTACT_FIELDS, type ContactField } from "./contact-schema";

/** The smallest shape of an address these rules read. */
type Listed = { id: string; customerId: string; readOnly: boolean };

/** What the URL opens: `?address=new` the add form, `?address={id}` the edit form, `?remove={id}` the remove confirmation. */
export type AddressPanel<T> = { kind: "add" } | { kind: "edit"; address: T } | { kind: "remove"; address: T };

/** Why an address the URL names is not opened: it is not one of the buyer's, or the buyer may not change it. */
export type PanelRefusal = "notFound" | "readOnly";

/**
 * The panel the URL asks for among the buyer's addresses. An id that is not theirs (unknown or another buyer's)
 * opens nothing and is refused as not found, so the page never tells whether it exists; a read-only address opens
 * neither form. `?address` wins over `?remove` when both are given.
 */
export function panelFor<T extends Listed>(
  params: { address: string | null; remove: string | null },
  addresses: readonly T[],
): { panel: AddressPanel<T> | null; refused: PanelRefusal | null } {
  if (params.address === "new") return { panel: { kind: "add" }, refused: null };
  const [kind, id] =
    params.address !== null ? (["edit", params.address] as const) : params.remove !== null ? (["remove", params.remove] as const) : [null, null];
  if (kind === null) return { panel: null, refused: null };
  const address = addresses.find((a) => a.id === id);
  if (!address) return { panel: null, refused: "notFound" };
  if (address.readOnly) return { panel: null, refused: "readOnly" };
  return { panel: { kind, address }, refused: null };
}

export type CustomerGroup<T> = { customer: { id: string; name: string }; addresses: T[] };

/** The addresses under their customers, in the customers' order; a customer without addresses is left out. */
export function groupByCustomer<T extends Listed>(addresses: readonly T[], customers: readonly { id: string; name: string }[]): CustomerGroup<T>[] {
  return customers
    .map((customer) => ({ customer, addresses: addresses.filter((a) => a.customerId === customer.id) }))
    .filter((group) => group.addresses.length > 0);
}

const id = z.string().trim().min(1);
/** A default choice: a contact id, or "" for none. */
const choice = z
  .string()
  .trim()
  .transform((v) => v || null);

/**
 * A form post's intent and ids; the contact's own fields are checked by the contact schema. `customerId` (add) names
 * one of the buyer's customers, "" or absent for the active one.
 */
export const addressPostSchema = z.discriminatedUnion("intent", [
  z.object({ intent: z.literal("add"), customerId: choice.optional().transform((v) => v ?? undefined) }),
  z.object({ intent: z.literal("update"), id }),
  z.object({ intent: z.literal("remove"), id }),
  z.object({ intent: z.literal("defaults"), billingContactId: choice, shippingContactId: choice }),
]);

export type AddressPost = z.output<typeof addressPostSchema>;

/** A contact's fields as the form holds them: strings, a checked `taxable` as "on" and an unchecked one absent. */
export function contactFormValues(contact: Record<ContactField, string | boolean>): Partial<Record<ContactField, string>> {
  const values: Partial<Record<ContactField, string>> = {};
  for (const field of CONTACT_FIELDS) {
    const value = contact[field];
    if (typeof value === "string") values[field] = value;
    else if (value) values[field] = "on";
  }
  return values;
}
