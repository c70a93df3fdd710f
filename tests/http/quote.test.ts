import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startBuiltServer, type BuiltServer } from "./support/built-server";
import { ANONYMOUS, band, buyerOf, cents, expectedQuote, product } from "./support/catalogue-quote";
import { bearerTokenFor, signedIn } from "./support/sign-in";

// The quote API (docs/apis.md "Quote API") against the built server; expected figures come from the catalogue files
// through tests/http/support/catalogue-quote.ts, which shares no code with the app.
let server: BuiltServer;
beforeAll(async () => {
  server = await startBuiltServer({ AUTH_RATE_LIMIT_FACTOR: "20" });
}, 120_000);
afterAll(async () => {
  await server?.stop();
});

type Problem = { code: string; message: string; path?: string };
type Answer = Record<string, unknown> & { errors: Problem[]; notices?: Problem[] };

/** A POST of `body` (JSON unless a string) to the quote API; `query` and extra headers as given. */
async function ask(body: unknown, headers: Record<string, string> = {}, query = ""): Promise<{ status: number; answer: Answer; res: Response }> {
  const res = await fetch(`${server.url}/api/public/quote${query}`, {
    method: "POST",
    headers: { "Content-Type": "application/json", ...headers },
    body: typeof body === "string" ? body : JSON.stringify(body),
  });
  return { status: res.status, answer: (await res.json()) as Answer, res };
}

const PITTSBURGH = { country: "US", state: "PA", postalCode: "15222" };
// The worked example's shape (spec section 9) from the catalogue: 3 × a part on a 0 % OEM schedule (CAM-10-AM, F-1,
// $25.75) and 1 × a part on a 5 % one (PL22-W-240-PT, E-2, $19.85), neither tariff-flagged nor oversize.
const EXAMPLE = [
  { pn: "CAM-10-AM", quantity: 3 },
  { pn: "PL22-W-240-PT", quantity: 1 },
];

describe("an anonymous quote", () => {
  it("prices the worked example's cart on OEM for Pittsburgh, ground, as the catalogue gives it", async () => {
    const { status, answer, res } = await ask({ items: EXAMPLE, destination: PITTSBURGH });
    expect(status).toBe(200);
    expect(res.headers.get("cache-control")).toBe("private, no-store");
    const expected = expectedQuote({ items: EXAMPLE, priceList: "OEM", buyer: ANONYMOUS, ...PITTSBURGH });
    expect(answer).toMatchObject({ priceList: "OEM", zone: 2, carrier: "fedex", method: "ground", errors: [], totalExcludesShipping: false, ...expected });
    // By hand: 77.25 + round(19.85 × 0.95) = 18.86 → 96.11; no handling (≥ 49); surcharge round(96.11 × 4.95 %) = 4.76;
    // ground free (≥ 49); PA 6 % of 100.87 = 6.05; total 106.92.
    expect(answer).toMatchObject({ subtotal: 96.11, handling: 0, tariff: 0, tariffSurcharge: 4.76, shipping: 0, tax: 6.05, total: 106.92 });
    expect(answer.shippingNote).toMatch(/^Pittsburgh metro/);
  });

  it("merges a part number asked for twice", async () => {
    const { answer } = await ask({
      items: [
        { pn: "CAM-10-AM", quantity: 2 },
        { pn: "PL22-W-240-PT", quantity: 1 },
        { pn: "CAM-10-AM", quantity: 1 },
      ],
      destination: PITTSBURGH,
    });
    expect(answer.lines).toMatchObject(expectedQuote({ items: EXAMPLE, priceList: "OEM", buyer: ANONYMOUS, ...PITTSBURGH }).lines);
  });

  it("charges a small order its handling and ground from the band", async () => {
    const items = [{ pn: "CAM-10-AM", quantity: 1 }];
    const { answer } = await ask({ items, destination: PITTSBURGH });
    expect(answer).toMatchObject({ ...expectedQuote({ items, priceList: "OEM", buyer: ANONYMOUS, ...PITTSBURGH }), handling: 10, shipping: 12.95 });
  });
});

