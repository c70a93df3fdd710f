/**
 * Expected quotes computed straight from the client's catalogue files (CATALOG_DIR, default ../shared/catalog) and
 * the numbers ../shared/spec/pricing-and-shipping.md fixes, written from the spec's text and sharing no code with
 * app/: what the HTTP tests compare the quote API with. It covers carts without oversize lines (wire duct counts
 * only above $49, where it adds nothing) and without lines exempt from free ground; it refuses any other cart.
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import { ROOT } from "./built-server";

const CATALOG_DIR = path.resolve(ROOT, process.env.CATALOG_DIR ?? "../shared/catalog");
const read = <T>(file: string): T => JSON.parse(readFileSync(path.join(CATALOG_DIR, file), "utf8")) as T;

export type CatalogueProduct = { pn: string; series: string; category: string; list_price: number; pkgqty: number; tariff: boolean };
type Entry = { valueType: string; schedule: string; item: string | null; value: string };
type Band = { min: number; max: number; ground: number; groundDist: number; air2day: number; air1day: number };
type Shipping = {
  rateBands: Band[];
  cartShippingRates: { code: string }[];
  cartItemRules: { pn: string; exemptFromFreeShipping: boolean; leadTime10Days: boolean }[];
  taxRates: { state: string; rate: number }[];
};

const products = read<CatalogueProduct[]>("products.json");
const schedules = new Map(read<{ code: string; discountSchedule: string }[]>("series.json").map((s) => [s.code, s.discountSchedule]));
const lists = new Map(read<{ lists: { name: string; entries: Entry[] }[] }>("price-lists.json").lists.map((l) => [l.name, l.entries]));
const shipping = read<Shipping>("shipping.json");
const zones = read<{ zip: string | number; zone: number }[]>("zones.json");
const customers = read<{
  customers: { id: string; priceList: string; custType: string; isFreeGroundAt: number | null; taxable: boolean; arTerm: string }[];
  webUsers: { email: string; customerIds: string[]; primaryCustomerId: string | null }[];
}>("customers.json");

// The spec's fixed numbers and site settings (section 6 and 7), in cents.
const FREE_GROUND_CENTS = 4_900;
const HANDLING_BELOW_CENTS = 4_900;
const HANDLING_DOMESTIC_CENTS = 1_000;
const HANDLING_INTERNATIONAL_CENTS = 2_500;
const NON_STANDARD_CENTS = 1_000;
const AIR_TBD_FROM_CENTS = 50_000;
const TARIFF_PER_100_000 = 250; // 0.25 %
const SURCHARGE_PER_100_000 = 4_950; // 4.95 %

/** Dollars in the catalogue (12.4, "115.34") as cents, by their decimal text. */
export function cents(dollars: number | string): number {
  const [whole = "0", fraction = ""] = String(dollars).split(".");
  return Number(whole) * 100 + Number(fraction.padEnd(2, "0").slice(0, 2));
}

/** round(amount × perHundredThousand / 100 000), halves up (amounts are never negative here). */
const share = (amount: number, perHundredThousand: number) => Math.floor((2 * amount * perHundredThousand + 100_000) / 200_000);
const percentPerHundredThousand = (percent: number | string) => Math.round(Number(percent) * 1_000);

export function product(pn: string): CatalogueProduct {
  const found = products.find((p) => p.pn === pn);
  if (!found) throw new Error(`${pn} is not in the catalogue`);
  return found;
}

/** Spec section 2: the part-number entry, else the first schedule entry naming the series' schedule, else Schedule Z. */
function saleCents(pn: string, listName: string): number {
  const item = product(pn);
  const entries = lists.get(listName) ?? [];
  const schedule = schedules.get(item.series);
  const has = (entry: Entry, name: string | undefined) => entry.schedule.split(",").some((part) => part.trim() === name);
  const entry = entries.find((e) => e.item === pn) ?? entries.find((e) => !e.item && has(e, schedule)) ?? entries.find((e) => !e.item && has(e, "Schedule Z"));
  const list = cents(item.list_price);
  if (!entry) return list;
  if (entry.valueType === "Actual") return cents(entry.value);
  return share(list, 100_000 - percentPerHundredThousand(entry.value));
}

const isWireDuct = (pn: string) => product(pn).category === "wire-duct";
const ruleMatches = (rule: string, pn: string) => (rule.endsWith("*") ? pn.startsWith(rule.slice(0, -1)) : pn === rule);
const isOversize = (pn: string) => shipping.cartShippingRates.some((rate) => pn.startsWith(rate.code));
const isExempt = (pn: string) => shipping.cartItemRules.some((rule) => rule.exemptFromFreeShipping && ruleMatches(rule.pn, pn));
const shipsInTenDays = (pn: string) => shipping.cartItemRules.some((rule) => rule.leadTime10Days && ruleMatches(rule.pn, pn));

function zoneOf(postalCode: string): number | null {
  const prefix = postalCode.slice(0, 3);
  return zones.find((z) => String(z.zip).padStart(3, "0") === prefix)?.zone ?? null;
}

export function band(subtotalCents: number): Band {
  const found = shipping.rateBands.find((b) => cents(b.min) <= subtotalCents && subtotalCents <= cents(b.max));
  if (!found) throw new Error(`no rate band holds ${subtotalCents} cents`);
  return found;
}

