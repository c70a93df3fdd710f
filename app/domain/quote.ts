/**
 * One quote of priced cart lines for a destination, a buyer and a carrier choice: the cart page, the
 * checkout review and the quote API all answer from this, so they cannot disagree by a cent.
 */
import type { Buyer } from "./buyer";
import {
  notOfferedProblem,
  selectionForDestination,
  shippingOptions,
  type CarrierInfo,
  type CarrierSelection,
  type NotOfferedProblem,
  type ShippingContext,
  type ShippingOption,
} from "./carriers";
import { cartSubtotal, type CartLine } from "./cart-lines";
import { computeCharges, type Charges } from "./charges";
import { checkoutProblems, type CheckoutProblem } from "./checkout-readiness";
import { chooseShippingRule, toDestination, type Address, type Destination, type ShippingRule, type ZoneTable } from "./destination";
import { shippingCharge, type ShippingCharge } from "./shipping-charge";
import type { ShopRules } from "./shop-rules";

/** The shop's shipping tables, as the content holds them. */
export type ShippingTables<C extends CarrierInfo, R extends ShippingRule> = { carriers: readonly C[]; zones: ZoneTable; shippingRules: readonly R[] };

export type QuoteInput = {
  lines: readonly CartLine[];
  /** Null: the buyer has not said where to yet (shipping waits for it; tax is not estimated). */
  address: Address | null;
  buyer: Buyer;
  /**
   * What the buyer chose; null: nothing chosen yet. `default` then quotes the destination's default (spec section 4);
   * `report` quotes no carrier and says `carrierRequired` (checkout never picks a carrier for the buyer).
   */
  selection: CarrierSelection | null;
  /**
   * A choice the destination or subtotal does not offer: `default` quotes what the cart page would choose (the
   * destination's default) and names the choice in `notOffered`, never pricing it; `report` keeps it so `problems`
   * say why (checkout refuses it).
   */
  ifNotOffered: "default" | "report";
  shipperNumber: string | null;
  /** The shipping contact's own taxable flag; true for an address typed on the cart page. */
  shipToTaxable: boolean;
};

/** An option with what it would charge for shipping, from the same rule as the quote's own shipping charge. */
export type PricedOption<C extends CarrierInfo> = ShippingOption<C> & { shipping: ShippingCharge };

/** The buyer's choice a quote answered with the destination's default instead, and which part was not offered. */
export type NotOffered = { chosen: CarrierSelection; problem: NotOfferedProblem };

export type Quote<C extends CarrierInfo, R extends ShippingRule> = {
  destination: Destination | null;
  /** What is quoted: the buyer's choice, or the destination's default in its place. */
  selection: CarrierSelection;
  /** Set when `ifNotOffered: "default"` replaced the buyer's choice. */
  notOffered: NotOffered | null;
  carrier: C | null;
  /** What the buyer may choose instead, in carrier sequence, each priced as choosing it would price the quote. */
  options: PricedOption<C>[];
  /** The shipping rule (and so the note) of the destination's state and postal code. */
  rule: R | null;
  charges: Charges;
  /** Empty: the order may be placed as quoted. */
  problems: CheckoutProblem[];
};

const NO_DESTINATION: ShippingCharge = { kind: "tbd", reason: "noDestination" };
const NO_SELECTION: CarrierSelection = { carrier: null, method: null };

/**
 * The buyer's selection when the destination and subtotal still offer it, else the destination's
 * default: a choice never survives a destination it cannot serve (ground to Alaska, a domestic
 * carrier abroad). The cart page and the quote API both choose by this.
 */
export function effectiveSelection(
  carriers: readonly CarrierInfo[],
  chosen: CarrierSelection | null,
  context: ShippingContext,
): { selection: CarrierSelection; notOffered: NotOffered | null } {
  const fallback = selectionForDestination(carriers, context);
  if (chosen === null) return { selection: fallback, notOffered: null };
  const problem = notOfferedProblem(shippingOptions(carriers, context), chosen);
  return problem ? { selection: fallback, notOffered: { chosen, problem } } : { selection: chosen, notOffered: null };
}

export function quote<C extends CarrierInfo, R extends ShippingRule>(input: QuoteInput, tables: ShippingTables<C, R>, rules: ShopRules): Quote<C, R> {
  const { lines, buyer } = input;
  const destination = input.address ? toDestination(input.address, tables.zones, rules) : null;
  const place = destination ?? { international: false, airOnly: false };
  const subtotalCents = cartSubtotal(lines);
  const context = { international: place.international, airOnly: place.airOnly, subtotalCents };
  const { selection, notOffered } =
    input.ifNotOffered === "default"
      ? effectiveSelection(tables.carriers, input.selection, context)
      : { selection: input.selection ?? NO_SELECTION, notOffered: null };
  const carrier = tables.carriers.find((candidate) => candidate.slug === selection.carrier) ?? null;
  const chargeFor = (shipBy: C | null, method: string | null): ShippingCharge =>
    destination ? shippingCharge({ lines, carrier: shipBy, method, zone: destination.zone, buyer }, rules) : NO_DESTINATION;
  const shipping = chargeFor(carrier, selection.method);
  const charges = computeCharges(
    { lines, international: place.international, state: destination?.state ?? null, shipping, buyer, shipToTaxable: input.shipToTaxable },
    rules,
  );
  const problems = checkoutProblems({
    lines,
    hasDestination: destination !== null,
    carriers: tables.carriers,
    selection,
    context,
    shipperNumber: input.shipperNumber,
  });
  return {
    destination,
    selection,
    notOffered,
    carrier,
    options: shippingOptions(tables.carriers, context).map((option) => ({ ...option, shipping: chargeFor(option.carrier, option.method?.id ?? null) })),
    rule: destination ? chooseShippingRule(tables.shippingRules, destination.state, destination.postalCode) : null,
    charges,
    problems,
  };
}
