/**
 * A new customer for a web user's first sign-in without one (docs/sign-in.md#first-sign-in-customer-provisioning-customer-provisioning): price list
 * OEM, terms CREDIT CARD, segment 5 (all from site settings), sales rep and territory chosen by the
 * phone's area code, then the state, then the country, then the fallbacks (DH, TEST).
 */

export type SalesRepRule = { areaCodes: readonly string[]; states: readonly string[]; countries: readonly string[]; territory: string; rep: string };

export type ProvisioningSettings = {
  salesReps: readonly SalesRepRule[];
  fallbackRep: string;
  fallbackTerritory: string;
  newCustomerSegment: number;
  newCustomerPriceList: string;
  newCustomerTerms: string;
  domesticCountry: string;
};

/** What is known of the buyer's place: the contact they gave, if any. */
export type BuyerLocation = { phone1?: string | null; addressState?: string | null; addressCountry?: string | null };

/**
 * The North American area code of a phone number: the first three digits after an optional
 * country code 1 ("(412) 555-0134", "+1 412 555 0134", "412.555.0134"); null for other numbers.
 */
export function areaCode(phone: string | null | undefined): string | null {
  const digits = (phone ?? "").replace(/\D/g, "");
  if (digits.length === 10) return digits.slice(0, 3);
  if (digits.length === 11 && digits.startsWith("1")) return digits.slice(1, 4);
  return null;
}

const upper = (v: string | null | undefined) => (v ?? "").trim().toUpperCase();

export function chooseSalesRep(
  location: BuyerLocation,
  settings: Pick<ProvisioningSettings, "salesReps" | "fallbackRep" | "fallbackTerritory" | "domesticCountry">,
): { rep: string; territory: string } {
  const code = areaCode(location.phone1);
  const country = upper(location.addressCountry) || settings.domesticCountry.toUpperCase();
  const state = country === settings.domesticCountry.toUpperCase() ? upper(location.addressState) : "";
  const match =
    (code ? settings.salesReps.find((r) => r.areaCodes.includes(code)) : undefined) ??
    (state ? settings.salesReps.find((r) => r.states.some((s) => s.toUpperCase() === state)) : undefined) ??
    settings.salesReps.find((r) => r.countries.some((c) => c.toUpperCase() === country));
  return match ? { rep: match.rep, territory: match.territory } : { rep: settings.fallbackRep, territory: settings.fallbackTerritory };
}

export type NewCustomer = {
  name: string;
  priceList: string;
  arTerm: string;
  segment: number;
  rep: string;
  territory: string;
  taxable: boolean;
};

type PersonName = { nameFirst?: string | null; nameLast?: string | null };

const personName = (person: PersonName) => `${(person.nameFirst ?? "").trim()} ${(person.nameLast ?? "").trim()}`.trim();

/** The customer's name: the company given, else the person, else the address. */
export function newCustomerFor(
  buyer: { email: string; nameCompany?: string | null } & PersonName & BuyerLocation,
  settings: ProvisioningSettings,
): NewCustomer {
  return {
    name: buyer.nameCompany?.trim() || personName(buyer) || buyer.email.trim(),
    priceList: settings.newCustomerPriceList,
    arTerm: settings.newCustomerTerms,
    segment: settings.newCustomerSegment,
    ...chooseSalesRep(buyer, settings),
    taxable: true,
  };
}

/**
 * The new name of a customer once its buyer names themselves: a customer provisioned before any name
 * was known bears the address, and takes the person's name; null when it has a name of its own.
 */
export function customerNameAfterNaming(customerName: string, email: string, person: PersonName): string | null {
  const name = personName(person);
  return name && customerName.trim().toLowerCase() === email.trim().toLowerCase() ? name : null;
}
