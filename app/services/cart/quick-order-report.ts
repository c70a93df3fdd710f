import type { SubmissionResult } from "@conform-to/react";
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

/** One line of the preview: an item priced as the cart would price it, or one that would not be added and why. */
export type QuickOrderPreviewLine =
  | { kind: "priced"; pn: string; title: string; quantity: number; unitCents: number; lineCents: number; rows: Pick<OrderRow, "row" | "text">[] }
  | ({ kind: "rejected" } & QuickOrderRejection);

export type QuickOrderPreview = { kind: "preview"; lines: QuickOrderPreviewLine[]; subtotalCents: number } | Extract<QuickOrderReport, { kind: "tooManyRows" }>;

/** What the preview post answers. */
export type QuickOrderPreviewAnswer = { preview: QuickOrderPreview };

/**
 * What a quick order page (or a reorder) answers: a refused post (the form's errors), or a report of the lines it
 * could not add; a reorder has no form post of its own, so no result.
 */
export type QuickOrderAnswer = {
  lastResult: SubmissionResult<string[]> | null;
  report: { added: number; rejected: QuickOrderRejection[]; keptText: string } | null;
};
