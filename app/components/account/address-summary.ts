import { withoutErpMarker } from "~/domain/address/read-only";
import type { AddressView } from "~/services/accounts/address-book-view";

/** One line naming an address, for a select's option or a confirmation; no ERP marker in it. */
export function addressSummary(address: Pick<AddressView, "nameFirst" | "nameLast" | "nameCompany" | "addressLine1" | "addressCity">): string {
  const names = [`${address.nameFirst} ${address.nameLast}`, address.nameCompany].map(withoutErpMarker);
  return [...names, address.addressLine1, address.addressCity].filter(Boolean).join(", ");
}
