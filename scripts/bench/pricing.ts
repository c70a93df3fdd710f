/**
 * Pricing a 500-line cart in process: for each line its OEM sale price (`salePrice`) and `priceLine`, then `quote()`
 * for a Pittsburgh destination, with the embedded dataset's products, shipping documents and site settings (read and
 * checked by the content schemas, as the server reads them). Many iterations after a warm-up; mean, p50, p99 and max
 * per cart. Target: under 5 ms.
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import { performance } from "node:perf_hooks";
import { ANONYMOUS_BUYER } from "~/domain/buyer";
import { isWireDuct, priceLine, type CartLine } from "~/domain/cart-lines";
import { zoneTable } from "~/domain/destination";
import { toCents } from "~/domain/money";
import { salePrice, type PriceListEntry } from "~/domain/price-list";
import { quote } from "~/domain/quote";
import { toShopRules } from "~/domain/shop-rules";
import { shippingCarrierSchema, shippingRatesSchema, shippingRuleSchema, shippingZonesSchema, siteSettingsSchema } from "~/services/content/site-schema";
import { ROOT } from "../../tests/http/support/built-server";
import { percentile } from "./median";

const CART_LINES = 500;
const ITERATIONS = Number(process.env.BENCH_PRICING_ITERATIONS ?? 2_000);
const WARM_UP_ITERATIONS = 200;
const PRICING_TARGET_MS = 5;

type Doc = { _id: string; _type: string } & Record<string, unknown>;
type Ref = { _ref: string };

export function dataset(): Doc[] {
  return readFileSync(path.join(ROOT, "content/dataset.ndjson"), "utf8")
    .split("\n")
    .filter(Boolean)
    .map((line) => JSON.parse(line) as Doc);
}

/** The OEM list as the database is seeded with it. */
function oemEntries(): PriceListEntry[] {
  const seed = JSON.parse(readFileSync(path.join(ROOT, "content/seed/price-lists.json"), "utf8")) as { lists: { name: string; entries: PriceListEntry[] }[] };
  const oem = seed.lists.find((list) => list.name === "OEM");
  if (!oem) throw new Error("content/seed/price-lists.json has no OEM list");
  return oem.entries;
}

/** The shop's rules and shipping tables, and 500 products spread over the catalogue with their schedule and category. */
function fixture() {
  const docs = dataset();
  const one = (type: string) => docs.find((doc) => doc._type === type);
  const all = (type: string) => docs.filter((doc) => doc._type === type);
  const settings = siteSettingsSchema.parse(one("siteSettings"));
  const rules = toShopRules({ ...settings, rateBands: shippingRatesSchema.parse(one("shippingRates")).rateBands });
  const tables = {
    carriers: all("shippingCarrier").map((doc) => {
      const carrier = shippingCarrierSchema.parse(doc);
      return { ...carrier, slug: carrier.slug.current };
    }),
    zones: zoneTable(shippingZonesSchema.parse(one("shippingZones")).zones),
    shippingRules: all("shippingRule").map((doc) => shippingRuleSchema.parse(doc)),
  };
  const schedules = new Map(all("productSeries").map((doc) => [doc._id, (doc.discountSchedule as string | undefined) ?? null]));
  const categorySlugs = new Map(all("category").map((doc) => [doc._id, (doc.slug as { en: string }).en]));
  const products = all("product");
  const step = products.length / CART_LINES;
  const picked = Array.from({ length: CART_LINES }, (_, i) => products[Math.floor(i * step)]!).map((doc) => ({
    pn: doc.pn as string,
    listPrice: doc.list_price as number,
    pkgqty: doc.pkgqty as number,
    tariff: doc.tariff as boolean,
    discountSchedule: schedules.get((doc.series as Ref)._ref) ?? null,
    categorySlug: categorySlugs.get((doc.category as Ref)._ref) ?? null,
  }));
  return { rules, tables, products: picked, entries: oemEntries() };
}

export function benchPricing() {
  const { rules, tables, products, entries } = fixture();
  const address = { country: "US", state: "PA", postalCode: "15222" };
  const priceCart = () => {
    const lines: CartLine[] = products.map((product, i) => {
      const listPriceCents = toCents(product.listPrice);
      const sale = salePrice({ pn: product.pn, listPriceCents, discountSchedule: product.discountSchedule }, entries);
      return priceLine(
        {
          pn: product.pn,
          quantity: 1 + (i % 7),
          listPriceCents,
          saleCents: sale.cents,
          callForPrice: sale.callForPrice,
          tariff: product.tariff,
          pkgqty: product.pkgqty,
          wireDuct: isWireDuct(product.categorySlug, rules.wireDuctCategory),
        },
        rules.cartItemRules,
      );
    });
    return quote({ lines, address, buyer: ANONYMOUS_BUYER, selection: null, ifNotOffered: "default", shipperNumber: null, shipToTaxable: true }, tables, rules);
  };
  for (let i = 0; i < WARM_UP_ITERATIONS; i++) priceCart();
  const times: number[] = [];
  let totalCents = 0;
  for (let i = 0; i < ITERATIONS; i++) {
    const start = performance.now();
    totalCents = priceCart().charges.totalCents;
    times.push(performance.now() - start);
  }
  times.sort((a, b) => a - b);
  const result = {
    lines: CART_LINES,
    iterations: ITERATIONS,
    meanMs: times.reduce((sum, t) => sum + t, 0) / times.length,
    p50Ms: percentile(times, 50),
    p99Ms: percentile(times, 99),
    maxMs: times[times.length - 1]!,
    totalCents,
  };
  const verdict = (ms: number) => (ms < PRICING_TARGET_MS ? "under" : "OVER");
  console.log(
    `pricing a ${CART_LINES}-line cart in process (${ITERATIONS} iterations): mean ${result.meanMs.toFixed(3)} ms (${verdict(result.meanMs)} the ${PRICING_TARGET_MS} ms target), ` +
      `p50 ${result.p50Ms.toFixed(3)} ms, p99 ${result.p99Ms.toFixed(3)} ms (${verdict(result.p99Ms)}), max ${result.maxMs.toFixed(3)} ms; cart total $${(totalCents / 100).toFixed(2)}`,
  );
  return result;
}
