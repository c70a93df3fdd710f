import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { PUBLIC_PRICE_LIST_DEFAULTS } from "~/domain/price-list";
import type { Database } from "./db/database.server";
import { migrate } from "./db/migrate.server";
import { createPgliteDatabase } from "./db/pglite.server";
import { createPriceListRepository } from "./db/price-lists.server";
import { seedDatabase } from "./db/seed.server";
import { createPricing } from "./pricing.server";

const PUBLIC_LIST = null;

/*
 * Real part numbers; expected prices worked out by hand from the catalogue's price-lists.json
 * (OEM entries) and series.json (discount schedules), rounding half away from zero.
 */
const products = [
  // GCX11 -> G-1; OEM "G-1, G-2" 8 %: 15.05 × 0.92 = 13.846
  { pn: "GCX1111-10", list_price: 15.05, discountSchedule: "G-1" },
  // PL13 -> E-1; OEM "E-1, E-2" 5 %: 5.85 × 0.95 = 5.5575
  { pn: "PL13-R-6", list_price: 5.85, discountSchedule: "E-1" },
  // HW30M -> G-4; OEM "G-4, G-5" 10 %: 43.95 × 0.9 = 39.555, a half rounded up
  { pn: "HW30M-110", list_price: 43.95, discountSchedule: "G-4" },
  // MCB-B -> H-7; no OEM entry holds H-7, so Schedule Z (0 %)
  { pn: "MCB-1P-B1", list_price: 18.25, discountSchedule: "H-7" },
  // an OEM part-number entry: Actual 115.34, whatever its schedule (F-2) says
  { pn: "DS-63-3P-EN", list_price: 128.15, discountSchedule: "F-2" },
];

let db: Database;
let pricing: ReturnType<typeof createPricing>;
beforeAll(async () => {
  db = await createPgliteDatabase();
  await migrate(db);
  await seedDatabase(db);
  pricing = createPricing({ ...createPriceListRepository(db), getPriceListDefaults: async () => PUBLIC_PRICE_LIST_DEFAULTS });
});
afterAll(() => db.close());

describe("pricesFor", () => {
  it("prices an anonymous visitor on the OEM list", async () => {
    expect(await pricing.pricesFor(products, PUBLIC_LIST)).toEqual({
      "GCX1111-10": { listCents: 1505, saleCents: 1385, callForPrice: false },
      "PL13-R-6": { listCents: 585, saleCents: 556, callForPrice: false },
      "HW30M-110": { listCents: 4395, saleCents: 3956, callForPrice: false },
      "MCB-1P-B1": { listCents: 1825, saleCents: 1825, callForPrice: false },
      "DS-63-3P-EN": { listCents: 12815, saleCents: 11534, callForPrice: false },
    });
  });

  it("prices a signed-in buyer on their own list", async () => {
    // DIST-STOCKING "G-1, G-2, G-3" 42 %: 15.05 × 0.58 = 8.729; KEY-ACCOUNT-A 31.5 %: 15.05 × 0.685 = 10.30925
    const [gcx] = products;
    expect((await pricing.pricesFor([gcx!], "DIST-STOCKING"))["GCX1111-10"]!.saleCents).toBe(873);
    expect((await pricing.pricesFor([gcx!], "KEY-ACCOUNT-A"))["GCX1111-10"]!.saleCents).toBe(1031);
  });

  it("maps list, select and unknown names to OEM", async () => {
    const [gcx] = products;
    for (const priceList of ["list", "select", "NO-SUCH-LIST"]) {
      expect((await pricing.pricesFor([gcx!], priceList))["GCX1111-10"]!.saleCents).toBe(1385);
    }
  });

  it("takes the default list and its aliases from the site settings", async () => {
    const [gcx] = products;
    const onDistributorList = createPricing({
      ...createPriceListRepository(db),
      getPriceListDefaults: async () => ({ defaultPriceList: "DIST-STOCKING", defaultPriceListAliases: ["list", "KEY-ACCOUNT-A"] }),
    });
    // A visitor, a buyer without a known list, and the aliases (one of them a real list's name) pay the
    // DIST-STOCKING price, 8.73, instead of OEM's 13.85; a list that is not an alias keeps its own price.
    for (const priceList of [PUBLIC_LIST, "NO-SUCH-LIST", "List", "KEY-ACCOUNT-A"]) {
      expect((await onDistributorList.pricesFor([gcx!], priceList))["GCX1111-10"]!.saleCents, String(priceList)).toBe(873);
    }
    expect((await onDistributorList.pricesFor([gcx!], "OEM"))["GCX1111-10"]!.saleCents).toBe(1385);
  });

  it("reads the price list once for a whole batch", async () => {
    const source = {
      getPriceListEntries: vi.fn(async () => []),
      getPriceListNames: async () => ["OEM"],
      getPriceListDefaults: async () => PUBLIC_PRICE_LIST_DEFAULTS,
    };
    const prices = await createPricing(source).pricesFor(products, PUBLIC_LIST);
    expect(source.getPriceListEntries).toHaveBeenCalledTimes(1);
    expect(source.getPriceListEntries).toHaveBeenCalledWith("OEM");
    expect(prices["GCX1111-10"]).toEqual({ listCents: 1505, saleCents: 1505, callForPrice: false });
  });

  it("marks products priced by an unusable entry as call for price", async () => {
    const source = {
      getPriceListEntries: async () => [{ valueType: "Quote", schedule: "", item: "GCX1111-10", value: "0" }],
      getPriceListNames: async () => ["OEM"],
      getPriceListDefaults: async () => PUBLIC_PRICE_LIST_DEFAULTS,
    };
    const prices = await createPricing(source).pricesFor(products.slice(0, 1), PUBLIC_LIST);
    expect(prices["GCX1111-10"]).toEqual({ listCents: 1505, saleCents: 0, callForPrice: true });
  });
});
