import { describe, expect, it } from "vitest";
import type { StringKey } from "~/i18n/string-keys";
import { choiceValue, parsePreferences, PREFERENCE_MESSAGE_KEYS, shipperField } from "./shipping-preferences";

const CARRIERS = [
  { slug: "fedex", isInternational: false, collect: false, methods: [{ id: "ground" }, { id: "air2day" }, { id: "air1day" }] },
  { slug: "ups-collect", isInternational: false, collect: true, methods: [{ id: "ground" }, { id: "air2day" }, { id: "air1day" }] },
  { slug: "dhl-collect", isInternational: false, collect: true, methods: [{ id: "air2day" }] },
  { slug: "ups-standard", isInternational: true, collect: false, methods: [] },
];

describe("parsePreferences", () => {
  it("takes a domestic carrier's method and trims the collect carriers' shipper numbers", () => {
    expect(
      parsePreferences({ choice: "ups-collect:air2day", [shipperField("ups-collect")]: "  1X-234 56 ", [shipperField("dhl-collect")]: "" }, CARRIERS),
    ).toEqual({
      ok: true,
      value: { carrier: "ups-collect", method: "air2day", shipperNumbers: { "ups-collect": "1X-234 56" } },
    });
  });
  it("takes no preference and no numbers", () => {
    expect(parsePreferences({}, CARRIERS)).toEqual({ ok: true, value: { carrier: null, method: null, shipperNumbers: {} } });
    expect(parsePreferences({ choice: "" }, CARRIERS)).toMatchObject({ ok: true, value: { carrier: null } });
  });
  it.each([["dhl-collect:ground"], ["ups-standard:ground"], ["nobody:ground"], ["fedex"], ["x".repeat(500)]])("refuses the choice %s", (choice) => {
    expect(parsePreferences({ choice }, CARRIERS)).toEqual({ ok: false, errors: { choice: "accountShippingChoiceUnknown" } });
  });
  it("requires the number of a collect carrier chosen as the preference", () => {
    expect(parsePreferences({ choice: "dhl-collect:air2day", [shipperField("dhl-collect")]: "  " }, CARRIERS)).toEqual({
      ok: false,
      errors: { "shipper.dhl-collect": "shipperNumberRequired" },
    });
  });
  it("refuses numbers that are too long or hold other characters, reporting every field at once", () => {
    const result = parsePreferences({ [shipperField("ups-collect")]: "9".repeat(31), [shipperField("dhl-collect")]: "12\u0000" }, CARRIERS);
    expect(result).toEqual({
      ok: false,
      errors: { "shipper.ups-collect": "accountShippingNumberTooLong", "shipper.dhl-collect": "accountShippingNumberInvalid" },
    });
  });
  it("ignores a shipper number for a carrier that is not collect, and non-string values", () => {
    expect(parsePreferences({ choice: ["fedex:ground"], [shipperField("fedex")]: "123" }, CARRIERS)).toEqual({
      ok: true,
      value: { carrier: null, method: null, shipperNumbers: {} },
    });
  });
  it("writes the choice value back as the form names it", () => {
    expect(choiceValue("fedex", "ground")).toBe("fedex:ground");
    expect(choiceValue(null, null)).toBe("");
  });
  it("gives messages that are translation keys", () => {
    const keys: readonly StringKey[] = PREFERENCE_MESSAGE_KEYS;
    expect(keys.length).toBe(4);
  });
});
