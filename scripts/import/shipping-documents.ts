/** Shop rules and shipping tables: siteSettings, shippingRates, shippingZones, carriers, rules. */
import { PUBLIC_PRICE_LIST_DEFAULTS } from "../../app/domain/price-list";
import type { ShippingCarrierDoc, ShippingRatesDoc, ShippingRuleDoc, ShippingZonesDoc, SiteSettingsDoc } from "../../app/services/content/types";
import type { Catalog } from "./catalog";
import { base, keyOf, localeString } from "./documents";

/**
 * The rule numbers and names of docs/ (pricing, shipping, charges) that are not in the catalogue export.
 * They are data, not code: editors change them in the siteSettings document.
 */
export const shopRules = {
  freeGroundThreshold: 49,
  handlingFeeBelow: 49,
  handlingFeeDomestic: 10,
  handlingFeeInternational: 25,
  nonStandardWireDuctFee: 10,
  tariffPercent: 0.25,
  tariffSurchargePercent: 4.95,
  internationalTermsFee: 40,
  domesticCountry: "US",
  airOnlyStates: ["AK", "HI"],
  wireDuctCategory: "wire-duct",
  distributorCustomerTypes: ["D1-Distributor/Stocking", "D2-Distributor/Reseller/Non-Stocking"],
  creditCardTerms: "CREDIT CARD",
  defaultPriceList: PUBLIC_PRICE_LIST_DEFAULTS.defaultPriceList,
  defaultPriceListAliases: [...PUBLIC_PRICE_LIST_DEFAULTS.defaultPriceListAliases],
  newCustomerSegment: 5,
  newCustomerPriceList: "OEM",
  newCustomerTerms: "CREDIT CARD",
} as const satisfies Partial<SiteSettingsDoc>;

/** Zone tables sometimes hold numbers (4 for "004"). */
export function normaliseZip(zip: string | number): string {
  return String(zip).trim().padStart(3, "0");
}

export function siteSettingsDocument(catalog: Catalog): SiteSettingsDoc {
  const s = catalog.shipping;
  return {
    ...base("siteSettings", "siteSettings"),
    salesReps: s.salesReps.map((r) => ({ _key: keyOf(`${r.territory}-${r.rep}`), ...r })),
    cartShippingRates: s.cartShippingRates.map((r) => ({
      _key: keyOf(r.code),
      ...r,
      zones: r.zones.map((z) => ({ _key: `zone-${z.id}`, ...z })),
    })),
    cartItemRules: s.cartItemRules.map((r) => ({ _key: keyOf(r.pn.replace("*", "-prefix")), ...r })),
    taxRates: s.taxRates.map((t) => ({ _key: keyOf(t.state), ...t })),
    fallbackRep: s.fallbackRep,
    fallbackTerritory: s.fallbackTerritory,
    ...shopRules,
    airOnlyStates: [...shopRules.airOnlyStates],
    distributorCustomerTypes: [...shopRules.distributorCustomerTypes],
    defaultPriceListAliases: [...shopRules.defaultPriceListAliases],
  };
}

export function shippingRatesDocument(catalog: Catalog): ShippingRatesDoc {
  return {
    ...base("shippingRates", "shippingRates"),
    rateBands: catalog.shipping.rateBands.map((b) => ({ _key: keyOf(`band-${b.min}`), ...b })),
  };
}

export function shippingZonesDocument(catalog: Catalog): ShippingZonesDoc {
  return {
    ...base("shippingZones", "shippingZones"),
    zones: catalog.zones.map((z) => {
      const zip = normaliseZip(z.zip);
      return { _key: `zip-${zip}`, zip, zone: z.zone };
    }),
  };
}

export function carrierDocuments(catalog: Catalog): ShippingCarrierDoc[] {
  return catalog.shipping.carriers.map((c) => ({
    ...base(`carrier-${c.slug}`, "shippingCarrier"),
    title: c.title,
    slug: { _type: "slug", current: c.slug },
    sequence: c.sequence,
    isDefault: c.isDefault,
    isInternational: c.isInternational,
    collect: c.collect,
    methods: c.methods.map((m) => ({ _key: m.id, id: m.id, title: localeString(m.title) })),
    minSubtotalThresholdvalue: c.minSubtotalThresholdvalue,
  }));
}

export function shippingRuleDocuments(catalog: Catalog): ShippingRuleDoc[] {
  return catalog.shipping.shippingRules.map((r, i) => ({
    ...base(`shippingRule-${i + 1}`, "shippingRule"),
    sequence: i + 1,
    addressState: r.addressState,
    zipCodes: r.zipCodes,
    note: localeString(r.note),
  }));
}
