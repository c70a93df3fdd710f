import { beforeAll, expect, it } from "vitest";
import { migrate } from "./migrate.server";
import { createPriceListRepository } from "./price-lists.server";
import { readSeedData, seedDatabase, type SeedData } from "./seed.server";
import { describeEachBackend } from "./testing/test-databases";

let data: SeedData;
beforeAll(async () => {
  data = await readSeedData();
});

describeEachBackend("price list repository", (current) => {
  async function seeded() {
    const { db } = current();
    await migrate(db);
    await seedDatabase(db, data);
    return db;
  }

  it("gives each list's entries in catalogue order", async () => {
    const repo = createPriceListRepository(await seeded());
    for (const list of data.priceLists.lists) expect(await repo.getPriceListEntries(list.name)).toEqual(list.entries);
    const [first] = await repo.getPriceListEntries("KEY-ACCOUNT-A");
    expect(first).toEqual({ valueType: "% Discount", schedule: "E-1, E-2, E-3", item: null, value: "35" });
  });

  it("keeps exact numeric strings", async () => {
    const repo = createPriceListRepository(await seeded());
    const entries = await repo.getPriceListEntries("DIST-RESELLER");
    expect(entries.find((e) => e.item === "GPR-11P-12D-L")!.value).toBe("7.60");
  });

  it("gives [] for an unknown list (names are exact)", async () => {
    const repo = createPriceListRepository(await seeded());
    expect(await repo.getPriceListEntries("NO-SUCH-LIST")).toEqual([]);
    expect(await repo.getPriceListEntries("oem")).toEqual([]);
  });

  it("names the lists that exist", async () => {
    const repo = createPriceListRepository(await seeded());
    expect(await repo.getPriceListNames()).toEqual(data.priceLists.lists.map((l) => l.name).sort());
  });

  it("names the public lists: the catalogue's public flag", async () => {
    const repo = createPriceListRepository(await seeded());
    const publicNames = data.priceLists.lists.filter((l) => l.public).map((l) => l.name);
    expect(publicNames).toEqual(["OEM"]);
    expect(await repo.getPublicPriceListNames()).toEqual(publicNames);
  });

  it("answers from memory until the time to live has passed", async () => {
    const db = await seeded();
    let now = 0;
    const repo = createPriceListRepository(db, { ttlMs: 1000, now: () => now });
    const before = await repo.getPriceListEntries("OEM");
    await db.query("UPDATE price_list_entries SET value = '99' WHERE list_name = 'OEM' AND position = 0");
    now = 999;
    expect(await repo.getPriceListEntries("OEM")).toEqual(before);
    now = 1000;
    expect((await repo.getPriceListEntries("OEM"))[0]!.value).toBe("99");
    await db.query("UPDATE price_list_entries SET value = '98' WHERE list_name = 'OEM' AND position = 0");
    repo.clear();
    expect((await repo.getPriceListEntries("OEM"))[0]!.value).toBe("98");
  });
});
