/**
 * Properties of `quote()` over random carts, destinations, buyers and carrier choices (fast-check): the total is
 * the sum of its parts in cents, every amount is a whole non-negative number of cents, each charge follows its
 * rule (docs/charges.md), the destination decides what is offered (docs/shipping.md), and what a larger quantity
 * can and cannot do to the total. Expected values are computed here from the rules' text, not by the modules under test.
 */
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { ANONYMOUS_BUYER, buyerFromCustomer, type Buyer } from "./buyer";
import { priceLine, type CartLine } from "./cart-lines";
import { zoneTable, type Address } from "./destination";
import { selectionKey } from "./carriers";
import { quote, type QuoteInput } from "./quote";
import { CARRIERS, RULES, SETTINGS, SHIPPING_RULES, ZONES } from "./testing/catalogue";

const TABLES = { carriers: CARRIERS, zones: zoneTable(ZONES), shippingRules: SHIPPING_RULES };
const RUNS = { numRuns: 200 };

/** Part-number families the rules single out: oversize (WD wire duct, ENC), exempt from free ground, lead time. */
const FAMILIES = ["WD-1X2-", "ENC-36-", "ENC-20-", "DPC-90-", "DS-125-", "CR-31-", "SS22-"] as const;

const lineInput = fc.record({
  family: fc.constantFrom(...FAMILIES),
  quantity: fc.integer({ min: 1, max: 2_000 }),
  listPriceCents: fc.integer({ min: 0, max: 500_000 }),
  discountPercent: fc.integer({ min: 0, max: 60 }),
  callForPrice: fc.boolean(),
  tariff: fc.boolean(),
  pkgqty: fc.constantFrom(1, 5, 10, 25),
});
type LineInput = typeof lineInput extends fc.Arbitrary<infer T> ? T : never;

function toLine(input: LineInput, index: number): CartLine {
  const wireDuct = input.family === "WD-1X2-";
  return priceLine(
    {
      pn: `${input.family}${index}`,
      quantity: input.quantity,
      listPriceCents: input.listPriceCents,
      // A line the price list gives no price is worth 0 (spec: "Call for price").
      saleCents: input.callForPrice ? 0 : Math.round((input.listPriceCents * (100 - input.discountPercent)) / 100),
      callForPrice: input.callForPrice,
      tariff: input.tariff,
      pkgqty: wireDuct ? input.pkgqty : 1,
      wireDuct,
    },
    RULES.cartItemRules,
  );
}

const POSTAL_CODES = ["15222", "15001", "00401", "99501", "96701", "19103", "", null];
/** Domestic places in and out of the zone table, with and without a tax rate. */
const domestic = fc.record({
  country: fc.constant("US"),
  state: fc.constantFrom("PA", "NJ", "OH", "TX", "AK", "HI", null),
  postalCode: fc.constantFrom(...POSTAL_CODES),
});
const airOnly = fc.record({ country: fc.constant("US"), state: fc.constantFrom("AK", "HI"), postalCode: fc.constantFrom(...POSTAL_CODES) });
const abroad = fc.record({ country: fc.constantFrom("CA", "MX", "DE"), state: fc.constantFrom("ON", null), postalCode: fc.constantFrom("K1A 0B1", null) });
const address: fc.Arbitrary<Address | null> = fc.oneof(fc.constant(null), domestic, abroad);

const buyer: fc.Arbitrary<Buyer> = fc.oneof(
  fc.constant(ANONYMOUS_BUYER),
  fc
    .record({
      custType: fc.constantFrom("D1-Distributor/Stocking", "D2-Distributor/Reseller/Non-Stocking", "OEM", "End User", null),
      isFreeGroundAt: fc.option(fc.constantFrom(0, 25, 49, 100, 150, 250, 1000), { nil: null }),
      taxable: fc.boolean(),
      arTerm: fc.constantFrom("CREDIT CARD", "NET 30", "NET 45", null),
    })
    .map((customer) => buyerFromCustomer(customer, RULES)),
);

const selection = fc.option(
  fc.record({
    carrier: fc.constantFrom(...CARRIERS.map((carrier) => carrier.slug), "no-such-carrier", null),
    method: fc.constantFrom("ground", "air2day", "air1day", "teleport", null),
  }),
  { nil: null },
);

const quoteInputTo = (place: fc.Arbitrary<Address | null>): fc.Arbitrary<QuoteInput> =>
  fc.record({
    lines: fc.array(lineInput, { maxLength: 8 }).map((inputs) => inputs.map(toLine)),
    address: place,
    buyer,
    selection,
    ifNotOffered: fc.constantFrom("default" as const, "report" as const),
    shipperNumber: fc.constantFrom(null, "", "A-123"),
    shipToTaxable: fc.boolean(),
  });
