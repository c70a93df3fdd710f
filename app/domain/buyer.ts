/**
 * What pricing needs to know about who is buying (docs/pricing.md#who-is-buying).
 */
import { toCentsOrNull } from "./money";
import type { ShopRules } from "./shop-rules";

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

type CustomerRules = Pick<ShopRules, "distributorCustomerTypes" | "creditCardTerms">;

/** Customer types are compared exactly (after trimming): they are the ERP's codes. */
export function isDistributor(custType: string | null | undefined, rules: Pick<CustomerRules, "distributorCustomerTypes">): boolean {
  const type = custType?.trim();
  return type !== undefined && rules.distributorCustomerTypes.includes(type);
}

/** Any payment terms other than CREDIT CARD (any case); a customer without terms pays by card. */
export function isApprovedForTerms(arTerm: string | null | undefined, rules: Pick<CustomerRules, "creditCardTerms">): boolean {
  const terms = arTerm?.trim().toUpperCase() ?? "";
  return terms !== "" && terms !== rules.creditCardTerms.trim().toUpperCase();
}

export function buyerFromCustomer(customer: CustomerTerms, rules: CustomerRules): Buyer {
  return {
    anonymous: false,
    distributor: isDistributor(customer.custType, rules),
    freeGroundAtCents: toCentsOrNull(customer.isFreeGroundAt),
    taxable: customer.taxable,
    approvedForTerms: isApprovedForTerms(customer.arTerm, rules),
  };
}
