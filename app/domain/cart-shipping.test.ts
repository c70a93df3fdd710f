import { describe, expect, it } from "vitest";
import { NO_CHOICES, shipperPrefill, shippingStart, type SavedShipping } from "./cart-shipping";

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