const quoteInput = quoteInputTo(address);

const quoteOf = (input: QuoteInput) => quote(input, TABLES, RULES);

/** round(base × rate %) for a non-negative base, halves up, from the rate's own digits (rates have at most 3 decimals). */
function expectedTax(baseCents: number, ratePercent: number): number {
  const thousandths = BigInt(Math.round(ratePercent * 1000));
  const denominator = 100_000n;
  return Number((2n * BigInt(baseCents) * thousandths + denominator) / (2n * denominator));
}

const isInternational = (place: Address | null) => place !== null && place.country !== "US";

describe("quote: totals", () => {
  it("every total is the sum of its parts, TBD shipping adding 0 and saying so", () => {
    fc.assert(
      fc.property(quoteInput, (input) => {
        const { charges } = quoteOf(input);
        const shippingCents = charges.shipping.kind === "amount" ? charges.shipping.cents : 0;
        expect(charges.shippingCents).toBe(shippingCents);
        expect(charges.totalExcludesShipping).toBe(charges.shipping.kind === "tbd");
        expect(charges.totalCents).toBe(
          charges.subtotalCents +
            charges.handlingCents +
            charges.tariffCents +
            charges.tariffSurchargeCents +
            shippingCents +
            charges.internationalFeeCents +
            charges.taxCents,
        );
      }),
      RUNS,
    );
  });

  it("every amount is a whole, non-negative number of cents", () => {
    fc.assert(
      fc.property(quoteInput, (input) => {
        const { charges } = quoteOf(input);
        const amounts = [
          charges.subtotalCents,
          charges.handlingCents,
          charges.smallOrderHandlingCents,
          charges.nonStandardFeeCents,
          charges.tariffCents,
          charges.tariffSurchargeCents,
          charges.internationalFeeCents,
          charges.shippingCents,
          charges.taxCents,
          charges.totalCents,
          ...input.lines.flatMap((line) => [line.subTotalSaleCents, line.subTotalListCents]),
        ];
        expect(amounts.filter((amount) => !Number.isSafeInteger(amount) || amount < 0)).toEqual([]);
      }),
      RUNS,
    );
  });

  it("the subtotal is the lines' sale subtotals; Call for price lines add nothing", () => {
    fc.assert(
      fc.property(quoteInput, (input) => {
        const subtotal = input.lines.reduce((sum, line) => sum + line.saleCents * line.quantity, 0);
        expect(quoteOf(input).charges.subtotalCents).toBe(subtotal);
        for (const line of input.lines.filter((candidate) => candidate.callForPrice)) expect(line.subTotalSaleCents).toBe(0);
      }),
      RUNS,
    );
  });
});

describe("quote: charges beside shipping", () => {
  it("handling is the small-order fee (while 0 < subtotal < $49, $10 domestic, $25 abroad) plus $10 per non-standard line", () => {
    fc.assert(
      fc.property(quoteInput, (input) => {
        const { charges } = quoteOf(input);
        const small = charges.subtotalCents > 0 && charges.subtotalCents < SETTINGS.handlingFeeBelow * 100;
        const smallOrder = small ? (isInternational(input.address) ? 2_500 : 1_000) : 0;
        const nonStandard = input.lines.filter((line) => line.wireDuct && line.quantity % line.pkgqty !== 0).length * 1_000;
        expect(charges.smallOrderHandlingCents).toBe(smallOrder);
        expect(charges.nonStandardFeeCents).toBe(nonStandard);
        expect(charges.handlingCents).toBe(smallOrder + nonStandard);
      }),
      RUNS,
    );
  });

  it("tariff and surcharge are 0.25 % of the flagged lines and 4.95 % of the subtotal; the $40 fee only abroad on terms", () => {
    fc.assert(
      fc.property(quoteInput, (input) => {
        const { charges } = quoteOf(input);
        const flagged = input.lines.filter((line) => line.tariff).reduce((sum, line) => sum + line.subTotalSaleCents, 0);
        expect(charges.tariffCents).toBe(expectedTax(flagged, 0.25));
        expect(charges.tariffSurchargeCents).toBe(expectedTax(charges.subtotalCents, 4.95));
        expect(charges.internationalFeeCents).toBe(isInternational(input.address) && input.buyer.approvedForTerms ? 4_000 : 0);
      }),
      RUNS,
    );
  });

  it("tax = round(rate × (subtotal + handling + tariff + surcharge + shipping)) where it applies, else 0", () => {
    fc.assert(
      fc.property(quoteInput, (input) => {
        const { charges } = quoteOf(input);
        const rate = SETTINGS.taxRates.find((candidate) => candidate.state === input.address?.state)?.rate;
        const applies =
          input.address !== null &&
          !isInternational(input.address) &&
          rate !== undefined &&
          (input.buyer.anonymous || (input.buyer.taxable && input.shipToTaxable));
        const base = charges.subtotalCents + charges.handlingCents + charges.tariffCents + charges.tariffSurchargeCents + charges.shippingCents;
        expect(charges.taxCents).toBe(applies ? expectedTax(base, rate) : 0);
        expect(charges.taxIsEstimate).toBe(applies && input.buyer.anonymous);
      }),
      RUNS,
    );
  });
});

