import { expect, it } from "vitest";
import type { QuoteSnapshot } from "~/domain/quote-document";
import { migrate } from "./migrate.server";
import { createQuoteRepository } from "./quotes.server";
import { describeEachBackend } from "./testing/test-databases";

const snapshot = { shop: { name: "VoltShop" }, lines: [{ pn: "GCX1111-10", title: "Pulsador ámbar", quantity: 3 }] } as unknown as QuoteSnapshot;

describeEachBackend("quote repository", (current) => {
  async function repository() {
    const { db } = current();
    await migrate(db);
    return createQuoteRepository(db);
  }

  it("numbers quotes by year and sequence and reads the snapshot back whole", async () => {
    const repo = await repository();
    const first = await repo.create({ owner: "user:WU-1", lang: "es", snapshot });
    const second = await repo.create({ owner: "user:WU-1", lang: "en", snapshot });
    const year = new Date().getUTCFullYear();
    expect(first.number).toBe(`Q-${year}-000001`);
    expect(second.number).toBe(`Q-${year}-000002`);
    expect(await repo.findOwned(first.number, "user:WU-1")).toEqual({
      quote: { number: first.number, lang: "es", createdAt: first.createdAt, snapshot },
      pdf: null,
    });
  });

  it("keeps a quote's first PDF and never replaces it", async () => {
    const repo = await repository();
    const { number } = await repo.create({ owner: "user:WU-1", lang: "en", snapshot });
    const pdf = Buffer.from("%PDF-1.3 first \u0000\u00ff bytes");
    await repo.keepPdf(number, pdf);
    await repo.keepPdf(number, Buffer.from("%PDF-1.3 second"));
    expect((await repo.findOwned(number, "user:WU-1"))?.pdf).toEqual(pdf);
  });

  it("finds a quote only for its owner", async () => {
    const repo = await repository();
    const { number } = await repo.create({ owner: "cart:abc", lang: "en", snapshot });
    expect(await repo.findOwned(number, "cart:abc")).not.toBeNull();
    expect(await repo.findOwned(number, "user:WU-9")).toBeNull();
    expect(await repo.findOwned("Q-1999-000001", "cart:abc")).toBeNull();
  });
});
