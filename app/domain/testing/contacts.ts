/** A demo buyer's address as the orders' tests freeze it (the seeded contact CT-5001). */
export const MARIA_CONTACT = {
  id: "CT-5001",
  nameFirst: "Maria",
  nameLast: "Gonzalez",
  nameCompany: "Allegheny Controls Inc.",
  phone1: "+14125550100",
  addressLine1: "2200 Smallman St",
  addressLine2: "",
  addressCity: "Pittsburgh",
  addressState: "PA",
  addressPostalCode: "15222",
  addressCountry: "US",
};
