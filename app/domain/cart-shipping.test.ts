import { describe, expect, it } from "vitest";
import { NO_CHOICES, parseDestination, parseShippingChoice, shipperPrefill, shippingStart, type ChoiceOption, type SavedShipping } from "./cart-shipping";

describe("parseDestination", () => {
  it("takes a US destination with its state code and ZIP, normalized", () => {
    expect(parseDestination({ country: " us ", state: "pa", postalCode: "15222 1234" })).toEqual({
      ok: true,
      value: { country: "US", state: "PA", postalCode: "15222-1234" },
    });
  });

  it("takes Canada and Mexico with a province of their list, and other countries with free text", () => {
    expect(parseDestination({ country: "CA", state: "on", postalCode: "k1a0b1" })).toEqual({
      ok: true,
      value: { country: "CA", state: "ON", postalCode: "K1A 0B1" },
    });
    expect(parseDestination({ country: "MX", state: "NL", postalCode: "64000" })).toMatchObject({ ok: true });
    expect(parseDestination({ country: "DE", state: "", postalCode: "" })).toEqual({ ok: true, value: { country: "DE", state: "", postalCode: "" } });
  });

  it("refuses a missing or unknown country, keeping what was typed", () => {
    expect(parseDestination({ country: "", state: "PA", postalCode: "15222" })).toEqual({
      ok: false,
      values: { country: "", state: "PA", postalCode: "15222" },
      errors: { country: "thisFieldIsRequired" },
    });
    expect(parseDestination({ country: "ZZ" })).toMatchObject({ ok: false, errors: { country: "accountCountryUnknown" } });
  });

  it("refuses a state that is not the country's and a postal code not in its form, both at once", () => {
    expect(parseDestination({ country: "US", state: "ON", postalCode: "1522" })).toEqual({
      ok: false,
      values: { country: "US", state: "ON", postalCode: "1522" },
      errors: { state: "accountStateUnknown", postalCode: "accountPostalCodeUS" },
    });
    expect(parseDestination({ country: "US", state: "", postalCode: "" })).toMatchObject({
      errors: { state: "accountStateRequired", postalCode: "thisFieldIsRequired" },
    });
    expect(parseDestination({ country: "DE", state: "x".repeat(101), postalCode: "y".repeat(21) })).toMatchObject({
      errors: { state: "accountFieldTooLong100", postalCode: "accountFieldTooLong20" },
    });
  });

  it("reads anything that is not a string (a repeated field, a file, nothing) as empty", () => {
    expect(parseDestination({ country: ["US", "CA"], state: 4, postalCode: undefined })).toMatchObject({
      ok: false,
      errors: { country: "thisFieldIsRequired" },
    });
  });
});

const OPTIONS: ChoiceOption[] = [
  { key: "fedex:ground", carrier: "fedex", collect: false },
  { key: "fedex:air2day", carrier: "fedex", collect: false },
  { key: "ups-collect:ground", carrier: "ups-collect", collect: true },
  { key: "dhl-collect:air2day", carrier: "dhl-collect", collect: true },
];

