/**
 * The shipping charge for the chosen carrier and method (docs/shipping.md#rates-and-bands).
 */
import type { Buyer } from "./buyer";
import { AIR_1DAY, AIR_2DAY, GROUND, type CarrierInfo } from "./carriers";
import { cartSubtotal, type CartLine } from "./cart-lines";
import { AIR_TBD_FROM_CENTS, WIRE_DUCT_OVERSIZE_EXEMPT_ABOVE_CENTS, type OversizeRate, type RateBand, type ShopRules } from "./shop-rules";

/**
 * Why a charge is not known yet: `quoteAfterOrder` (international carriers), `unknownZone`,
 * `airFrom500` (default-carrier air at $500 or more), `noRateBand` (no band holds the subtotal),
 * `noSelection` (no carrier or method chosen), `noDestination` (no address given yet).
 */
export type TbdReason = "quoteAfterOrder" | "unknownZone" | "airFrom500" | "noRateBand" | "noSelection" | "noDestination";
export type ShippingCharge = { kind: "amount"; cents: number } | { kind: "tbd"; reason: TbdReason };

type ShippingLine = Pick<CartLine, "pn" | "quantity" | "wireDuct" | "exemptFromFreeShipping" | "subTotalSaleCents">;

const amount = (cents: number): ShippingCharge => ({ kind: "amount", cents });
const tbd = (reason: TbdReason): ShippingCharge => ({ kind: "tbd", reason });

export function rateBandFor(bands: readonly RateBand[], subtotalCents: number): RateBand | null {
  return bands.find((band) => band.minCents <= subtotalCents && subtotalCents <= band.maxCents) ?? null;
}

export function freeGroundThresholdCents(buyer: Pick<Buyer, "freeGroundAtCents">, rules: Pick<ShopRules, "freeGroundThresholdCents">): number {
  return buyer.freeGroundAtCents ?? rules.freeGroundThresholdCents;
}

/** The subtotal of the lines free ground counts: those no `exemptFromFreeShipping` rule matches. */
export function qualifyingSubtotal(lines: readonly ShippingLine[]): number {
  return cartSubtotal(lines.filter((line) => !line.exemptFromFreeShipping));
}

/** Full boxes at the box price plus the rest in part boxes at the part-box price. */
export function oversizeLineCents(quantity: number, rate: OversizeRate, zone: number): number | null {
  const prices = rate.zones.find((candidate) => candidate.zone === zone);
  if (!prices) return null;
  const fullBoxes = Math.floor(quantity / rate.spqBoxCount);
  const partBoxes = Math.ceil((quantity % rate.spqBoxCount) / rate.nonBoxCount);
  return fullBoxes * prices.spqBoxPriceCents + partBoxes * prices.nonBoxPriceCents;
}

/**
 * What oversize lines (part number starting with a rate's `code`) add for the zone; wire duct adds
 * nothing once the cart subtotal is above $49 (fixed). Null when a line's family has no price
 * for the zone.
 */
export function oversizeCents(lines: readonly ShippingLine[], zone: number, subtotalCents: number, rules: Pick<ShopRules, "oversizeRates">): number | null {
  let total = 0;
  for (const line of lines) {
    const rate = rules.oversizeRates.find((candidate) => line.pn.startsWith(candidate.code));
    if (!rate || (line.wireDuct && subtotalCents > WIRE_DUCT_OVERSIZE_EXEMPT_ABOVE_CENTS)) continue;
    const cents = oversizeLineCents(line.quantity, rate, zone);
    if (cents === null) return null;
    total += cents;
  }
  return total;
}

function baseCharge(method: string, band: RateBand | null, qualifyingCents: number, subtotalCents: number, buyer: Buyer, rules: ShopRules): ShippingCharge {
  if (method === GROUND) {
    if (qualifyingCents >= freeGroundThresholdCents(buyer, rules)) return amount(0);
    if (!band) return tbd("noRateBand");
    return amount(buyer.distributor ? band.groundDistCents : band.groundCents);
  }
  if (method === AIR_2DAY || method === AIR_1DAY) {
    if (subtotalCents >= AIR_TBD_FROM_CENTS) return tbd("airFrom500");
    if (!band) return tbd("noRateBand");
    return amount(method === AIR_2DAY ? band.air2dayCents : band.air1dayCents);
  }
  return tbd("noSelection");
}

export type ShippingChargeInput = {
  lines: readonly ShippingLine[];
  carrier: Pick<CarrierInfo, "isDefault" | "isInternational" | "collect"> | null;
  method: string | null;
  /** Null: unknown zone (or not domestic). */
  zone: number | null;
  buyer: Buyer;
};

/**
 * Collect carriers: 0 (the buyer's account pays). International carriers: TBD. Default carrier:
 * the ground or air price from the subtotal's rate band plus oversize lines, TBD for an unknown
 * zone or air from $500.
 */
export function shippingCharge(input: ShippingChargeInput, rules: ShopRules): ShippingCharge {
  const { carrier, lines } = input;
  if (lines.length === 0) return amount(0);
  if (!carrier) return tbd("noSelection");
  if (carrier.collect) return amount(0);
  if (!carrier.isDefault || carrier.isInternational) return tbd("quoteAfterOrder");
  if (input.zone === null) return tbd("unknownZone");
  if (input.method === null) return tbd("noSelection");
  const subtotalCents = cartSubtotal(lines);
  const base = baseCharge(input.method, rateBandFor(rules.rateBands, subtotalCents), qualifyingSubtotal(lines), subtotalCents, input.buyer, rules);
  if (base.kind === "tbd") return base;
  const oversize = oversizeCents(lines, input.zone, subtotalCents, rules);
  return oversize === null ? tbd("unknownZone") : amount(base.cents + oversize);
}
