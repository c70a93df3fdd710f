import { describe, expect, it } from "vitest";
import { createEmbeddedPayments } from "./embedded.server";

describe("the embedded payment provider", () => {
  it("records a card order's payment as pending and answers that it awaits payment", async () => {
    const recorded: [string, number][] = [];
    const payments = createEmbeddedPayments({ recordPendingPayment: async (number, cents) => void recorded.push([number, cents]) });
    expect(await payments.authorize({ number: "W-100001", totalCents: 6252, method: "card" })).toEqual({ kind: "awaitingPayment" });
    expect(recorded).toEqual([["W-100001", 6252]]);
  });

  it("has nothing to call for an order on account", async () => {
    const recorded: string[] = [];
    const payments = createEmbeddedPayments({ recordPendingPayment: async (number) => void recorded.push(number) });
    expect(await payments.authorize({ number: "W-100002", totalCents: 100, method: "account" })).toEqual({ kind: "onAccount" });
    expect(recorded).toEqual([]);
  });
});
