import type { ContactSnapshot } from "~/domain/orders/order";
import type { CxmlAddress } from "~/domain/punchout/cxml";

/** An OrderRequest's address as the order keeps it: the person it is delivered to, else the address's name. */
export function contactSnapshotOfCxml(address: CxmlAddress): ContactSnapshot {
  const person = (address.deliverTo[0] ?? "").trim();
  const [first = "", ...rest] = person.split(/\s+/);
  const [line1 = "", ...more] = address.street;
  return {
    id: address.addressId ?? "",
    nameFirst: rest.length > 0 ? first : "",
    nameLast: rest.length > 0 ? rest.join(" ") : first,
    nameCompany: address.name,
    phone1: address.phone ?? "",
    addressLine1: line1,
    addressLine2: more.join(", "),
    addressCity: address.city,
    addressState: address.state,
    addressPostalCode: address.postalCode,
    addressCountry: address.countryCode,
  };
}