export type ExpectedBuyer = { anonymous: boolean; distributor: boolean; freeGroundAtCents: number | null; taxable: boolean; approvedForTerms: boolean };
export const ANONYMOUS: ExpectedBuyer = { anonymous: true, distributor: false, freeGroundAtCents: null, taxable: true, approvedForTerms: false };

/** The buyer rules of a web user's primary customer (its id, else the first of its customers). */
export function buyerOf(email: string): { buyer: ExpectedBuyer; priceList: string } {
  const user = customers.webUsers.find((u) => u.email === email);
  const id = user?.primaryCustomerId ?? user?.customerIds[0];
  const customer = customers.customers.find((c) => c.id === id);
  if (!customer) throw new Error(`${email} has no customer`);
  return {
    priceList: ["list", "select"].includes(customer.priceList) ? "OEM" : customer.priceList,
    buyer: {
      anonymous: false,
      distributor: customer.custType.startsWith("D1-") || customer.custType.startsWith("D2-"),
      freeGroundAtCents: customer.isFreeGroundAt === null ? null : cents(customer.isFreeGroundAt),
      taxable: customer.taxable,
      approvedForTerms: customer.arTerm.toUpperCase() !== "CREDIT CARD",
    },
  };
}

export type ExpectedQuote = {
  lines: {
    pn: string;
    quantity: number;
    list_price: number;
    sale_price: number;
    subTotalListPrice: number;
    subTotalSalePrice: number;
    nonStandard: boolean;
    leadTime10Days: boolean;
  }[];
  subtotal: number;
  handling: number;
  tariff: number;
  tariffSurcharge: number;
  internationalFee: number;
  shipping: number | "TBD";
  tax: number;
  total: number;
};

const dollars = (amount: number) => amount / 100;

/** A default-carrier (FedEx) quote for a US destination, or an international one whose shipping is TBD. */
export function expectedQuote(input: {
  items: { pn: string; quantity: number }[];
  priceList: string;
  buyer: ExpectedBuyer;
  country: string;
  state?: string;
  postalCode?: string;
  method?: "ground" | "air2day" | "air1day";
}): ExpectedQuote {
  const international = input.country !== "US";
  const lines = input.items.map(({ pn, quantity }) => {
    const item = product(pn);
    const sale = saleCents(pn, input.priceList);
    return {
      pn,
      quantity,
      list: cents(item.list_price),
      sale,
      subtotal: sale * quantity,
      nonStandard: isWireDuct(pn) && quantity % item.pkgqty !== 0,
      tariff: item.tariff,
    };
  });
  const subtotal = lines.reduce((sum, line) => sum + line.subtotal, 0);
  for (const line of lines) {
    if (isExempt(line.pn)) throw new Error(`${line.pn} is exempt from free ground: not covered here`);
    if (isOversize(line.pn) && !(isWireDuct(line.pn) && subtotal > 4_900)) throw new Error(`${line.pn} ships oversize: not covered here`);
  }
  const smallOrder = subtotal > 0 && subtotal < HANDLING_BELOW_CENTS ? (international ? HANDLING_INTERNATIONAL_CENTS : HANDLING_DOMESTIC_CENTS) : 0;
  const handling = smallOrder + lines.filter((line) => line.nonStandard).length * NON_STANDARD_CENTS;
  const tariff = share(
    lines.filter((line) => line.tariff).reduce((sum, line) => sum + line.subtotal, 0),
    TARIFF_PER_100_000,
  );
  const surcharge = share(subtotal, SURCHARGE_PER_100_000);
  let shippingCents: number | "TBD" = "TBD";
  if (!international) {
    if (zoneOf(input.postalCode ?? "") === null) throw new Error("unknown zone: not covered here");
    const method = input.method ?? "ground";
    const rates = band(subtotal);
    if (method === "ground")
      shippingCents = subtotal >= (input.buyer.freeGroundAtCents ?? FREE_GROUND_CENTS) ? 0 : cents(input.buyer.distributor ? rates.groundDist : rates.ground);
    else shippingCents = subtotal >= AIR_TBD_FROM_CENTS ? "TBD" : cents(rates[method]);
  }
  const internationalFee = international && input.buyer.approvedForTerms ? 4_000 : 0;
  const rate = shipping.taxRates.find((r) => r.state === input.state)?.rate;
  const taxed = !international && rate !== undefined && (input.buyer.anonymous || input.buyer.taxable);
  const base = subtotal + handling + tariff + surcharge + (shippingCents === "TBD" ? 0 : shippingCents);
  const tax = taxed ? share(base, percentPerHundredThousand(rate)) : 0;
  return {
    lines: lines.map((line) => ({
      pn: line.pn,
      quantity: line.quantity,
      list_price: dollars(line.list),
      sale_price: dollars(line.sale),
      subTotalListPrice: dollars(line.list * line.quantity),
      subTotalSalePrice: dollars(line.subtotal),
      nonStandard: line.nonStandard,
      leadTime10Days: shipsInTenDays(line.pn),
    })),
    subtotal: dollars(subtotal),
    handling: dollars(handling),
    tariff: dollars(tariff),
    tariffSurcharge: dollars(surcharge),
    internationalFee: dollars(internationalFee),
    shipping: shippingCents === "TBD" ? "TBD" : dollars(shippingCents),
    tax: dollars(tax),
    total: dollars(base + internationalFee + tax),
  };
}
