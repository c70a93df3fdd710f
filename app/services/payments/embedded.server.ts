import type { OrderRepository } from "~/services/db/orders.server";
import type { PaymentProvider } from "./types";

/**
 * The shop's own provider: there is no card processor, so a card order is recorded as a pending payment
 * that the shop takes by contacting the buyer (the buyer is told so); terms orders need nothing.
 */
export function createEmbeddedPayments(orders: Pick<OrderRepository, "recordPendingPayment">): PaymentProvider {
  return {
    async authorize({ number, totalCents, method }) {
      if (method === "account") return { kind: "onAccount" };
      await orders.recordPendingPayment(number, totalCents);
      return { kind: "awaitingPayment" };
    },
  };
}
