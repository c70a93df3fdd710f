import { parseWithZod } from "@conform-to/zod";
import { describe, expect, it } from "vitest";
import type { StringKey } from "~/i18n/string-keys";
import { choiceValue, PREFERENCE_MESSAGE_KEYS, shipperField } from "./shipping-preferences";
import { preferencesSchema } from "./shipping-preferences-schema";

const CARRIERS = [
  { slug: "fedex", isInternational: false, collect: false, methods: [{ id: "ground" }, { id: "air2day" }, { id: "air1day" }] },
  { slug: "ups-collect", isInternational: false, collect: true, methods: [{ id: "ground" }, { id: "air2day" }, { id: "air1day" }] },
  { slug: "dhl-collect", isInternational: false, collect: true, methods: [{ id: "air2day" }] },
  { slug: "ups-standard", isInternational: true, collect: false, methods: [] },
];

/** The form as posted, read by conform as the action and the browser read it: the value, or each field's errors. */
function parsePreferences(fields: Record<string, string | string[]>) {
  const data = new FormData();
  for (const [name, value] of Object.entries(fields)) for (const v of [value].flat()) data.append(name, v);
  const submission = parseWithZod(data, { schema: preferencesSchema(CARRIERS) });
  return submission.status === "success" ? { ok: true, value: submission.value } : { ok: false, errors: submission.reply().error };
}

describe("the shipping preferences form", () => {
  it("takes a domestic carrier's method and trims the collect carriers' shipper numbers", () => {
    expect(parsePreferences({ choice: "ups-collect:air2day", [shipperField("ups-collect")]: "  1X-234 56 ", [shipperField("dhl-collect")]: "" })).toEqual({
      ok: true,
      value: { carrier: "ups-collect", method: "air2day", shipperNumbers: { "ups-collect": "1X-234 56" } },
    });
  });
  it("takes no preference and no numbers", () => {
    expect(parsePreferences({})).toEqual({ ok: true, value: { carrier: null, method: null, shipperNumbers: {} } });
    expect(parsePreferences({ choice: "" })).toMatchObject({ ok: true, value: { carrier: null } });
  });
  it.each([["dhl-collect:ground"], ["ups-standard:ground"], ["nobody:ground"], ["fedex"], ["x".repeat(500)]])("refuses the choice %s", (choice) => {
    expect(parsePreferences({ choice })).toEqual({ ok: false, errors: { choice: ["accountShippingChoiceUnknown"] } });
  });
  it("requires the number of a collect carrier chosen as the preference", () => {
    expect(parsePreferences({ choice: "dhl-collect:air2day", [shipperField("dhl-collect")]: "  " })).toEqual({
      ok: false,
      errors: { "shipper.dhl-collect": ["shipperNumberRequired"] },
    });
  });
  it("refuses numbers that are too long or hold other characters, and the choice, every field at once", () => {
    expect(parsePreferences({ choice: "nobody:ground", [shipperField("ups-collect")]: "9".repeat(31), [shipperField("dhl-collect")]: "12\u202e" })).toEqual({
      ok: false,
      errors: {
        choice: ["accountShippingChoiceUnknown"],
        "shipper.ups-collect": ["accountShippingNumberTooLong"],
        "shipper.dhl-collect": ["accountShippingNumberInvalid"],
      },
    });
  });
  it("ignores a shipper number for a carrier that is not collect, and a repeated field", () => {
    expect(parsePreferences({ choice: ["fedex:ground", "fedex:air2day"], [shipperField("fedex")]: "123" })).toEqual({
      ok: true,
      value: { carrier: null, method: null, shipperNumbers: {} },
    });
  });
  it("keeps what was typed in its reply", () => {
    const data = new FormData();
    data.append("choice", "ups-collect:ground");
    data.append(shipperField("ups-collect"), "1Z 99!");
    expect(parseWithZod(data, { schema: preferencesSchema(CARRIERS) }).reply().initialValue).toEqual({
      choice: "ups-collect:ground",
      shipper: { "ups-collect": "1Z 99!" },
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
