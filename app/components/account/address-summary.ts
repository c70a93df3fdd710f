import type { AddressView } from "~/services/accounts/address-book-view";

/** One line naming an address, for a select's option or a confirmation. */
export function addressSummary(address: Pick<AddressView, "nameFirst" | "nameLast" | "nameCompany" | "addressLine1" | "addressCity">): string {
  return [`${address.nameFirst} ${address.nameLast}`, address.nameCompany, address.addressLine1, address.addressCity].filter(Boolean).join(", ");
}
