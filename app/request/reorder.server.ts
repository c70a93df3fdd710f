import { parseWithZod } from "@conform-to/zod";
import { json } from "@remix-run/node";
import type { Order } from "~/domain/orders/order";
import { orderLineRows } from "~/domain/quick-order/order-rows";
import { quickOrderSchema } from "~/domain/quick-order/quick-order-form";
import type { Lang } from "~/i18n/lang";
import { quickOrder } from "~/services/cart/quick-order.server";
import type { QuickOrderAnswer } from "~/services/cart/quick-order-report";
import { partNumberSuggestions } from "~/services/search/search-products.server";
import { answerQuickOrder } from "./quick-order-post.server";
import { latestUtm } from "./tracking.server";
import type { Viewer } from "./viewer.server";

/**
 * Reorder (docs/quick-order.md#reorder): every line of the order goes through quick order, priced by today's list,
 * in one write, and is answered as a quick order post is. An order of more lines than one quick order takes is
 * refused as such a paste is, all its lines in the box.
 */
export async function reorder(request: Request, viewer: Viewer, order: Pick<Order, "lines">, { lang, headers }: { lang: Lang; headers: Headers }) {
  const rows = orderLineRows(order.lines);
  const { report } = await quickOrder(viewer.cartOwner, rows, { lang, priceList: viewer.priceList, utm: latestUtm(request), suggest: partNumberSuggestions });
  if (report.kind === "done") return answerQuickOrder(report, { lang, headers, lastResult: null });
  const form = new FormData();
  form.set("lines", rows.map((row) => row.text).join("\n"));
  const lastResult = parseWithZod(form, { schema: quickOrderSchema }).reply({ fieldErrors: { lines: ["quickOrderTooManyRows"] } });
  return json<QuickOrderAnswer>({ lastResult, report: null }, { status: 400, headers });
}
