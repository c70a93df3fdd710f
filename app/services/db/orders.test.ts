import { expect, it } from "vitest";
import { migrate } from "./migrate.server";
import { createOrderRepository } from "./orders.server";
import { describeEachBackend } from "./testing/test-databases";
import { newOrder } from "~/domain/testing/orders";

describeEachBackend("order repository", (current) => {
  async function repository() {
    const { db } = current();
    await migrate(db);
    return createOrderRepository(db);
  }

  it("stores an order with its lines and frozen money, numbered from W-100001, and reads it back whole", async () => {
    const repo = await repository();
    const { created, order } = await repo.create(newOrder("key-1"));
    expect(created).toBe(true);
    expect(order.number).toBe("W-100001");
    expect(order).toMatchObject({ ...newOrder("key-1"), number: "W-100001" });
    expect(Date.parse(order.createdAt)).not.toBeNaN();
    const second = await repo.create(newOrder("key-2", { totals: { ...newOrder("x").totals, shipping: { kind: "tbd", reason: "quoteAfterOrder" } } }));
    expect(second.order.number).toBe("W-100002");
    expect(second.order.totals.shipping).toEqual({ kind: "tbd", reason: "quoteAfterOrder" });
    expect(await repo.findByIdempotencyKey("key-2")).toEqual(second.order);
    expect(await repo.findByIdempotencyKey("key-3")).toBeNull();
  });

  it("places one order for one idempotency key, sequential or concurrent, answering the first order to the others", async () => {
    const repo = await repository();
    const first = await repo.create(newOrder("same"));
    const again = await repo.create(newOrder("same", { poNumber: "other" }));
    expect(again).toEqual({ created: false, order: first.order });
    const racing = await Promise.all([repo.create(newOrder("race")), repo.create(newOrder("race")), repo.create(newOrder("race"))]);
    expect(racing.filter((r) => r.created)).toHaveLength(1);
    expect(new Set(racing.map((r) => r.order.number)).size).toBe(1);
    expect(await repo.listForCustomers(["C-1001"])).toHaveLength(2);
  });

  it("places concurrent orders over several connections with distinct numbers, one per key", async (context) => {
    const { db, open } = current();
    if (db.kind !== "postgres") return context.skip();
    const repo = await repository();
    const others = await Promise.all([open(), open()]);
    const repos = [repo, ...others.map((o) => createOrderRepository(o))];
    const results = await Promise.all(repos.flatMap((r, i) => [r.create(newOrder(`k${i}`)), r.create(newOrder("shared"))]));
    expect(results.filter((r) => r.created)).toHaveLength(4);
    expect(new Set(results.map((r) => r.order.number)).size).toBe(4);
  });

  it("finds and lists orders only among the customers asked for, newest first", async () => {
    const repo = await repository();
    await repo.create(newOrder("a"));
    await repo.create(newOrder("b", { customerId: "C-1002", customerName: "Keystone" }));
    await repo.create(newOrder("c", { poNumber: "" }));
    expect((await repo.listForCustomers(["C-1001"])).map((o) => o.number)).toEqual(["W-100003", "W-100001"]);
    expect(await repo.listForCustomers(["C-1001"])).toContainEqual(
      expect.objectContaining({ number: "W-100001", totalCents: 6252, status: "placed", poNumber: "PO-77" }),
    );
    expect(await repo.findForCustomers("W-100002", ["C-1001"])).toBeNull();
    expect((await repo.findForCustomers("W-100002", ["C-1001", "C-1002"]))?.customerName).toBe("Keystone");
    expect(await repo.findForCustomers("W-999999", ["C-1001"])).toBeNull();
    expect(await repo.listForCustomers([])).toEqual([]);
  });

  it("records a pending card payment once", async () => {
    const repo = await repository();
    const { order } = await repo.create(newOrder("card", { status: "awaiting_payment", paymentTerms: "CREDIT CARD" }));
    expect(await repo.findPayment(order.number)).toBeNull();
    await repo.recordPendingPayment(order.number, 6252);
    await repo.recordPendingPayment(order.number, 1);
    expect(await repo.findPayment(order.number)).toEqual({ status: "pending", amountCents: 6252 });
  });
});
