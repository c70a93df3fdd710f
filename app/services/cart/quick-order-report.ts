import type { OrderProblem } from "~/domain/quick-order/order-check";
import type { OrderRow } from "~/domain/quick-order/order-rows";

/**
 * Rows of one item that were not added (numbered as the lines of the box that keeps them), why, and the
 * catalogue's closest part numbers to offer instead.
 */
export type QuickOrderRejection = {
  pn: string | null;
  quantity: number | null;
  rows: Pick<OrderRow, "row" | "text">[];
  problem: OrderProblem;
  suggestions: string[];
};

export type QuickOrderReport =
  | {
      kind: "done";
      added: { pn: string; title: string; quantity: number }[];
      rejected: QuickOrderRejection[];
      /** The text of the rows not added, in their order: what the box keeps for the buyer to fix. */
      keptText: string;
    }
  | { kind: "tooManyRows"; count: number; max: number };