describe("quote: FedEx ground", () => {
  /** Lines of families that ship in the ground price alone (no oversize boxes). */
  const plainLines = fc
    .array(
      lineInput.filter((line) => !line.family.startsWith("WD") && !line.family.startsWith("ENC")),
      { minLength: 1, maxLength: 8 },
    )
    .map((inputs) => inputs.map(toLine));
  const zoned = fc.record({ country: fc.constant("US"), state: fc.constantFrom("PA", "OH", null), postalCode: fc.constantFrom("15222", "00401") });

  it("is free from the buyer's own threshold (else $49) on the lines not exempt, else the band's (distributor) price", () => {
    fc.assert(
      fc.property(plainLines, zoned, buyer, (lines, place, who) => {
        const { charges } = quoteOf({
          lines,
          address: place,
          buyer: who,
          selection: { carrier: "fedex", method: "ground" },
          ifNotOffered: "report",
          shipperNumber: null,
          shipToTaxable: true,
        });
        const qualifying = lines.filter((line) => !line.exemptFromFreeShipping).reduce((sum, line) => sum + line.subTotalSaleCents, 0);
        const threshold = who.freeGroundAtCents ?? SETTINGS.freeGroundThreshold * 100;
        const band = SETTINGS.rateBands.find((b) => b.min * 100 <= charges.subtotalCents && charges.subtotalCents <= Math.round(b.max * 100));
        const expected =
          qualifying >= threshold
            ? { kind: "amount", cents: 0 }
            : band
              ? { kind: "amount", cents: Math.round((who.distributor ? band.groundDist : band.ground) * 100) }
              : { kind: "tbd", reason: "noRateBand" };
        expect(charges.shipping).toEqual(expected);
      }),
      RUNS,
    );
  });
});

describe("quote: what the destination offers", () => {
  it("Alaska and Hawaii never offer ground and default to 2nd-day air, overnight still a choice", () => {
    fc.assert(
      fc.property(quoteInputTo(airOnly), (input) => {
        const result = quoteOf(input);
        expect(result.options.some((option) => option.method?.id === "ground")).toBe(false);
        expect(result.options.map((option) => option.key)).toEqual(expect.arrayContaining(["fedex:air2day", "fedex:air1day"]));
        if (input.selection === null && input.ifNotOffered === "default") expect(result.selection).toEqual({ carrier: "fedex", method: "air2day" });
        const groundCarrier = input.selection?.carrier === "fedex" || input.selection?.carrier === "ups-collect";
        if (groundCarrier && input.selection?.method === "ground") {
          if (input.ifNotOffered === "default") expect(result.notOffered).toEqual({ chosen: input.selection, problem: "methodNotOffered" });
          else if (input.lines.length > 0) expect(result.problems).toContain("methodNotOffered");
        }
      }),
      RUNS,
    );
  });

  it("abroad only international carriers are offered, and none is chosen for the buyer", () => {
    fc.assert(
      fc.property(quoteInputTo(abroad), (input) => {
        const result = quoteOf(input);
        expect(result.options.length).toBeGreaterThan(0);
        for (const option of result.options) expect(option.carrier.isInternational).toBe(true);
        if (input.selection === null) {
          expect(result.selection).toEqual({ carrier: null, method: null });
          if (input.lines.length > 0) expect(result.problems).toContain("carrierRequired");
        }
        const domestic = CARRIERS.find((carrier) => carrier.slug === input.selection?.carrier && !carrier.isInternational);
        if (domestic && input.ifNotOffered === "default") expect(result.notOffered).toEqual({ chosen: input.selection, problem: "carrierNotOffered" });
        else if (domestic && input.lines.length > 0) expect(result.problems).toContain("carrierNotOffered");
      }),
      RUNS,
    );
  });

  it("never prices a choice it does not offer: it quotes one of the options (or none abroad) and names the choice", () => {
    fc.assert(
      fc.property(
        quoteInput.map((input) => ({ ...input, ifNotOffered: "default" as const })),
        (input) => {
          const result = quoteOf(input);
          const keys = result.options.map((option) => option.key);
          const quoted = selectionKey(result.selection);
          if (quoted === null) expect(result.destination?.international).toBe(true);
          else expect(keys).toContain(quoted);
          const asked = input.selection && selectionKey(input.selection);
          const offered = asked !== null && asked !== undefined && keys.includes(asked);
          expect(result.notOffered !== null).toBe(input.selection !== null && !offered);
          expect(result.problems).not.toContain("carrierNotOffered");
          expect(result.problems).not.toContain("methodNotOffered");
        },
      ),
      RUNS,
    );
  });

  it("each option's price is the shipping the quote charges when that option is chosen, to the cent", () => {
    fc.assert(
      fc.property(quoteInput, (input) => {
        for (const option of quoteOf(input).options) {
          const chosen = quoteOf({ ...input, selection: { carrier: option.carrier.slug, method: option.method?.id ?? null } });
          expect(option.shipping).toEqual(chosen.charges.shipping);
        }
      }),
      RUNS,
    );
  });

  it("at home only domestic carriers are offered", () => {
    fc.assert(
      fc.property(quoteInputTo(fc.oneof(fc.constant(null), domestic)), (input) => {
        for (const option of quoteOf(input).options) expect(option.carrier.isInternational).toBe(false);
      }),
      RUNS,
    );
  });
});

