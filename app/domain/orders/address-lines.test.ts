import { expect, it } from "vitest";
import { addressLines } from "./address-lines";
import { MARIA_CONTACT } from "../testing/contacts";

const contact = MARIA_CONTACT;

it("prints an address line by line, leaving out the empty parts", () => {
  expect(addressLines(contact, "United States")).toEqual([
    "Maria Gonzalez",
    "Allegheny Controls Inc.",
    "2200 Smallman St",
    "Pittsburgh, PA 15222",
    "United States",
    "+14125550100",
  ]);
  expect(addressLines({ ...contact, nameCompany: "", addressLine2: "Dock 4", addressState: "", addressPostalCode: "" }, "Chile")).toEqual([
    "Maria Gonzalez",
    "2200 Smallman St",
    "Dock 4",
    "Pittsburgh",
    "Chile",
    "+14125550100",
  ]);
});

it("prints no ERP marker", () => {
  expect(
    addressLines(
      { ...contact, nameFirst: "Receiving", nameLast: "Dock 2 (W4125550199)", nameCompany: "Allegheny Controls Inc. (W4125550199)" },
      "United States",
    ).slice(0, 2),
  ).toEqual(["Receiving Dock 2", "Allegheny Controls Inc."]);
});
