import type { PaymentMethod } from "~/domain/orders/order";

/** What the provider is asked to do for a stored order. */
export type PaymentRequest = { number: string; totalCents: number; method: PaymentMethod };

/** `onAccount`: the customer's terms pay it, nothing to take; `awaitingPayment`: the card payment is recorded for the shop to take. */
export type PaymentOutcome = { kind: "onAccount" } | { kind: "awaitingPayment" };

/** Takes (or records) an order's payment once it is stored; the same order asked twice answers the same. */
export interface PaymentProvider {
  authorize(request: PaymentRequest): Promise<PaymentOutcome>;
}
