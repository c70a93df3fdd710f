import { parseWithZod } from "@conform-to/zod";
import { describe, expect, it } from "vitest";
import { carrierToShow, checkoutFormSchema, checkoutIntentSchema, problemErrors } from "./checkout-form";
import { NOTES_MAX, PO_NUMBER_MAX } from "./checkout-limits";

const form = { billingContactId: "CT-5001", shippingContactId: "CT-5003", shipping: "fedex:ground", shipperNumber: "", poNumber: " PO-77 ", notes: "" };

/** The form posted as a browser posts it (a repeated field twice), read as the server and the browser read it. */
function parseCheckoutForm(fields: Record<string, string | string[] | undefined>) {
  const data = new FormData();
  for (const [name, value] of Object.entries(fields)) for (const one of [value ?? []].flat()) data.append(name, one);
  const submission = parseWithZod(data, { schema: checkoutFormSchema });
  if (submission.status === "success") return { ok: true, value: submission.value };
  return { ok: false, errors: Object.fromEntries(Object.entries(submission.error ?? {}).map(([name, messages]) => [name, messages?.[0]])) };
}

describe("the checkout form", () => {
  it("reads the choices, trimmed, with the carrier option as a selection", () => {
    expect(parseCheckoutForm(form)).toEqual({
      ok: true,
      value: {
        billingContactId: "CT-5001",
        shippingContactId: "CT-5003",
        selection: { carrier: "fedex", method: "ground" },
        shipperNumber: null,
        poNumber: "PO-77",
        notes: "",
      },
    });
  });

  it("leaves the selection to the destination's default when none is posted, keeps an international carrier alone, and a shipper number", () => {
    const none = parseCheckoutForm({ ...form, shipping: undefined });
    expect(none.ok && none.value?.selection).toBeNull();
    expect(parseCheckoutForm({ ...form, shipping: "" })).toMatchObject({ ok: true, value: { selection: null } });
    const international = parseCheckoutForm({ ...form, shipping: "ups-standard", shipperNumber: " 12-AB 9 " });
    expect(international.ok && international.value).toMatchObject({ selection: { carrier: "ups-standard", method: null }, shipperNumber: "12-AB 9" });
  });

  it("keeps the notes' line breaks (as \\n) and allows them up to the limit", () => {
    const parsed = parseCheckoutForm({ ...form, notes: "Dock 4\r\nbefore noon\ttoday — ñ" });
    expect(parsed.ok && parsed.value?.notes).toBe("Dock 4\nbefore noon\ttoday — ñ");
    expect(parseCheckoutForm({ ...form, notes: "x".repeat(NOTES_MAX) }).ok).toBe(true);
    expect(parseCheckoutForm({ ...form, poNumber: "P".repeat(PO_NUMBER_MAX) }).ok).toBe(true);
  });

  it("refuses every bad field at once, each with its message", () => {
    expect(
      parseCheckoutForm({
        billingContactId: "",
        shippingContactId: "  ",
        shipping: "fedex:ground",
        shipperNumber: "no/slashes",
        poNumber: "P".repeat(PO_NUMBER_MAX + 1),
        notes: "x".repeat(NOTES_MAX + 1),
      }),
    ).toEqual({
      ok: false,
      errors: {
        billingContactId: "checkoutBillingRequired",
        shippingContactId: "checkoutShippingAddressRequired",
        shipperNumber: "accountShippingNumberInvalid",
        poNumber: "checkoutPoNumberTooLong",
        notes: "checkoutNotesTooLong",
      },
    });
    // Nothing posted at all (conform sends empty fields as absent): the addresses are still required.
    expect(parseCheckoutForm({})).toEqual({
      ok: false,
      errors: { billingContactId: "checkoutBillingRequired", shippingContactId: "checkoutShippingAddressRequired" },
    });
  });

  it("refuses control characters: any in the PO number, all but line breaks and tabs in the notes", () => {
    expect(parseCheckoutForm({ ...form, poNumber: "PO\n1" })).toEqual({ ok: false, errors: { poNumber: "checkoutPoNumberInvalid" } });
    expect(parseCheckoutForm({ ...form, notes: "a\0b" })).toEqual({ ok: false, errors: { notes: "checkoutNotesInvalid" } });
    expect(parseCheckoutForm({ ...form, notes: "a\u0085b" })).toEqual({ ok: false, errors: { notes: "checkoutNotesInvalid" } });
    expect(parseCheckoutForm({ ...form, shipperNumber: "1".repeat(31) })).toEqual({ ok: false, errors: { shipperNumber: "accountShippingNumberTooLong" } });
  });

  it("refuses a repeated field with the field's own message", () => {
    expect(parseCheckoutForm({ ...form, billingContactId: ["CT-1", "CT-2"] })).toEqual({ ok: false, errors: { billingContactId: "checkoutAddressUnknown" } });
    expect(parseCheckoutForm({ ...form, notes: ["a", "b"] })).toEqual({ ok: false, errors: { notes: "checkoutNotesInvalid" } });
  });
});

