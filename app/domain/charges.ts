/**
 * Everything an order costs beside the goods, and the total (docs/charges.md).
 */
import type { Buyer } from "./buyer";
import { cartSubtotal, type CartLine } from "./cart-lines";
import { normaliseState } from "./destination";
import { percentOf } from "./money";
import type { ShippingCharge } from "./shipping-charge";
import type { ShopRules, TaxRate } from "./shop-rules";

type ChargeLine = Pick<CartLine, "subTotalSaleCents" | "tariff" | "nonStandard">;

/** $10 domestic / $25 international while 0 < subtotal < $49 (site settings). */
export function smallOrderHandlingCents(subtotalCents: number, international: boolean, rules: ShopRules): number {
  if (subtotalCents <= 0 || subtotalCents >= rules.handlingFeeBelowCents) return 0;
  return international ? rules.handlingFeeInternationalCents : rules.handlingFeeDomesticCents;
}

/** $10 (site setting) for each non-standard wire-duct line. */
export function nonStandardFeeCents(lines: readonly ChargeLine[], rules: ShopRules): number {
  return lines.filter((line) => line.nonStandard).length * rules.nonStandardWireDuctFeeCents;
}

/** The tariff rate on the subtotal of tariff-flagged lines. */
export function tariffCents(lines: readonly ChargeLine[], rules: ShopRules): number {
  return percentOf(cartSubtotal(lines.filter((line) => line.tariff)), rules.tariffPercent);
}

/** The tax rate (percent) of a state, or null when the state does not collect it. */
export function taxRateFor(state: string | null | undefined, taxRates: readonly TaxRate[]): number | null {
  const wanted = normaliseState(state);
  return taxRates.find((rate) => normaliseState(rate.state) === wanted)?.rate ?? null;
}

export type ChargesInput = {
  lines: readonly ChargeLine[];
  international: boolean;
  /** The destination state (tax). */
  state: string | null;
  shipping: ShippingCharge;
  buyer: Buyer;
  /** The shipping contact's own taxable flag (ignored for anonymous visitors). */
  shipToTaxable: boolean;
};

export type Charges = {
  subtotalCents: number;
  /** Small-order handling plus the non-standard fees. */
  handlingCents: number;
  smallOrderHandlingCents: number;
  nonStandardFeeCents: number;
  tariffCents: number;
  tariffSurchargeCents: number;
  internationalFeeCents: number;
  shipping: ShippingCharge;
  /** The shipping counted in tax and total: 0 while it is TBD. */
  shippingCents: number;
  /** The state's rate when tax applies, else null. */
  taxRatePercent: number | null;
  taxCents: number;
  /** Anonymous visitors see tax as an estimate. */
  taxIsEstimate: boolean;
  totalCents: number;
  /** The shipping is TBD and not part of the total: say so next to it. */
  totalExcludesShipping: boolean;
};

/**
 * Tax: a taxable customer shipping to a taxable contact in a state with a rate pays
 * rate × (subtotal + handling + tariff + surcharge + shipping); anonymous visitors see the same
 * as an estimate. International orders pay the international fee instead when approved for terms.
 */
export function computeCharges(input: ChargesInput, rules: ShopRules): Charges {
  const subtotalCents = cartSubtotal(input.lines);
  const smallOrder = smallOrderHandlingCents(subtotalCents, input.international, rules);
  const nonStandard = nonStandardFeeCents(input.lines, rules);
  const handlingCents = smallOrder + nonStandard;
  const tariff = tariffCents(input.lines, rules);
  const tariffSurchargeCents = percentOf(subtotalCents, rules.tariffSurchargePercent);
  const internationalFeeCents = input.international && input.buyer.approvedForTerms ? rules.internationalTermsFeeCents : 0;
  const shippingCents = input.shipping.kind === "amount" ? input.shipping.cents : 0;
  const taxable = !input.international && (input.buyer.anonymous || (input.buyer.taxable && input.shipToTaxable));
  const taxRatePercent = taxable ? taxRateFor(input.state, rules.taxRates) : null;
  const taxBase = subtotalCents + handlingCents + tariff + tariffSurchargeCents + shippingCents;
  const taxCents = taxRatePercent === null ? 0 : percentOf(taxBase, taxRatePercent);
  return {
    subtotalCents,
    handlingCents,
    smallOrderHandlingCents: smallOrder,
    nonStandardFeeCents: nonStandard,
    tariffCents: tariff,
    tariffSurchargeCents,
    internationalFeeCents,
    shipping: input.shipping,
    shippingCents,
    taxRatePercent,
    taxCents,
    taxIsEstimate: input.buyer.anonymous && taxRatePercent !== null,
    totalCents: taxBase + internationalFeeCents + taxCents,
    totalExcludesShipping: input.shipping.kind === "tbd",
  };
}
