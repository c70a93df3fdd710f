import { describe, expect, it } from "vitest";
import { contactSnapshotOfCxml } from "./order-contacts";

const address = {
  addressId: "PGH-1",
  name: "Allegheny Controls Inc.",
  deliverTo: ["Maria de la Gonzalez", "Receiving dock 3"],
  street: ["100 Liberty Ave", "Suite 200", "Floor 2"],
  city: "Pittsburgh",
  state: "PA",
  postalCode: "15222",
  countryCode: "US",
  email: "maria@allegheny.example",
  phone: "412-555-0134",
};

describe("an order request's address as the order keeps it", () => {
  it("splits the person's name and keeps the streets", () => {
    expect(contactSnapshotOfCxml(address)).toEqual({
      id: "PGH-1",
      nameFirst: "Maria",
      nameLast: "de la Gonzalez",
      nameCompany: "Allegheny Controls Inc.",
      phone1: "412-555-0134",
      addressLine1: "100 Liberty Ave",
      addressLine2: "Suite 200, Floor 2",
      addressCity: "Pittsburgh",
      addressState: "PA",
      addressPostalCode: "15222",
      addressCountry: "US",
    });
  });

  it("a single name is the last name; no person, no street, no id leave them empty", () => {
    const bare = contactSnapshotOfCxml({ ...address, addressId: null, deliverTo: [], street: [], phone: null });
    expect(bare).toMatchObject({ id: "", nameFirst: "", nameLast: "", addressLine1: "", addressLine2: "", phone1: "" });
    expect(contactSnapshotOfCxml({ ...address, deliverTo: ["Receiving"] })).toMatchObject({ nameFirst: "", nameLast: "Receiving" });
  });
});