describe("parseShippingChoice", () => {
  it("takes an offered option; a prepaid one needs no shipper number", () => {
    expect(parseShippingChoice({ choice: "fedex:air2day", "shipper.ups-collect": "123" }, OPTIONS)).toEqual({
      ok: true,
      value: { choice: "fedex:air2day", shipperNumber: null },
    });
  });

  it("takes a collect carrier with the number typed in its own field", () => {
    expect(parseShippingChoice({ choice: "ups-collect:ground", "shipper.ups-collect": " 1Z-999 ", "shipper.dhl-collect": "" }, OPTIONS)).toEqual({
      ok: true,
      value: { choice: "ups-collect:ground", shipperNumber: "1Z-999" },
    });
  });

  it("refuses a collect carrier without its number, keeping every typed field", () => {
    expect(parseShippingChoice({ choice: "ups-collect:ground", "shipper.dhl-collect": "D-1" }, OPTIONS)).toEqual({
      ok: false,
      values: { choice: "ups-collect:ground", "shipper.ups-collect": "", "shipper.dhl-collect": "D-1" },
      errors: { "shipper.ups-collect": "shipperNumberRequired" },
    });
  });

  it("refuses a shipper number that is too long or has other characters", () => {
    expect(parseShippingChoice({ choice: "dhl-collect:air2day", "shipper.dhl-collect": "x".repeat(31) }, OPTIONS)).toMatchObject({
      errors: { "shipper.dhl-collect": "accountShippingNumberTooLong" },
    });
    expect(parseShippingChoice({ choice: "dhl-collect:air2day", "shipper.dhl-collect": "12;drop" }, OPTIONS)).toMatchObject({
      errors: { "shipper.dhl-collect": "accountShippingNumberInvalid" },
    });
  });

  it("refuses a choice that is not offered now, or none", () => {
    expect(parseShippingChoice({ choice: "fedex:air1day" }, OPTIONS)).toMatchObject({ ok: false, errors: { choice: "cartShippingChoiceUnknown" } });
    expect(parseShippingChoice({}, OPTIONS)).toMatchObject({ ok: false, values: { choice: "" }, errors: { choice: "cartShippingChoiceUnknown" } });
    expect(parseShippingChoice({ choice: "fedex:ground" }, [])).toMatchObject({ ok: false });
  });
});

const SAVED: SavedShipping = {
  address: { country: "US", state: "OH", postalCode: "44101", taxable: false },
  preferences: { carrier: "ups-collect", method: "air2day", shipperNumbers: { "ups-collect": "U-1", "dhl-collect": "D-1" } },
};

describe("shippingStart", () => {
  it("starts a visitor with nothing chosen from nothing", () => {
    expect(shippingStart(NO_CHOICES, null)).toEqual({ address: null, shipToTaxable: true, selection: null, shipperNumber: null });
  });

  it("starts a buyer from their selected address (with its taxable flag) and their preference with its saved number", () => {
    expect(shippingStart(NO_CHOICES, SAVED)).toEqual({
      address: SAVED.address,
      shipToTaxable: false,
      selection: { carrier: "ups-collect", method: "air2day" },
      shipperNumber: "U-1",
    });
  });

  it("lets the cart page's choices win; a typed destination counts as taxable", () => {
    const destination = { country: "US", state: "PA", postalCode: "15222" };
    expect(shippingStart({ destination, choice: "dhl-collect:air2day", shipperNumber: "D-9" }, SAVED)).toEqual({
      address: destination,
      shipToTaxable: true,
      selection: { carrier: "dhl-collect", method: "air2day" },
      shipperNumber: "D-9",
    });
    expect(shippingStart({ destination: null, choice: "ups-standard", shipperNumber: null }, null)).toMatchObject({
      selection: { carrier: "ups-standard", method: null },
    });
  });

  it("ignores a preference without a method", () => {
    expect(shippingStart(NO_CHOICES, { address: null, preferences: { carrier: null, method: null, shipperNumbers: {} } }).selection).toBeNull();
  });
});

describe("shipperPrefill", () => {
  it("prefills the saved numbers, the one typed on the cart page for its carrier first", () => {
    expect(shipperPrefill(NO_CHOICES, SAVED)).toEqual({ "ups-collect": "U-1", "dhl-collect": "D-1" });
    expect(shipperPrefill({ destination: null, choice: "ups-collect:ground", shipperNumber: "U-2" }, SAVED)).toEqual({
      "ups-collect": "U-2",
      "dhl-collect": "D-1",
    });
    expect(shipperPrefill({ destination: null, choice: "ups-collect:ground", shipperNumber: "U-2" }, null)).toEqual({ "ups-collect": "U-2" });
  });
});
