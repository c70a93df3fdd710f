import type { Submission } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod";
import { pastedRows, withPartNumber, type OrderRow } from "~/domain/quick-order/order-rows";
import { QUICK_ORDER_MAX_FILE_BYTES, quickOrderSchema, readUse, type QuickOrderForm } from "~/domain/quick-order/quick-order-form";
import { csvOrderRows } from "~/services/cart/order-csv.server";

export type QuickOrderPost =
  | { kind: "refused"; submission: Submission<QuickOrderForm> }
  | { kind: "rows"; submission: Submission<QuickOrderForm>; rows: OrderRow[] }
  | { kind: "refusedFile"; submission: Submission<QuickOrderForm>; message: "quickOrderFileTooLarge" | "quickOrderUnreadableFile" };

/**
 * The quick order post's rows: the box's lines (a chosen closest part number put in its lines first), then a
 * CSV file's rows numbered after them. A refused form, or a file too large or not CSV, is said so.
 */
export async function readQuickOrderPost(formData: FormData): Promise<QuickOrderPost> {
  const submission = parseWithZod(formData, { schema: quickOrderSchema });
  if (submission.status !== "success") return { kind: "refused", submission };
  const { lines, file, use } = submission.value;
  const chosen = readUse(use);
  const text = chosen ? chosen.rows.reduce((edited, row) => withPartNumber(edited, row, chosen.pn), lines) : lines;
  const rows = pastedRows(text);
  if (file instanceof File && file.size > 0) {
    if (file.size > QUICK_ORDER_MAX_FILE_BYTES) return { kind: "refusedFile", submission, message: "quickOrderFileTooLarge" };
    const fileRows = csvOrderRows(await file.text());
    if (!fileRows) return { kind: "refusedFile", submission, message: "quickOrderUnreadableFile" };
    const after = text === "" ? 0 : text.split(/\r\n|\r|\n/).length;
    rows.push(...fileRows.map((row) => ({ ...row, row: row.row + after })));
  }
  return { kind: "rows", submission, rows };
}
