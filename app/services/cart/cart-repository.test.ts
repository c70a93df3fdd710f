import { expect, it } from "vitest";
import { migrate } from "~/services/db/migrate.server";
import { seedDatabase } from "~/services/db/seed.server";
import { describeEachBackend } from "~/services/db/testing/test-databases";
import { createCartRepository, type CartOwner } from "./cart-repository.server";
import type { LineChange } from "~/domain/cart-line-change";

const anon: CartOwner = { kind: "anonymous", token: "a".repeat(43) };
const buyer: CartOwner = { kind: "email", email: "Buyer@Example.com" };
const set = (quantity: number) => (): LineChange => ({ kind: "quantity", quantity });
const add =
  (quantity: number) =>
  (current: number | null): LineChange => ({ kind: "quantity", quantity: (current ?? 0) + quantity });
const remove = (): LineChange => ({ kind: "remove" });

describeEachBackend("cart repository", (current) => {
  async function repository() {
    const { db } = current();
    await migrate(db);
    return { db, carts: createCartRepository(db) };
  }

  it("creates the cart on the first written line, keeping the campaign of new lines only", async () => {
    const { carts } = await repository();
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

  it("keeps the chosen billing and shipping addresses, and forgets one that is removed", async () => {
    const { db, carts } = await repository();
    await seedDatabase(db);
    await carts.changeLine(buyer, "GCX1111-10", set(1));
    await carts.selectAddresses(buyer, { billingId: "CT-5001", shippingId: "CT-5002" });
    expect(await carts.findCart(buyer)).toMatchObject({ selectedBillingId: "CT-5001", selectedShippingId: "CT-5002" });
    await db.query("DELETE FROM contacts WHERE id = $1", ["CT-5002"]);
    expect(await carts.findCart(buyer)).toMatchObject({ selectedBillingId: "CT-5001", selectedShippingId: null });
    await carts.selectAddresses(buyer, { billingId: null, shippingId: null });
    expect(await carts.findCart(buyer)).toMatchObject({ selectedBillingId: null, selectedShippingId: null });
    await carts.selectAddresses(anon, { billingId: "CT-5001", shippingId: null });
    expect(await carts.findCart(anon)).toBeNull();
  });

  it("writes nothing, and creates no cart, for a change that is not a quantity or removal", async () => {
    const { carts, db } = await repository();
    const applied = await carts.changeLine(anon, "GCX1111-10", () => ({ kind: "ignored", reason: "notNumeric" }));
    expect(applied).toEqual({ change: { kind: "ignored", reason: "notNumeric" }, before: null, exists: false, emptied: false });
    expect(await db.query("SELECT * FROM carts")).toEqual([]);
  });

  it("passes the stored quantity to the decision (asked again once a new cart is created)", async () => {
    const { carts } = await repository();
    const seen: (number | null)[] = [];
    const spy = (q: number | null): LineChange => (seen.push(q), { kind: "quantity", quantity: 4 });
    await carts.changeLine(anon, "P1", spy);
    await carts.changeLine(anon, "P1", spy);
    expect(seen).toEqual([null, null, 4]);
  });

  it("deletes the cart with its last line", async () => {
    const { carts, db } = await repository();
    await carts.changeLine(anon, "P1", set(1));
    await carts.changeLine(anon, "P2", set(1));
    expect(await carts.changeLine(anon, "P1", remove)).toMatchObject({ exists: true, emptied: false });
    expect(await carts.changeLine(anon, "P2", remove)).toMatchObject({ exists: false, emptied: true });
    expect(await db.query("SELECT * FROM carts")).toEqual([]);
    expect(await db.query("SELECT * FROM cart_items")).toEqual([]);
  });

  it("keys a signed-in buyer's cart by e-mail whatever its case", async () => {
    const { carts } = await repository();
    await carts.changeLine(buyer, "P1", set(2));
    expect((await carts.findCart({ kind: "email", email: " buyer@example.COM " }))?.items).toHaveLength(1);
    expect(await carts.findCart(anon)).toBeNull();
    expect(await carts.deleteCart({ kind: "email", email: "BUYER@example.com" })).toBe(true);
    expect(await carts.deleteCart(buyer)).toBe(false);
  });

  it("merges an anonymous cart: stored quantities win, missing lines are added, the anonymous cart goes", async () => {
    const { carts } = await repository();
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
    const { carts } = await repository();
    expect(await carts.mergeCart(anon, buyer)).toBe(0);
    expect(await carts.findCart(buyer)).toBeNull();
    await carts.changeLine(anon, "P1", set(2));
    expect(await carts.mergeCart(anon, buyer)).toBe(1);
    expect((await carts.findCart(buyer))?.items.map((i) => i.quantity)).toEqual([2]);
  });

  it("deletes anonymous carts untouched for longer than the cookie lives, with their lines, and nothing else", async () => {
    const { carts, db } = await repository();
    const maxAge = 30 * 86_400;
    const fresh: CartOwner = { kind: "anonymous", token: "f".repeat(43) };
    for (const owner of [anon, fresh, buyer]) await carts.changeLine(owner, "P1", set(1));
    await carts.changeLine(anon, "P2", set(1));
    const age = (owner: CartOwner, seconds: number) =>
      db.query(`UPDATE carts SET updated_at = now() - make_interval(secs => $2) WHERE ${owner.kind === "anonymous" ? "anonymous_token" : "email"} = $1`, [
        owner.kind === "anonymous" ? owner.token : owner.email.toLowerCase(),
        seconds,
      ]);
    const abandonedId = (await carts.findCart(anon))!.id;
    await age(anon, maxAge + 60);
    await age(fresh, maxAge - 60);
    await age(buyer, 10 * maxAge);
    expect(await carts.deleteAbandonedAnonymousCarts(maxAge)).toBe(1);
    expect(await carts.findCart(anon)).toBeNull();
    expect(await db.query("SELECT pn FROM cart_items WHERE cart_id = $1", [abandonedId])).toEqual([]);
    expect(await db.query<{ n: number }>("SELECT count(*)::int AS n FROM cart_items")).toEqual([{ n: 2 }]);
    expect(await carts.findCart(fresh)).not.toBeNull();
    expect(await carts.findCart(buyer)).not.toBeNull();
    expect(await carts.deleteAbandonedAnonymousCarts(maxAge)).toBe(0);
  });

  it("refuses a quantity below one at the database too", async () => {
    const { carts } = await repository();
    await expect(carts.changeLine(anon, "P1", set(0))).rejects.toThrow();
    expect(await carts.findCart(anon)).toBeNull();
  });
});