describe("a distributor's quote", () => {
  const email = "tom.becker@example.com"; // Keystone Electrical Supply: DIST-STOCKING, D1, free ground from $250, not taxable
  const { buyer, priceList } = buyerOf(email);

  it("uses its list and its own free-ground threshold, signed in by session cookie or bearer token", async () => {
    expect(priceList).toBe("DIST-STOCKING");
    expect(buyer).toMatchObject({ distributor: true, freeGroundAtCents: 25_000 });
    const browser = await signedIn(server, email);
    const below = expectedQuote({ items: EXAMPLE, priceList, buyer, ...PITTSBURGH });
    expect(cents(below.subtotal)).toBeGreaterThanOrEqual(4_900);
    expect(cents(below.subtotal)).toBeLessThan(25_000);
    expect(below.shipping).toBe(cents(band(cents(below.subtotal)).groundDist) / 100);

    const byCookie = await ask({ items: EXAMPLE, destination: PITTSBURGH }, { Cookie: browser.cookieHeader() });
    expect(byCookie.status).toBe(200);
    expect(byCookie.answer).toMatchObject({ priceList: "DIST-STOCKING", taxIsEstimate: false, errors: [], ...below });
    expect(byCookie.res.headers.get("cache-control")).toBe("private, no-store");

    const items = [{ pn: "CAM-10-AM", quantity: 16 }];
    const above = expectedQuote({ items, priceList, buyer, ...PITTSBURGH });
    expect(cents(above.subtotal)).toBeGreaterThanOrEqual(25_000);
    const byBearer = await ask({ items, destination: PITTSBURGH }, { Authorization: `Bearer ${await bearerTokenFor(server, email)}` });
    expect(above.shipping).toBe(0);
    expect(byBearer.answer).toMatchObject({ priceList: "DIST-STOCKING", ...above });
  });

  it("an invalid bearer token is refused, not quietly priced on the public list", async () => {
    const { status, answer, res } = await ask({ items: EXAMPLE, destination: PITTSBURGH }, { Authorization: "Bearer not-a-token" });
    expect(status).toBe(401);
    expect(res.headers.get("www-authenticate")).toBe("Bearer");
    expect(answer.errors).toMatchObject([{ code: "unauthorized" }]);
  });
});

describe("destinations", () => {
  it("Alaska forces 2nd-day air: ground is not offered there", async () => {
    const alaska = { country: "US", state: "AK", postalCode: "99501" };
    const { answer } = await ask({ items: EXAMPLE, destination: alaska });
    expect(answer).toMatchObject({
      zone: 8,
      carrier: "fedex",
      method: "air2day",
      errors: [],
      ...expectedQuote({ items: EXAMPLE, priceList: "OEM", buyer: ANONYMOUS, ...alaska, method: "air2day" }),
    });
    expect(answer.options).not.toContainEqual({ carrier: "fedex", method: "ground" });
    expect(answer.notices).toEqual([]);
  });

  it("Hawaii keeps overnight as a choice", async () => {
    const hawaii = { country: "US", state: "HI", postalCode: "96701" };
    const { answer } = await ask({ items: EXAMPLE, destination: hawaii, carrier: "fedex", method: "air1day" });
    expect(answer).toMatchObject({
      method: "air1day",
      errors: [],
      ...expectedQuote({ items: EXAMPLE, priceList: "OEM", buyer: ANONYMOUS, ...hawaii, method: "air1day" }),
    });
    expect(answer.options).toEqual(
      expect.arrayContaining([
        { carrier: "fedex", method: "air2day" },
        { carrier: "fedex", method: "air1day" },
      ]),
    );
    expect(answer.options).not.toContainEqual({ carrier: "fedex", method: "ground" });
  });

  it("abroad without a carrier says one is required and leaves shipping out of the total", async () => {
    const canada = { country: "CA", state: "ON", postalCode: "K1A 0B1" };
    const { status, answer } = await ask({ items: EXAMPLE, destination: canada });
    expect(status).toBe(200);
    expect(answer).toMatchObject({
      carrier: null,
      zone: null,
      totalExcludesShipping: true,
      ...expectedQuote({ items: EXAMPLE, priceList: "OEM", buyer: ANONYMOUS, ...canada }),
    });
    expect(answer.errors).toMatchObject([{ code: "carrierRequired", path: "carrier" }]);
    const chosen = await ask({ items: EXAMPLE, destination: canada, carrier: "fedex-intl-economy" });
    expect(chosen.answer).toMatchObject({ carrier: "fedex-intl-economy", shipping: "TBD", shippingTbdReason: { code: "quoteAfterOrder" }, errors: [] });
  });
});

