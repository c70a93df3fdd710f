/**
 * The rule numbers, names and tables the pricing, shipping and charge rules read. Site settings
 * hold them in the catalogue's shape (dollars); `toShopRules` converts them once into cents so
 * every rule computes in integer cents. Numbers docs/ calls "fixed" are the constants below.
 */
import { toCents } from "./money";

/** A part-number rule: `pn` exact, or ending in `*` for a prefix. */
export type CartItemRule = { pn: string; exemptFromFreeShipping: boolean; leadTime10Days: boolean };
/** Sales tax of a state, `rate` in percent (6.625 = 6.625 %). */
export type TaxRate = { state: string; rate: number };

/** `shipping.json` rate band: subtotal from `min` to `max`, prices in dollars. */
export type CatalogueRateBand = { min: number; max: number; ground: number; groundDist: number; air2day: number; air1day: number };
/** `shipping.json` cartShippingRates entry: oversize family by part-number prefix, prices in dollars. */
export type CatalogueOversizeRate = {
  code: string;
  spqBoxCount: number;
  nonBoxCount: number;
  zones: { id: number; spqBoxPrice: number; nonBoxPrice: number }[];
};

/** What site settings provide (amounts in dollars as the client keeps them). */
export type ShopSettings = {
  rateBands: readonly CatalogueRateBand[];
  cartShippingRates: readonly CatalogueOversizeRate[];
  cartItemRules: readonly CartItemRule[];
  taxRates: readonly TaxRate[];
  /** Free ground from this subtotal unless the customer has its own `isFreeGroundAt` (49). */
  freeGroundThreshold: number;
  /** Handling applies while 0 < subtotal < this (49). */
  handlingFeeBelow: number;
  /** Handling fee for a small domestic order (10). */
  handlingFeeDomestic: number;
  /** Handling fee for a small international order (25). */
  handlingFeeInternational: number;
  /** Added to handling per non-standard wire-duct line (10). */
  nonStandardWireDuctFee: number;
  /** Percent of the tariff-flagged lines' subtotal (0.25). */
  tariffPercent: number;
  /** Percent of the whole subtotal (4.95). */
  tariffSurchargePercent: number;
  /** International order of a customer approved for terms (40). */
  internationalTermsFee: number;
  /** The (en) slug of the leaf category whose products are wire duct ("wire-duct"). */
  wireDuctCategory: string;
  /** Country code of domestic destinations ("US"); any other is international. */
  domesticCountry: string;
  /** States ground does not reach: the method is forced to 2nd-day air (AK, HI). */
  airOnlyStates: readonly string[];
  /** Customer types priced as distributors (D1-…, D2-…). */
  distributorCustomerTypes: readonly string[];
  /** The payment terms that mean "not approved for terms" ("CREDIT CARD"). */
  creditCardTerms: string;
  /** Price list of anonymous visitors and of unknown names ("OEM"). */
  defaultPriceList: string;
  /** Price-list names that mean the default list ("list", "select"). */
  defaultPriceListAliases: readonly string[];
};

export type RateBand = {
  minCents: number;
  maxCents: number;
  groundCents: number;
  groundDistCents: number;
  air2dayCents: number;
  air1dayCents: number;
};
export type OversizeRate = {
  code: string;
  spqBoxCount: number;
  nonBoxCount: number;
  zones: { zone: number; spqBoxPriceCents: number; nonBoxPriceCents: number }[];
};

/** The customer, destination and price-list settings pass through unchanged. */
export type ShopRules = Pick<
  ShopSettings,
  | "cartItemRules"
  | "taxRates"
  | "tariffPercent"
  | "tariffSurchargePercent"
  | "wireDuctCategory"
  | "domesticCountry"
  | "airOnlyStates"
  | "distributorCustomerTypes"
  | "creditCardTerms"
  | "defaultPriceList"
  | "defaultPriceListAliases"
> & {
  rateBands: readonly RateBand[];
  oversizeRates: readonly OversizeRate[];
  freeGroundThresholdCents: number;
  handlingFeeBelowCents: number;
  handlingFeeDomesticCents: number;
  handlingFeeInternationalCents: number;
  nonStandardWireDuctFeeCents: number;
  internationalTermsFeeCents: number;
};

/** Fixed (docs/shipping.md#carriers-and-methods): an international subtotal above this reaches every carrier threshold. */
export const INTERNATIONAL_THRESHOLD_CENTS = 30_000;
/** Fixed: default-carrier air is quoted later (TBD) from this subtotal. */
export const AIR_TBD_FROM_CENTS = 50_000;
/** Fixed: above this cart subtotal wire-duct lines add no oversize shipping. */
export const WIRE_DUCT_OVERSIZE_EXEMPT_ABOVE_CENTS = 4_900;

export function toShopRules(settings: ShopSettings): ShopRules {
  return {
    cartItemRules: settings.cartItemRules,
    taxRates: settings.taxRates,
    tariffPercent: settings.tariffPercent,
    tariffSurchargePercent: settings.tariffSurchargePercent,
    wireDuctCategory: settings.wireDuctCategory,
    domesticCountry: settings.domesticCountry,
    airOnlyStates: settings.airOnlyStates,
    distributorCustomerTypes: settings.distributorCustomerTypes,
    creditCardTerms: settings.creditCardTerms,
    defaultPriceList: settings.defaultPriceList,
    defaultPriceListAliases: settings.defaultPriceListAliases,
    rateBands: settings.rateBands.map((band) => ({
      minCents: toCents(band.min),
      maxCents: toCents(band.max),
      groundCents: toCents(band.ground),
      groundDistCents: toCents(band.groundDist),
      air2dayCents: toCents(band.air2day),
      air1dayCents: toCents(band.air1day),
    })),
    oversizeRates: settings.cartShippingRates.map((rate) => ({
      code: rate.code,
      spqBoxCount: rate.spqBoxCount,
      nonBoxCount: rate.nonBoxCount,
      zones: rate.zones.map((zone) => ({
        zone: zone.id,
        spqBoxPriceCents: toCents(zone.spqBoxPrice),
        nonBoxPriceCents: toCents(zone.nonBoxPrice),
      })),
    })),
    freeGroundThresholdCents: toCents(settings.freeGroundThreshold),
    handlingFeeBelowCents: toCents(settings.handlingFeeBelow),
    handlingFeeDomesticCents: toCents(settings.handlingFeeDomestic),
    handlingFeeInternationalCents: toCents(settings.handlingFeeInternational),
    nonStandardWireDuctFeeCents: toCents(settings.nonStandardWireDuctFee),
    internationalTermsFeeCents: toCents(settings.internationalTermsFee),
  };
}
