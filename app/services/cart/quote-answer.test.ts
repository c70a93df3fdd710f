import { describe, expect, it } from "vitest";
import { ANONYMOUS_BUYER } from "~/domain/buyer";
import { priceLine } from "~/domain/cart-lines";
import { zoneTable, type Address } from "~/domain/destination";
import { quote } from "~/domain/quote";
import { CARRIERS, RULES, SHIPPING_RULES, ZONES } from "~/domain/testing/catalogue";
import { translate, type Translate } from "~/i18n/translate";
import cartStrings from "../../../content/strings/cart.json";
import checkoutStrings from "../../../content/strings/checkout.json";
import { issueErrors, quoteAnswer, unknownItemErrors } from "./quote-answer";
import type { CarrierSelection } from "~/domain/carriers";
import type { CartQuote } from "./types";

const strings = (lang: "en" | "es") => Object.fromEntries(Object.entries({ ...cartStrings, ...checkoutStrings }).map(([key, text]) => [key, text[lang]]));
const en: Translate = (key, vars) => translate(strings("en"), key, vars);
const es: Translate = (key, vars) => translate(strings("es"), key, vars);

const TABLES = { carriers: CARRIERS, zones: zoneTable(ZONES), shippingRules: SHIPPING_RULES };
const line = (pn: string, quantity: number, saleCents: number, callForPrice = false) => ({
  ...priceLine({ pn, quantity, listPriceCents: 2000, saleCents, callForPrice, tariff: false, pkgqty: 1, wireDuct: false }, [
    { pn: "DS-125*", exemptFromFreeShipping: false, leadTime10Days: true },
  ]),
  title: `Part ${pn}`,
  slug: { _type: "localeSlug" as const, en: pn, es: pn },
  image: null,
});

function cartQuote(address: Address, selection: CarrierSelection | null = null, lines = [line("SS22-2Y-10", 3, 1240), line("DS-125-1", 1, 1900)]): CartQuote {
  const result = quote({ lines, address, buyer: ANONYMOUS_BUYER, selection, ifNotOffered: "default", shipperNumber: null, shipToTaxable: true }, TABLES, RULES);
  return {
    cart: { lines, subtotalCents: result.charges.subtotalCents, callForPrice: lines.some((l) => l.callForPrice) },
    unknown: [],
    priceList: "OEM",
    nonStandardFeeCents: RULES.nonStandardWireDuctFeeCents,
    destination: result.destination,
    selection: result.selection,
    notOffered: result.notOffered,
    options: result.options.map((option) => ({
      key: option.key,
      carrier: option.carrier.slug,
      carrierTitle: option.carrier.title,
      method: option.method?.id ?? null,
      collect: option.carrier.collect,
      shipping: option.shipping,
    })),
    note: result.rule?.note ?? null,
    charges: result.charges,
    problems: result.problems,
  };
}

