/**
 * docs/accounts.md#read-only-addresses: addresses the ERP maintains carry a marker in a name field, `(W` and exactly 10
 * digits and `)`, e.g. "Allegheny Controls Inc. (W4125550199)". Such an address is read-only for the buyer unless
 * it is its customer's primary contact.
 */

export type ContactNames = { nameFirst: string; nameLast: string; nameCompany: string };

const ERP_MARKER = /\(W\d{10}\)/g;

const markersOf = (text: string): string[] => text.match(ERP_MARKER) ?? [];

/** Whether any of the name fields carries the ERP's marker. */
export function hasErpMarker(names: ContactNames): boolean {
  return [names.nameFirst, names.nameLast, names.nameCompany].some((name) => markersOf(name).length > 0);
}

/**
 * Whether a name a buyer typed carries a marker that `stored` (the same field of the contact being changed; "" for a
 * new one) does not: a typed marker would make the buyer's own address read-only for good, while an editable contact
 * that carries one (a primary contact) keeps it.
 */
export function addsErpMarker(typed: string, stored = ""): boolean {
  const kept = markersOf(stored);
  return markersOf(typed).some((marker) => !kept.includes(marker));
}

/** A name as buyers read it: the ERP's marker is a code for the shop's systems, left out of what is shown. */
export function withoutErpMarker(name: string): string {
  return markersOf(name).length === 0 ? name : name.replace(ERP_MARKER, "").replace(/ {2,}/g, " ").trim();
}

/** The read-only rule, given the contact and its customer's primary contact id. */
export function isReadOnlyContact(contact: ContactNames & { id: string }, primaryContactId: string | null): boolean {
  return contact.id !== primaryContactId && hasErpMarker(contact);
}