/**
 * Does the total grow with a quantity? Not always, by the rules' own thresholds: reaching $49 ends small-order
 * handling and starts free ground (and ends wire duct's oversize charge), reaching $500 makes air TBD (left out
 * of the total), whole packages end the non-standard fee, and a full oversize box can cost less than the
 * part boxes it replaces. What does hold: the goods and the charges on them never go down, and the total
 * goes down only when handling or shipping did.
 */
describe("quote: a larger quantity", () => {
  const grown = fc
    .record({ input: quoteInput, which: fc.nat(), more: fc.integer({ min: 1, max: 500 }) })
    .filter(({ input }) => input.lines.length > 0)
    .map(({ input, which, more }) => {
      const index = which % input.lines.length;
      const lines = input.lines.map((line, i) => (i === index ? priceLine({ ...line, quantity: line.quantity + more }, RULES.cartItemRules) : line));
      return { before: input, after: { ...input, lines }, line: input.lines[index]! };
    });

  it("never lowers the subtotal, tariff, surcharge or international fee; a priced line raises the subtotal", () => {
    fc.assert(
      fc.property(grown, ({ before, after, line }) => {
        const a = quoteOf(before).charges;
        const b = quoteOf(after).charges;
        expect(b.subtotalCents).toBeGreaterThanOrEqual(a.subtotalCents);
        if (line.saleCents > 0) expect(b.subtotalCents).toBeGreaterThan(a.subtotalCents);
        expect(b.tariffCents).toBeGreaterThanOrEqual(a.tariffCents);
        expect(b.tariffSurchargeCents).toBeGreaterThanOrEqual(a.tariffSurchargeCents);
        expect(b.internationalFeeCents).toBe(a.internationalFeeCents);
      }),
      RUNS,
    );
  });

  it("lowers the total only when handling or shipping went down", () => {
    fc.assert(
      fc.property(grown, ({ before, after }) => {
        const a = quoteOf(before).charges;
        const b = quoteOf(after).charges;
        if (b.handlingCents >= a.handlingCents && b.shippingCents >= a.shippingCents) {
          expect(b.taxCents).toBeGreaterThanOrEqual(a.taxCents);
          expect(b.totalCents).toBeGreaterThanOrEqual(a.totalCents);
        }
      }),
      RUNS,
    );
  });

  it("does lower it across a threshold: $48.50 to $49.50 ends handling and ground", () => {
    const cheap = (quantity: number) =>
      toLine({ family: "CR-31-", quantity, listPriceCents: 50, discountPercent: 0, callForPrice: false, tariff: false, pkgqty: 1 }, 0);
    const at = (quantity: number) =>
      quoteOf({
        lines: [cheap(quantity)],
        address: { country: "US", state: "OH", postalCode: "00401" },
        buyer: ANONYMOUS_BUYER,
        selection: null,
        ifNotOffered: "default",
        shipperNumber: null,
        shipToTaxable: true,
      }).charges;
    expect(at(97).totalCents).toBeGreaterThan(at(99).totalCents);
    expect(at(97)).toMatchObject({ handlingCents: 1_000, shipping: { kind: "amount", cents: 1_295 } });
    expect(at(99)).toMatchObject({ handlingCents: 0, shipping: { kind: "amount", cents: 0 } });
  });
});