describe("quoteAnswer", () => {
  it("answers the worked example in dollars, exact to the cent", () => {
    const answer = quoteAnswer(cartQuote({ country: "US", state: "PA", postalCode: "15222" }), en, "en");
    expect(answer).toMatchObject({
      priceList: "OEM",
      zone: 2,
      carrier: "fedex",
      method: "ground",
      subtotal: 56.2,
      handling: 0,
      tariff: 0,
      tariffSurcharge: 2.78,
      internationalFee: 0,
      shipping: 0,
      shippingNote: "Pittsburgh metro",
      tax: 3.54,
      taxIsEstimate: true,
      total: 62.52,
      totalExcludesShipping: false,
      errors: [],
    });
    expect(answer).not.toHaveProperty("shippingTbdReason");
    expect(answer.lines).toEqual([
      {
        pn: "SS22-2Y-10",
        title: "Part SS22-2Y-10",
        quantity: 3,
        list_price: 20,
        sale_price: 12.4,
        subTotalListPrice: 60,
        subTotalSalePrice: 37.2,
        nonStandard: false,
        leadTime10Days: false,
        callForPrice: false,
      },
      {
        pn: "DS-125-1",
        title: "Part DS-125-1",
        quantity: 1,
        list_price: 20,
        sale_price: 19,
        subTotalListPrice: 20,
        subTotalSalePrice: 19,
        nonStandard: false,
        leadTime10Days: true,
        callForPrice: false,
      },
    ]);
    expect(answer.options[0]).toEqual({ carrier: "fedex", method: "ground" });
  });

  it("says why shipping is TBD and which field a problem is about, in the caller's language", () => {
    const abroad = quoteAnswer(cartQuote({ country: "CA", state: "ON", postalCode: "K1A 0B1" }), es, "es");
    expect(abroad).toMatchObject({
      carrier: null,
      method: null,
      shipping: "TBD",
      shippingTbdReason: { code: "noSelection", message: "Elija un transportista para ver el cargo de envío." },
      totalExcludesShipping: true,
      errors: [{ code: "carrierRequired", path: "carrier", message: expect.stringContaining("Elija un transportista") }],
    });
    const collect = quoteAnswer(cartQuote({ country: "US", state: "PA", postalCode: "15222" }, { carrier: "ups-collect", method: "ground" }), en, "en");
    expect(collect.errors).toEqual([
      { code: "shipperNumberRequired", path: "shipperNumber", message: "UPS collect ships on your own account: give your shipper number." },
    ]);
  });

  it("quotes what the cart page would choose for a choice not offered, with a notice in the caller's language", () => {
    const alaska = { country: "US", state: "AK", postalCode: "99501" };
    const ground = quoteAnswer(cartQuote(alaska, { carrier: "fedex", method: "ground" }), en, "en");
    expect(ground).toMatchObject({ carrier: "fedex", method: "air2day", shipping: 34.95, errors: [] });
    expect(ground.notices).toEqual([
      {
        code: "methodNotOffered",
        path: "method",
        message: "FedEx · Ground is not offered for this destination and order: this quote is for FedEx · 2nd-day air, as the cart would choose.",
      },
    ]);
    expect(quoteAnswer(cartQuote(alaska, { carrier: "fedex", method: null }), es, "es").notices).toEqual([
      {
        code: "methodRequired",
        path: "method",
        message: "No se indicó un método de FedEx (ground, air2day o air1day): esta cotización es para FedEx · Aéreo 2 días, como la elegiría el carrito.",
      },
    ]);
    const abroad = quoteAnswer(cartQuote({ country: "CA", state: "ON", postalCode: "K1A 0B1" }, { carrier: "ups-collect", method: "air2day" }), en, "en");
    expect(abroad).toMatchObject({ carrier: null, shipping: "TBD", errors: [{ code: "carrierRequired" }] });
    expect(abroad.notices).toEqual([
      {
        code: "carrierNotOffered",
        path: "carrier",
        message: "UPS collect · 2nd-day air is not offered for this destination and order: this quote has no carrier, choose one of the options.",
      },
    ]);
    expect(quoteAnswer(cartQuote(alaska, { carrier: "fedex", method: "air1day" }), en, "en").notices).toEqual([]);
  });

  it("names the lines without an online price", () => {
    const lines = [line("SS22-2Y-10", 3, 1240), line("SPECIAL-1", 1, 0, true)];
    const answer = quoteAnswer(cartQuote({ country: "US", state: "PA", postalCode: "15222" }, null, lines), en, "en");
    expect(answer.errors).toEqual([{ code: "callForPrice", message: "SPECIAL-1: no online price, call us for one. The total does not include it." }]);
  });
});

describe("issueErrors", () => {
  it("puts the field, the limit or the value sent into each message", () => {
    expect(
      issueErrors(
        [
          { path: "items[0].pn", code: "required" },
          { path: "", code: "invalidType" },
          { path: "items", code: "itemsTooMany" },
          { path: "items[1].quantity", code: "quantityNotWhole", value: "2.5" },
          { path: "destination.country", code: "countryUnknown", value: "XX" },
        ],
        en,
      ),
    ).toEqual([
      { code: "required", path: "items[0].pn", message: "items[0].pn is required." },
      { code: "invalidType", path: "", message: "body has the wrong type: see the Quote API in the documentation." },
      { code: "itemsTooMany", path: "items", message: "Ask for at most 500 items in one quote." },
      { code: "quantityNotWhole", path: "items[1].quantity", message: "“2.5” is not a whole number: enter a quantity such as 1 or 20." },
      { code: "countryUnknown", path: "destination.country", message: "“XX” is not a country code: use a two-letter ISO code such as US or CA." },
    ]);
  });
});

describe("unknownItemErrors", () => {
  it("points at each unknown part number where the body first named it", () => {
    const items = [
      { pn: "A", quantity: 1, index: 0 },
      { pn: "NOPE", quantity: 2, index: 2 },
    ];
    expect(unknownItemErrors(["NOPE"], items, es)).toEqual([
      { code: "unknownPartNumber", path: "items[2].pn", message: "No encontramos el número de parte «NOPE»." },
    ]);
  });
});
