import { getDb } from "~/services/db/index.server";
import { createOrderRepository } from "~/services/db/orders.server";
import { createEmbeddedPayments } from "./embedded.server";
import type { PaymentProvider } from "./types";

export type { PaymentOutcome, PaymentProvider, PaymentRequest } from "./types";

/** The payment provider; only the embedded one exists (no card processor is configured). */
export async function getPayments(): Promise<PaymentProvider> {
  return createEmbeddedPayments(createOrderRepository(await getDb()));
}