describe("the quote's problems on the form", () => {
  it("puts each problem on its field, call for price on the form, and skips an empty cart", () => {
    expect(problemErrors(["carrierNotOffered", "shipperNumberRequired", "callForPrice", "noDestination", "emptyCart"])).toEqual({
      fieldErrors: { shipping: ["checkoutCarrierNotOffered"], shipperNumber: ["shipperNumberRequired"], shippingContactId: ["checkoutNoDestination"] },
      formErrors: ["checkoutCallForPrice"],
    });
    expect(problemErrors(["carrierRequired"])).toEqual({ fieldErrors: { shipping: ["checkoutCarrierRequired"] } });
    expect(problemErrors(["methodNotOffered", "carrierNotOffered"])).toEqual({ fieldErrors: { shipping: ["checkoutMethodNotOffered"] } });
    expect(problemErrors([])).toEqual({ fieldErrors: {} });
  });
});

describe("the carrier shown again for the chosen shipping address", () => {
  const domestic = ["fedex:ground", "fedex:air2day", "fedex:air1day", "ups-collect:ground"];
  const alaska = ["fedex:air2day", "fedex:air1day"];
  const abroad = ["fedex-intl-economy", "ups-standard"];

  it("keeps the posted option when the address offers it (a carrier without methods too)", () => {
    expect(carrierToShow("fedex:air2day", alaska)).toEqual({ shipping: "fedex:air2day", error: null });
    expect(carrierToShow(" ups-standard ", abroad)).toEqual({ shipping: "ups-standard", error: null });
  });

  it("drops an option the address does not offer, and says to choose again", () => {
    expect(carrierToShow("fedex:ground", alaska)).toEqual({ shipping: "", error: "checkoutCarrierChooseAgain" });
    expect(carrierToShow("fedex:ground", abroad)).toEqual({ shipping: "", error: "checkoutCarrierChooseAgain" });
    expect(carrierToShow("ups-standard", domestic)).toEqual({ shipping: "", error: "checkoutCarrierChooseAgain" });
    expect(carrierToShow("mule:ground", domestic)).toEqual({ shipping: "", error: "checkoutCarrierChooseAgain" });
  });

  it("leaves no choice as none, with nothing to say, whatever is offered", () => {
    expect(carrierToShow("", domestic)).toEqual({ shipping: "", error: null });
    expect(carrierToShow("  ", [])).toEqual({ shipping: "", error: null });
  });
});

describe("the checkout's intents", () => {
  it("include updating the shipping options, and nothing unknown", () => {
    expect(checkoutIntentSchema.safeParse("quote").success).toBe(true);
    expect(checkoutIntentSchema.options).toEqual(["review", "place", "edit", "addAddress", "quote"]);
    expect(checkoutIntentSchema.safeParse("requote").success).toBe(false);
  });
});
