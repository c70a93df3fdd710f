/** Test fixtures shaped like the client's catalogue export (shipping.json and site settings). */
import { toShopRules, type CartItemRule, type ShopSettings } from "../shop-rules";

export const CART_ITEM_RULES: CartItemRule[] = [
  { pn: "ENC-36*", exemptFromFreeShipping: true, leadTime10Days: true },
  { pn: "DPC-90*", exemptFromFreeShipping: true, leadTime10Days: false },
  { pn: "DS-125*", exemptFromFreeShipping: false, leadTime10Days: true },
  { pn: "DS-FUS-100-J", exemptFromFreeShipping: true, leadTime10Days: true },
];

export const SETTINGS: ShopSettings = {
  rateBands: [
    { min: 0, max: 24.99, ground: 9.95, groundDist: 7.95, air2day: 24.95, air1day: 44.95 },
    { min: 25, max: 48.99, ground: 12.95, groundDist: 9.95, air2day: 29.95, air1day: 54.95 },
    { min: 49, max: 99.99, ground: 14.95, groundDist: 11.95, air2day: 34.95, air1day: 64.95 },
    { min: 100, max: 249.99, ground: 19.95, groundDist: 15.95, air2day: 44.95, air1day: 84.95 },
    { min: 250, max: 499.99, ground: 29.95, groundDist: 22.95, air2day: 64.95, air1day: 119.95 },
    { min: 500, max: 999.99, ground: 39.95, groundDist: 29.95, air2day: 89.95, air1day: 159.95 },
    { min: 1000, max: 99999.99, ground: 59.95, groundDist: 44.95, air2day: 129.95, air1day: 229.95 },
  ],
  cartShippingRates: [
    {
      code: "WD",
      spqBoxCount: 10,
      nonBoxCount: 5,
      zones: [
        { id: 2, spqBoxPrice: 18, nonBoxPrice: 11 },
        { id: 4, spqBoxPrice: 28, nonBoxPrice: 16.5 },
        { id: 8, spqBoxPrice: 48, nonBoxPrice: 27.5 },
      ],
    },
    {
      code: "ENC",
      spqBoxCount: 4,
      nonBoxCount: 1,
      zones: [
        { id: 2, spqBoxPrice: 28, nonBoxPrice: 9.5 },
        { id: 4, spqBoxPrice: 43, nonBoxPrice: 14.3 },
      ],
    },
  ],
  cartItemRules: CART_ITEM_RULES,
  taxRates: [
    { state: "PA", rate: 6 },
    { state: "NJ", rate: 6.625 },
    { state: "OH", rate: 5.75 },
  ],
  freeGroundThreshold: 49,
  handlingFeeBelow: 49,
  handlingFeeDomestic: 10,
  handlingFeeInternational: 25,
  nonStandardWireDuctFee: 10,
  tariffPercent: 0.25,
  tariffSurchargePercent: 4.95,
  internationalTermsFee: 40,
  wireDuctCategory: "wire-duct",
  domesticCountry: "US",
  airOnlyStates: ["AK", "HI"],
  distributorCustomerTypes: ["D1-Distributor/Stocking", "D2-Distributor/Reseller/Non-Stocking"],
  creditCardTerms: "CREDIT CARD",
  defaultPriceList: "OEM",
  defaultPriceListAliases: ["list", "select"],
};

export const RULES = toShopRules(SETTINGS);

const method = (id: string, en: string) => ({ id, title: { en, es: en } });
const international = (slug: string, sequence: number, minSubtotalThresholdvalue: number | null) => ({
  title: slug,
  slug,
  sequence,
  isDefault: false,
  isInternational: true,
  collect: false,
  methods: [],
  minSubtotalThresholdvalue,
});

/** The catalogue's carriers (a subset, out of sequence order on purpose). */
export const CARRIERS = [
  international("fedex-intl-first", 11, 1000),
  {
    title: "FedEx",
    slug: "fedex",
    sequence: 1,
    isDefault: true,
    isInternational: false,
    collect: false,
    methods: [method("ground", "FedEx Ground"), method("air2day", "FedEx 2nd Day"), method("air1day", "FedEx Standard Overnight")],
    minSubtotalThresholdvalue: null,
  },
  {
    title: "UPS collect",
    slug: "ups-collect",
    sequence: 2,
    isDefault: false,
    isInternational: false,
    collect: true,
    methods: [method("ground", "UPS collect Ground"), method("air2day", "UPS collect 2nd Day Air"), method("air1day", "UPS collect Next Day Air")],
    minSubtotalThresholdvalue: null,
  },
  {
    title: "DHL Collect",
    slug: "dhl-collect",
    sequence: 3,
    isDefault: false,
    isInternational: false,
    collect: true,
    methods: [method("air2day", "DHL Collect")],
    minSubtotalThresholdvalue: null,
  },
  international("fedex-intl-economy", 10, null),
  international("fedex-intl-priority", 13, 250),
  international("ups-worldwide-saver", 21, 500),
];

export function carrier(slug: string): (typeof CARRIERS)[number] {
  const found = CARRIERS.find((candidate) => candidate.slug === slug);
  if (!found) throw new Error(`No carrier ${slug} in the fixture`);
  return found;
}

/** The catalogue's OEM list (schedule entries and one part-number entry). */
export const OEM_ENTRIES = [
  { valueType: "% Discount", schedule: "E-1, E-2", item: null, value: "5" },
  { valueType: "% Discount", schedule: "E-3", item: null, value: "3" },
  { valueType: "% Discount", schedule: "F-1, F-2, F-3", item: null, value: "0" },
  { valueType: "% Discount", schedule: "G-1, G-2", item: null, value: "8" },
  { valueType: "% Discount", schedule: "Schedule Z", item: null, value: "0" },
  { valueType: "Actual", schedule: "", item: "DS-63-3P-EN", value: "115.34" },
];

export const ZONES = [
  { zip: 4, zone: 4 },
  { zip: "150", zone: 2 },
  { zip: "152", zone: 2 },
  { zip: "995", zone: 8 },
  { zip: "967", zone: 8 },
];

export const SHIPPING_RULES = [
  { addressState: "PA", zipCodes: "150*, 151*, 152*", note: { en: "Pittsburgh metro", es: "Área de Pittsburgh" } },
  { addressState: "PA", zipCodes: "*", note: { en: "Pennsylvania", es: "Pensilvania" } },
  { addressState: "AK", zipCodes: "*", note: { en: "Alaska ships by 2nd-day air only.", es: "Alaska solo por aéreo de 2º día." } },
];
