import { withoutErpMarker } from "../address/read-only";
import type { ContactSnapshot } from "./order";

/**
 * An address as printed on an order (page and mail): name, company, street, city line, country, phone; empty parts
 * left out, and no ERP marker in the names.
 */
export function addressLines(contact: Omit<ContactSnapshot, "id">, countryName: string): string[] {
  const cityLine = [contact.addressCity, [contact.addressState, contact.addressPostalCode].filter(Boolean).join(" ")].filter(Boolean).join(", ");
  return [
    withoutErpMarker([contact.nameFirst, contact.nameLast].filter(Boolean).join(" ")),
    withoutErpMarker(contact.nameCompany),
    contact.addressLine1,
    contact.addressLine2,
    cityLine,
    countryName,
    contact.phone1,
  ].filter((line) => line !== "");
}