describe("a carrier or method not offered", () => {
  // A notice is read by a person: carrier and method by the glossary (docs/shipping.md#glossary), ids only in the fields.
  const GLOSSARY_TITLE: Record<string, string> = { "fedex ground": "FedEx · Ground", "fedex air2day": "FedEx · 2nd-day air" };
  const alaska = { country: "US", state: "AK", postalCode: "99501" };
  const hawaii = { country: "US", state: "HI", postalCode: "96701" };
  const canada = { country: "CA", state: "ON", postalCode: "K1A 0B1" };

  it("answers ground to Alaska as the cart page would, on 2nd-day air priced from its band, and says so in en and es", async () => {
    const { status, answer } = await ask({ items: EXAMPLE, destination: alaska, carrier: "fedex", method: "ground" });
    expect(status).toBe(200);
    const expected = expectedQuote({ items: EXAMPLE, priceList: "OEM", buyer: ANONYMOUS, ...alaska, method: "air2day" });
    expect(answer).toMatchObject({ carrier: "fedex", method: "air2day", errors: [], ...expected });
    expect(answer.shipping).toBe(cents(band(cents(expected.subtotal)).air2day) / 100);
    expect(answer.notices).toEqual([
      {
        code: "methodNotOffered",
        path: "method",
        message: "FedEx · Ground is not offered for this destination and order: this quote is for FedEx · 2nd-day air, as the cart would choose.",
      },
    ]);
    const spanish = await ask({ items: EXAMPLE, destination: alaska, carrier: "fedex", method: "ground" }, {}, "?lang=es");
    expect(spanish.answer).toMatchObject({ method: "air2day", shipping: answer.shipping });
    expect(spanish.answer.notices).toEqual([
      {
        code: "methodNotOffered",
        path: "method",
        message: "FedEx · Terrestre no se ofrece para este destino y pedido: esta cotización es para FedEx · Aéreo 2 días, como la elegiría el carrito.",
      },
    ]);
  });

  it.each([
    ["ground to Hawaii by a collect carrier", { destination: hawaii, carrier: "ups-collect", method: "ground" }, "methodNotOffered", "fedex", "air2day"],
    ["a method the carrier does not have", { destination: PITTSBURGH, carrier: "dhl-collect", method: "ground" }, "methodNotOffered", "fedex", "ground"],
    ["a carrier without its method", { destination: alaska, carrier: "fedex" }, "methodRequired", "fedex", "air2day"],
    ["an international carrier to the United States", { destination: PITTSBURGH, carrier: "fedex-intl-economy" }, "carrierNotOffered", "fedex", "ground"],
    ["a carrier the shop does not have", { destination: PITTSBURGH, carrier: "no-such", method: "ground" }, "carrierNotOffered", "fedex", "ground"],
  ])("answers %s with the destination's default, priced, and a notice", async (_, choice, code, carrier, method) => {
    const { status, answer } = await ask({ items: EXAMPLE, ...choice });
    expect(status).toBe(200);
    const { destination } = choice;
    const expected = expectedQuote({ items: EXAMPLE, priceList: "OEM", buyer: ANONYMOUS, ...destination, method: method as "ground" | "air2day" });
    expect(answer).toMatchObject({ carrier, method, errors: [], ...expected });
    expect(answer.notices).toEqual([
      {
        code,
        path: code === "carrierNotOffered" ? "carrier" : "method",
        message: expect.stringContaining(`this quote is for ${GLOSSARY_TITLE[`${carrier} ${method}`]},`),
      },
    ]);
  });

  it.each([
    ["a domestic carrier abroad", { carrier: "fedex", method: "ground" }],
    ["an international carrier below its threshold", { carrier: "fedex-intl-priority" }],
  ])("answers %s without a carrier and without a shipping figure, and says to choose one", async (_, choice) => {
    const { status, answer } = await ask({ items: EXAMPLE, destination: canada, ...choice });
    expect(status).toBe(200);
    const expected = expectedQuote({ items: EXAMPLE, priceList: "OEM", buyer: ANONYMOUS, ...canada });
    expect(expected.shipping).toBe("TBD");
    expect(answer).toMatchObject({ carrier: null, method: null, totalExcludesShipping: true, shippingTbdReason: { code: "noSelection" }, ...expected });
    expect(answer.errors).toMatchObject([{ code: "carrierRequired", path: "carrier" }]);
    expect(answer.notices).toEqual([{ code: "carrierNotOffered", path: "carrier", message: expect.stringContaining("this quote has no carrier") }]);
    expect(answer.options).not.toContainEqual(expect.objectContaining({ carrier: choice.carrier }));
  });
});

describe("wire duct", () => {
  const duct = product("WDS-1X1-GR");

  it("a quantity that is not whole packages carries the $10 fee and the flag", async () => {
    expect(duct).toMatchObject({ category: "wire-duct", pkgqty: 20 });
    const items = [{ pn: duct.pn, quantity: 25 }];
    const { answer } = await ask({ items, destination: PITTSBURGH });
    const expected = expectedQuote({ items, priceList: "OEM", buyer: ANONYMOUS, ...PITTSBURGH });
    expect(expected.handling).toBe(10);
    expect(answer).toMatchObject(expected);
    expect(answer.lines).toMatchObject([{ pn: duct.pn, nonStandard: true }]);
    const whole = await ask({ items: [{ pn: duct.pn, quantity: 40 }], destination: PITTSBURGH });
    expect(whole.answer).toMatchObject({ handling: 0, lines: [{ nonStandard: false }] });
  });
});

