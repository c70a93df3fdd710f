/**
 * What pricing needs to know about who is buying (pricing-and-shipping.md §6–8).
 */
import { toCentsOrNull } from "./money";

/** Customer types that get distributor ground rates. */
export const DISTRIBUTOR_TYPES: readonly string[] = ["D1-Distributor/Stocking", "D2-Distributor/Reseller/Non-Stocking"];
/** The payment terms of a customer not approved for terms. */
export const CREDIT_CARD_TERMS = "CREDIT CARD";

/** The customer record's fields that pricing reads (`isFreeGroundAt` in dollars, as stored). */
export type CustomerTerms = {
  custType: string | null;
  isFreeGroundAt: number | null;
  taxable: boolean;
  arTerm: string | null;
};

export type Buyer = {
  /** Anonymous visitors see tax as an estimate, as if taxable. */
  anonymous: boolean;
  distributor: boolean;
  /** The customer's own free-ground threshold; null: the site setting. */
  freeGroundAtCents: number | null;
  taxable: boolean;
  approvedForTerms: boolean;
};

export const ANONYMOUS_BUYER: Buyer = {
  anonymous: true,
  distributor: false,
  freeGroundAtCents: null,
  taxable: true,
  approvedForTerms: false,
};

export function isDistributor(custType: string | null | undefined): boolean {
  return custType !== null && custType !== undefined && DISTRIBUTOR_TYPES.includes(custType.trim());
}

/** Any payment terms other than CREDIT CARD; a customer without terms pays by card. */
export function isApprovedForTerms(arTerm: string | null | undefined): boolean {
  const terms = arTerm?.trim().toUpperCase() ?? "";
  return terms !== "" && terms !== CREDIT_CARD_TERMS;
}

export function buyerFromCustomer(customer: CustomerTerms): Buyer {
  return {
    anonymous: false,
    distributor: isDistributor(customer.custType),
    freeGroundAtCents: toCentsOrNull(customer.isFreeGroundAt),
    taxable: customer.taxable,
    approvedForTerms: isApprovedForTerms(customer.arTerm),
  };
}
