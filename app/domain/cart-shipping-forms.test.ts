import { parseWithZod } from "@conform-to/zod";
import { describe, expect, it } from "vitest";
import type { z } from "zod";
import { destinationSchema, shippingChoiceSchema, type ChoiceOption } from "./cart-shipping-forms";

/** A form post as conform reads it in the action and the browser: the value, or the typed values and each field's errors. */
function submit(schema: z.ZodTypeAny, fields: Record<string, string | string[]>) {
  const data = new FormData();
  for (const [name, value] of Object.entries(fields)) for (const v of [value].flat()) data.append(name, v);
  const submission = parseWithZod(data, { schema });
  if (submission.status === "success") return { ok: true, value: submission.value };
  const reply = submission.reply();
  return { ok: false, values: reply.initialValue, errors: reply.error };
}

const parseDestination = (fields: Record<string, string | string[]>) => submit(destinationSchema, fields);

describe("the destination form", () => {
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
      values: { state: "PA", postalCode: "15222" },
      errors: { country: ["thisFieldIsRequired"] },
    });
    expect(parseDestination({ country: "ZZ" })).toMatchObject({ ok: false, errors: { country: ["accountCountryUnknown"] } });
  });

  it("refuses a state that is not the country's and a postal code not in its form, both at once", () => {
    expect(parseDestination({ country: "US", state: "ON", postalCode: "1522" })).toEqual({
      ok: false,
      values: { country: "US", state: "ON", postalCode: "1522" },
      errors: { state: ["accountStateUnknown"], postalCode: ["accountPostalCodeUS"] },
    });
    expect(parseDestination({ country: "US", state: "", postalCode: "" })).toMatchObject({
      errors: { state: ["accountStateRequired"], postalCode: ["thisFieldIsRequired"] },
    });
    expect(parseDestination({ country: "DE", state: "x".repeat(101), postalCode: "y".repeat(21) })).toMatchObject({
      errors: { state: ["accountFieldTooLong100"], postalCode: ["accountFieldTooLong20"] },
    });
  });

  it("reads a repeated field as empty", () => {
    expect(parseDestination({ country: ["US", "CA"], state: "PA" })).toMatchObject({ ok: false, errors: { country: ["thisFieldIsRequired"] } });
  });
});

const OPTIONS: ChoiceOption[] = [
  { key: "fedex:ground", carrier: "fedex", collect: false },
  { key: "fedex:air2day", carrier: "fedex", collect: false },
  { key: "ups-collect:ground", carrier: "ups-collect", collect: true },
  { key: "dhl-collect:air2day", carrier: "dhl-collect", collect: true },
];

const parseShippingChoice = (fields: Record<string, string>, options = OPTIONS) => submit(shippingChoiceSchema(options), fields);

describe("the shipping slide-over's form", () => {
  it("takes an offered option; a prepaid one needs no shipper number", () => {
    expect(parseShippingChoice({ choice: "fedex:air2day", "shipper.ups-collect": "123" })).toEqual({
      ok: true,
      value: { choice: "fedex:air2day", shipperNumber: null },
    });
  });

  it("takes a collect carrier with the number typed in its own field", () => {
    expect(parseShippingChoice({ choice: "ups-collect:ground", "shipper.ups-collect": " 1Z-999 ", "shipper.dhl-collect": "" })).toEqual({
      ok: true,
      value: { choice: "ups-collect:ground", shipperNumber: "1Z-999" },
    });
  });

  it("refuses a collect carrier without its number, keeping every typed field", () => {
    expect(parseShippingChoice({ choice: "ups-collect:ground", "shipper.dhl-collect": "D-1" })).toEqual({
      ok: false,
      values: { choice: "ups-collect:ground", shipper: { "dhl-collect": "D-1" } },
      errors: { "shipper.ups-collect": ["shipperNumberRequired"] },
    });
  });

  it("refuses a shipper number that is too long or has other characters", () => {
    expect(parseShippingChoice({ choice: "dhl-collect:air2day", "shipper.dhl-collect": "x".repeat(31) })).toMatchObject({
      errors: { "shipper.dhl-collect": ["accountShippingNumberTooLong"] },
    });
    expect(parseShippingChoice({ choice: "dhl-collect:air2day", "shipper.dhl-collect": "12;drop" })).toMatchObject({
      errors: { "shipper.dhl-collect": ["accountShippingNumberInvalid"] },
    });
  });

  it("refuses a choice that is not offered now, or none", () => {
    expect(parseShippingChoice({ choice: "fedex:air1day" })).toMatchObject({ ok: false, errors: { choice: ["cartShippingChoiceUnknown"] } });
    expect(parseShippingChoice({})).toMatchObject({ ok: false, errors: { choice: ["cartShippingChoiceUnknown"] } });
    expect(parseShippingChoice({ choice: "fedex:ground" }, [])).toMatchObject({ ok: false });
  });
});