describe("bad input", () => {
  const valid = { items: EXAMPLE, destination: PITTSBURGH };

  it.each([
    ["an unknown part number", { ...valid, items: [...EXAMPLE, { pn: "NO-SUCH-PART", quantity: 1 }] }, "items[2].pn", "unknownPartNumber"],
    ["a fractional quantity", { ...valid, items: [{ pn: "CAM-10-AM", quantity: 2.5 }] }, "items[0].quantity", "quantityNotWhole"],
    ["a zero quantity", { ...valid, items: [{ pn: "CAM-10-AM", quantity: 0 }] }, "items[0].quantity", "quantityBelowOne"],
    ["a negative quantity", { ...valid, items: [{ pn: "CAM-10-AM", quantity: -1 }] }, "items[0].quantity", "quantityBelowOne"],
    ["a huge quantity", { ...valid, items: [{ pn: "CAM-10-AM", quantity: 10_000_000 }] }, "items[0].quantity", "quantityTooLarge"],
    ["a quantity as text", { ...valid, items: [{ pn: "CAM-10-AM", quantity: "3" }] }, "items[0].quantity", "invalidType"],
    ["a part number that is not text", { ...valid, items: [{ pn: 42, quantity: 1 }] }, "items[0].pn", "invalidType"],
    ["items that are not a list", { ...valid, items: "CAM-10-AM" }, "items", "invalidType"],
    ["no items", { ...valid, items: [] }, "items", "itemsEmpty"],
    ["too many items", { ...valid, items: Array.from({ length: 501 }, (_, i) => ({ pn: `P-${i}`, quantity: 1 })) }, "items", "itemsTooMany"],
    ["no destination", { items: EXAMPLE }, "destination", "required"],
    ["an unknown country code", { ...valid, destination: { country: "XX" } }, "destination.country", "countryUnknown"],
    ["a three-letter country code", { ...valid, destination: { ...PITTSBURGH, country: "USA" } }, "destination.country", "countryUnknown"],
    ["a US destination without a state", { ...valid, destination: { country: "US", postalCode: "15222" } }, "destination.state", "stateRequired"],
    ["an unknown state", { ...valid, destination: { ...PITTSBURGH, state: "XY" } }, "destination.state", "stateUnknown"],
    ["a malformed ZIP", { ...valid, destination: { ...PITTSBURGH, postalCode: "152" } }, "destination.postalCode", "postalCodeInvalid"],
    ["an unknown method", { ...valid, carrier: "fedex", method: "teleport" }, "method", "methodUnknown"],
    ["a method without a carrier", { ...valid, method: "air2day" }, "carrier", "carrierRequiredForMethod"],
    ["a malformed carrier", { ...valid, carrier: "Fed Ex!" }, "carrier", "carrierInvalid"],
    ["a body that is not an object", [1, 2], "", "invalidType"],
    ["a body that is not JSON", "items=CAM-10-AM", "", "notJson"],
  ])("answers 400 naming the field for %s", async (_, body, path, code) => {
    const { status, answer, res } = await ask(body);
    expect(status).toBe(400);
    expect(res.headers.get("cache-control")).toBe("private, no-store");
    expect(answer.errors).toContainEqual(expect.objectContaining({ path, code, message: expect.any(String) }));
  });

  it("gives every error at once, in Spanish when asked by ?lang=es or Accept-Language", async () => {
    const body = { items: [{ pn: "CAM-10-AM", quantity: 0 }], destination: { country: "ZZ" } };
    const byQuery = await ask(body, {}, "?lang=es");
    expect(byQuery.answer.errors).toEqual([
      { code: "quantityBelowOne", path: "items[0].quantity", message: "Ingrese una cantidad de 1 o más." },
      { code: "countryUnknown", path: "destination.country", message: "«ZZ» no es un código de país: use un código ISO de dos letras, como US o CA." },
    ]);
    const byHeader = await ask(body, { "Accept-Language": "es-MX,es;q=0.9" });
    expect(byHeader.answer.errors).toEqual(byQuery.answer.errors);
    expect((await ask(body)).answer.errors[0]?.message).toBe("Enter a quantity of 1 or more.");
  });

  it("answers 413 to a body over 256 KB before reading it all", async () => {
    const { status, answer, res } = await ask({ ...valid, padding: "x".repeat(300 * 1024) });
    expect(status).toBe(413);
    expect(res.headers.get("connection")).toBe("close");
    expect(answer.errors).toMatchObject([{ code: "bodyTooLarge", path: "" }]);
  });

  it("answers 405 to other methods", async () => {
    for (const method of ["GET", "PUT", "DELETE"]) {
      const res = await fetch(`${server.url}/api/public/quote`, { method });
      expect(res.status).toBe(405);
      expect(res.headers.get("allow")).toBe("POST");
      expect(((await res.json()) as Answer).errors).toMatchObject([{ code: "methodNotAllowed" }]);
    }
  });
});
