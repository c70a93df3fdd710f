import { expect, it, vi } from "vitest";
import { log } from "~/services/observability/log.server";
import type { LineChange } from "~/domain/cart-line-change";
import { seedDatabase } from "~/services/db/seed.server";
import { describeEachKv } from "~/services/kv/testing/test-kv";
import { createCartRepository, type CartOwner } from "./cart-repository.server";

const anon: CartOwner = { kind: "anonymous", token: "a".repeat(43) };
const anonKey = `anonymous:${"a".repeat(43)}:liveCart`;
const buyer: CartOwner = { kind: "email", email: "Buyer@Example.com" };
const set = (quantity: number) => (): LineChange => ({ kind: "quantity", quantity });
const add =
  (quantity: number) =>
  (current: number | null): LineChange => ({ kind: "quantity", quantity: (current ?? 0) + quantity });
const remove = (): LineChange => ({ kind: "remove" });

describeEachKv("cart repository", (current) => {
  function repository(options?: { anonymousLifetimeS: number }) {
    const { kv, db } = current();
    return { db, kv, carts: createCartRepository(kv, db, options) };
  }

  it("creates the cart on the first written line, keeping the campaign of new lines only", async () => {
    const { carts } = repository();
    expect(await carts.findCart(anon)).toBeNull();
    expect(await carts.countLines(anon)).toBe(0);
    const first = await carts.changeLine(anon, "GCX1111-10", add(2), { utm_source: "news", utm_campaign: "spring" });
    expect(first).toEqual({ change: { kind: "quantity", quantity: 2 }, before: null, exists: true, emptied: false });
    expect(await carts.changeLine(anon, "GCX1111-10", add(3), { utm_source: "other" })).toMatchObject({ before: 2 });
    await carts.changeLine(anon, "WDS-1X1-GR", set(20));
    const cart = await carts.findCart(anon);
    expect(cart?.items.map(({ pn, quantity, utm }) => ({ pn, quantity, utm }))).toEqual([
      { pn: "GCX1111-10", quantity: 5, utm: { utm_source: "news", utm_campaign: "spring" } },
      { pn: "WDS-1X1-GR", quantity: 20, utm: {} },
    ]);
    expect(cart).toMatchObject({ selectedBillingId: null, selectedShippingId: null });
    expect(Number.isNaN(Date.parse(cart!.createdAt))).toBe(false);
    expect(await carts.countLines(anon)).toBe(2);
  });

  it("keeps the chosen billing and shipping addresses, and forgets one that is removed or not the buyer's", async () => {
    const { db, carts } = repository();
    await seedDatabase(db);
    const buyer: CartOwner = { kind: "email", email: "Maria.Gonzalez@example.com" };
    await carts.changeLine(buyer, "GCX1111-10", set(1));
    await carts.selectAddresses(buyer, { billingId: "CT-5001", shippingId: "CT-5002" });
    expect(await carts.findCart(buyer)).toMatchObject({ selectedBillingId: "CT-5001", selectedShippingId: "CT-5002" });
    await db.query("DELETE FROM contacts WHERE id = $1", ["CT-5002"]);
    expect(await carts.findCart(buyer)).toMatchObject({ selectedBillingId: "CT-5001", selectedShippingId: null });
    await carts.selectAddresses(buyer, { billingId: "CT-5004", shippingId: "CT-5003" });
    expect(await carts.findCart(buyer)).toMatchObject({ selectedBillingId: null, selectedShippingId: "CT-5003" });
    await carts.selectAddresses(buyer, { billingId: null, shippingId: null });
    expect(await carts.findCart(buyer)).toMatchObject({ selectedBillingId: null, selectedShippingId: null });
    await carts.selectAddresses(anon, { billingId: "CT-5001", shippingId: null });
    expect(await carts.findCart(anon)).toBeNull();
  });

  it("writes nothing, and creates no cart, for a change that is not a quantity or removal", async () => {
    const { carts, kv } = repository();
    const applied = await carts.changeLine(anon, "GCX1111-10", () => ({ kind: "ignored", reason: "notNumeric" }));
    expect(applied).toEqual({ change: { kind: "ignored", reason: "notNumeric" }, before: null, exists: false, emptied: false });
    expect(await kv.get(anonKey)).toBeNull();
  });

  it("passes the stored quantity to the decision", async () => {
    const { carts } = repository();
    const seen: (number | null)[] = [];
    const spy = (q: number | null): LineChange => (seen.push(q), { kind: "quantity", quantity: 4 });
    await carts.changeLine(anon, "P1", spy);
    await carts.changeLine(anon, "P1", spy);
    expect(seen).toEqual([null, 4]);
  });

  it("deletes the cart with its last line", async () => {
    const { carts, kv } = repository();
    await carts.changeLine(anon, "P1", set(1));
    await carts.changeLine(anon, "P2", set(1));
    expect(await carts.changeLine(anon, "P1", remove)).toMatchObject({ exists: true, emptied: false });
    expect(await carts.changeLine(anon, "P2", remove)).toMatchObject({ exists: false, emptied: true });
    expect(await kv.get(anonKey)).toBeNull();
  });

  it("keys a signed-in buyer's cart by e-mail whatever its case", async () => {
    const { carts } = repository();
    await carts.changeLine(buyer, "P1", set(2));
    expect((await carts.findCart({ kind: "email", email: " buyer@example.COM " }))?.items).toHaveLength(1);
    expect(await carts.findCart(anon)).toBeNull();
    expect(await carts.deleteCart({ kind: "email", email: "BUYER@example.com" })).toBe(true);
    expect(await carts.deleteCart(buyer)).toBe(false);
  });

  it("merges an anonymous cart: stored quantities win, missing lines are added, the anonymous cart goes", async () => {
    const { carts } = repository();
    await carts.changeLine(buyer, "P1", set(5));
    await carts.changeLine(anon, "P1", set(1));
    await carts.changeLine(anon, "P2", set(3), { utm_medium: "email" });
    expect(await carts.mergeCart(anon, buyer)).toBe(1);
    expect(await carts.findCart(anon)).toBeNull();
    expect((await carts.findCart(buyer))?.items.map(({ pn, quantity, utm }) => ({ pn, quantity, utm }))).toEqual([
      { pn: "P1", quantity: 5, utm: {} },
      { pn: "P2", quantity: 3, utm: { utm_medium: "email" } },
    ]);
  });

  it("merges into a buyer without a saved cart, and does nothing without an anonymous cart", async () => {
    const { carts } = repository();
    expect(await carts.mergeCart(anon, buyer)).toBe(0);
    expect(await carts.findCart(buyer)).toBeNull();
    await carts.changeLine(anon, "P1", set(2));
    expect(await carts.mergeCart(anon, buyer)).toBe(1);
    expect((await carts.findCart(buyer))?.items.map((i) => i.quantity)).toEqual([2]);
  });

  it("lets an anonymous cart expire its lifetime after its last change; a buyer's cart stays", async () => {
    const { carts } = repository({ anonymousLifetimeS: 1 });
    await carts.changeLine(anon, "P1", set(1));
    await carts.changeLine(buyer, "P1", set(1));
    await vi.waitFor(async () => expect(await carts.findCart(anon)).toBeNull(), { timeout: 10_000, interval: 100 });
    expect(await carts.findCart(buyer)).not.toBeNull();
  });

  it("stores the spec's liveCart under {email}:liveCart", async () => {
    const { carts, kv } = repository();
    await carts.changeLine(buyer, "P1", set(2), { utm_source: "news", utm_term: "relay" });
    expect(await kv.get("buyer@example.com:liveCart")).toEqual({
      cartItems: [
        {
          pn: "P1",
          prod_quantity: 2,
          createdAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
          utmSource: "news",
          utmMedium: null,
          utmCampaign: null,
          utmTerm: "relay",
          utmContent: null,
        },
      ],
      selectedBillingId: null,
      selectedShippingId: null,
      createdAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
    });
  });

  it("loses no line when 20 posts of one cart race", async () => {
    const { carts } = repository();
    const parts = Array.from({ length: 20 }, (_, i) => `PN-${i}`);
    for (const owner of [anon, buyer]) {
      await Promise.all(parts.map((pn) => carts.changeLine(owner, pn, add(1))));
      await Promise.all(parts.map((pn) => carts.changeLine(owner, pn, add(2))));
      expect((await carts.findCart(owner))?.items.map((i) => [i.pn, i.quantity]).sort()).toEqual(parts.map((pn) => [pn, 3]).sort());
    }
  });

  it("reads a cart of the wrong shape as none (logged), and a new line replaces it", async () => {
    const { carts, kv } = repository();
    const error = vi.spyOn(log, "error").mockImplementation(() => {});
    await kv.set(anonKey, { cartItems: "not a list" });
    expect(await carts.findCart(anon)).toBeNull();
    expect(await carts.countLines(anon)).toBe(0);
    expect(error).toHaveBeenCalledWith(expect.anything(), expect.stringContaining(anonKey));
    await carts.changeLine(anon, "P1", set(1));
    expect((await carts.findCart(anon))?.items.map((i) => i.pn)).toEqual(["P1"]);
    error.mockRestore();
  });

  it("refuses a quantity below one", async () => {
    const { carts } = repository();
    await expect(carts.changeLine(anon, "P1", set(0))).rejects.toThrow();
    expect(await carts.findCart(anon)).toBeNull();
  });

  it("adds many lines in one write, summing with what the cart holds and keeping a line it cannot grow", async () => {
    const { carts } = repository();
    await carts.changeLine(buyer, "P1", set(2));
    await carts.changeLine(buyer, "P9", set(999_999));
    const lines = [{ pn: "P1", quantity: 3 }, ...Array.from({ length: 999 }, (_, i) => ({ pn: `Q-${i}`, quantity: i + 1 })), { pn: "P9", quantity: 2 }];
    expect(await carts.addLines(buyer, lines, { utm_source: "bom" })).toEqual({ added: 1000, tooLarge: ["P9"] });
    const items = (await carts.findCart(buyer))!.items;
    expect(items).toHaveLength(1001);
    expect(items.find((i) => i.pn === "P1")).toMatchObject({ quantity: 5, utm: {} });
    expect(items.find((i) => i.pn === "P9")?.quantity).toBe(999_999);
    expect(items.find((i) => i.pn === "Q-998")).toMatchObject({ quantity: 999, utm: { utm_source: "bom" } });
  });

  it("creates no cart when a batch adds nothing, and loses no line when batches race", async () => {
    const { carts } = repository();
    expect(await carts.addLines(anon, [])).toEqual({ added: 0, tooLarge: [] });
    expect(await carts.findCart(anon)).toBeNull();
    await Promise.all(
      Array.from({ length: 10 }, () =>
        carts.addLines(anon, [
          { pn: "A", quantity: 1 },
          { pn: "B", quantity: 2 },
        ]),
      ),
    );
    expect((await carts.findCart(anon))?.items.map((i) => [i.pn, i.quantity])).toEqual([
      ["A", 10],
      ["B", 20],
    ]);
  });
});
