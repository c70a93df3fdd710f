import type { Submission } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod";
import { json } from "@remix-run/node";
import { pastedRows, withPartNumber, type OrderRow } from "~/domain/quick-order/order-rows";
import { QUICK_ORDER_MAX_FILE_BYTES, quickOrderSchema, readUse, type QuickOrderForm } from "~/domain/quick-order/quick-order-form";
import { href } from "~/i18n/href";
import type { Lang } from "~/i18n/lang";
import { translate } from "~/i18n/translate";
import { csvOrderRows } from "~/services/cart/order-csv.server";
import type { QuickOrderAnswer, QuickOrderReport } from "~/services/cart/quick-order-report";
import { getSiteContent, stringsFor } from "~/services/content/site.server";
import { redirectWithToast } from "./toast.server";

export type QuickOrderPost =
  | { kind: "refused"; submission: Submission<QuickOrderForm> }
  | { kind: "rows"; submission: Submission<QuickOrderForm>; rows: OrderRow[]; preview: boolean }
  | { kind: "refusedFile"; submission: Submission<QuickOrderForm>; message: "quickOrderFileTooLarge" | "quickOrderUnreadableFile" };

/**
 * The quick order post's rows: the box's lines (a chosen closest part number put in its lines first), then a
 * CSV file's rows numbered after them. A refused form, or a file too large or not CSV, is said so.
 */
export async function readQuickOrderPost(formData: FormData): Promise<QuickOrderPost> {
  const submission = parseWithZod(formData, { schema: quickOrderSchema });
  if (submission.status !== "success") return { kind: "refused", submission };
  const { lines, file, use, intent } = submission.value;
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
  return { kind: "rows", submission, rows, preview: intent === "preview" };
}

/**
 * The answer to a quick order or a reorder that was checked: all added, 303 to the cart with a toast; otherwise the
 * report (200, or 400 when nothing was added) with the lines not added kept for the box.
 */
export async function answerQuickOrder(
  report: Extract<QuickOrderReport, { kind: "done" }>,
  { lang, headers, lastResult }: { lang: Lang; headers: Headers; lastResult: QuickOrderAnswer["lastResult"] },
): Promise<Response> {
  if (report.rejected.length === 0) {
    const strings = stringsFor(await getSiteContent(), lang);
    return redirectWithToast(href("cart", {}, lang), { type: "success", title: translate(strings, "quickOrderAdded", [report.added.length]) }, { headers });
  }
  return json<QuickOrderAnswer>(
    { lastResult, report: { added: report.added.length, rejected: report.rejected, keptText: report.keptText } },
    { status: report.added.length > 0 ? 200 : 400, headers },
  );
}
