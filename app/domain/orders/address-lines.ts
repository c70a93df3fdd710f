import type { ContactSnapshot } from "./order";

/** An address as printed on an order (page and mail): name, company, street, city line, country, phone; empty parts left out. */
export function addressLines(contact: Omit<ContactSnapshot, "id">, countryName: string): string[] {
  const cityLine = [contact.addressCity, [contact.addressState, contact.addressPostalCode].filter(Boolean).join(" ")].filter(Boolean).join(", ");
  return [
    [contact.nameFirst, contact.nameLast].filter(Boolean).join(" "),
    contact.nameCompany,
    contact.addressLine1,
    contact.addressLine2,
    cityLine,
    countryName,
    contact.phone1,
  ].filter((line) => line !== "");
}
