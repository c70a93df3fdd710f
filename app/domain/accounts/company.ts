/**
 * What a buyer sees and may change of their company (docs/accounts.md#web-user-and-customers): the
 * customer's terms as the shop applies them, and the one field a buyer may edit, the name of a
 * customer the shop created for them.
 */
import { z } from "zod";
import { isApprovedForTerms, isDistributor } from "../buyer";
import { textField } from "../forms/text-field";
import { COMPANY_NAME_MAX } from "./company-limits";
import type { ShopSettings } from "../shop-rules";

/** A company name under the free-text rule, 1 to 150 characters (the rename form, the customer API). */
export const companyNameField = textField(
  { max: COMPANY_NAME_MAX, required: true },
  { required: "thisFieldIsRequired", tooLong: "accountCompanyNameTooLong", invalidCharacters: "accountCompanyNameInvalid" },
);

/** The rename form, checked in the browser and by the action. */
export const companyNameSchema = z.object({ name: companyNameField });

/** Every message the rename form shows under its field: the schema's, and the action's refusals. */
export const COMPANY_NAME_MESSAGE_KEYS = [
  "thisFieldIsRequired",
  "accountCompanyNameTooLong",
  "accountCompanyNameInvalid",
  "accountCompanyNone",
  "accountNotFound",
  "accountCompanyNotRenamable",
] as const;

/** The choice of the active customer among the buyer's own. */
export const activeCustomerSchema = z.object({ customerId: z.string().trim().min(1).max(40) });

export type CompanyTerms = {
  name: string;
  priceList: string;
  arTerm: string;
  custType: string;
  isFreeGroundAt: number | null;
  taxable: boolean;
  taxVerificationNote: string;
  taxVerificationCompleted: boolean;
  rep: string;
  territory: string;
  selfService: boolean;
};

/** The company page's facts: the customer's fields plus what the rules make of them. */
export type CompanyFacts = CompanyTerms & {
  /** The name of the customer's sales territory ("Western Pennsylvania"), never its ERP code; null when unknown. */
  salesTeam: string | null;
  distributor: boolean;
  approvedForTerms: boolean;
  /** The free-ground threshold that applies to this customer (its own, else the shop's), in dollars. */
  freeGroundAt: number;
  /** The buyer may rename it (the shop created it). */
  renamable: boolean;
};

export function companyFacts(
  customer: CompanyTerms,
  rules: Pick<ShopSettings, "distributorCustomerTypes" | "creditCardTerms" | "freeGroundThreshold"> & {
    salesReps: readonly { territory: string; label: string }[];
  },
): CompanyFacts {
  return {
    ...customer,
    salesTeam: rules.salesReps.find((rep) => rep.territory === customer.territory)?.label ?? null,
    distributor: isDistributor(customer.custType, rules),
    approvedForTerms: isApprovedForTerms(customer.arTerm, rules),
    freeGroundAt: customer.isFreeGroundAt ?? rules.freeGroundThreshold,
    renamable: customer.selfService,
  };
}
