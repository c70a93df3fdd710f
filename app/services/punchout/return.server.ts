/**
 * "Return to procurement" (docs/punchout.md#flow): the cart priced as the cart page prices it goes back as a
 * PunchOutOrderMessage (cXML) or NEW_ITEM-* fields (OCI), in a form the buyer's browser posts to the partner's
 * return URL; the PunchOut session ends and the cart is emptied (the requisition holds it now).
 */
import { randomUUID } from "node:crypto";
import { cxmlOrderMessage } from "~/domain/punchout/cxml";
import { ociReturnFields } from "~/domain/punchout/oci";
import type { ReturnedLine } from "~/domain/punchout/returned-line";
import { PUNCHOUT_CURRENCY, returnedLines, returnedTotal } from "~/domain/punchout-flow/returned-lines";
import type { Lang } from "~/i18n/lang";
import { getConfig } from "~/config.server";
import { cartPageQuote, type CartPageRequest } from "~/services/cart/cart-page.server";
import { cartProducts } from "~/services/cart/cart-products.server";
import { changeCart, type CartOwner } from "~/services/cart/cart.server";
import { getDb } from "~/services/db/index.server";
import { createPunchOutStore, type PunchOutSession } from "./store.server";

/** The form the returned cart leaves in: posted by the buyer's browser, fields in this order. */
export type ReturnForm = { action: string; target: string; fields: [name: string, value: string][] };

export type ReturnResult = { kind: "returned"; form: ReturnForm } | { kind: "empty" } | { kind: "callForPrice" } | { kind: "ended" };

/** The opened, not yet ended PunchOut session of that id, when it is the signed-in buyer's. */
export async function activeSession(id: string, email: string): Promise<PunchOutSession | null> {
  const session = await createPunchOutStore(await getDb()).openedSession(id);
  return session && session.email === email.toLowerCase() ? session : null;
}

function cxmlForm(session: PunchOutSession, lines: ReturnedLine[], now: Date): ReturnForm {
  const host = new URL(getConfig().publicUrl).hostname;
  const [supplier] = session.parties.to;
  const message = cxmlOrderMessage({
    payloadId: `${now.getTime()}.${randomUUID()}@${host}`,
    timestamp: now,
    buyerCookie: session.buyerCookie,
    from: session.parties.to,
    to: session.parties.from,
    sender: supplier ?? { domain: "DUNS", identity: host },
    operation: session.operation === "inspect" ? "inspect" : "edit",
    currency: PUNCHOUT_CURRENCY,
    lines,
    total: returnedTotal(lines),
    lang: session.lang,
  });
  // The procurement page is the top window, the shop perhaps a frame in it (docs/punchout.md#framing): the message
  // goes to the whole window, as OCI's default target does.
  return { action: session.returnUrl, target: "_top", fields: [["cxml-urlencoded", message]] };
}

function ociForm(session: PunchOutSession, lines: ReturnedLine[]): ReturnForm {
  // OCI's ~TARGET names the frame the cart goes back to; without one the whole window (SAP's default).
  const target = session.target ?? "_top";
  return { action: session.returnUrl, target, fields: ociReturnFields({ target }, lines, PUNCHOUT_CURRENCY) };
}

/**
 * Ends the session and answers the form carrying its cart, priced for `request` exactly as the cart page is; an empty
 * cart, or one with a line whose price must be asked for, is not returned (the session goes on).
 */
export async function returnCart(
  session: PunchOutSession,
  request: CartPageRequest & { owner: CartOwner },
  lang: Lang,
  now = new Date(),
): Promise<ReturnResult> {
  const { quote } = await cartPageQuote(request, lang);
  if (quote.cart.lines.length === 0) return { kind: "empty" };
  if (quote.cart.callForPrice) return { kind: "callForPrice" };
  const products = await cartProducts(
    quote.cart.lines.map((line) => line.pn),
    lang,
  );
  const lines = returnedLines(
    quote.cart.lines.map((line) => {
      const product = products.get(line.pn);
      return { ...line, categorySlug: product?.categorySlug ?? null, leadTimeDays: product?.leadTimeDays ?? null };
    }),
  );
  if (!(await createPunchOutStore(await getDb()).endSession(session.id, now))) return { kind: "ended" };
  await changeCart(request.owner, { intent: "clear", pn: "", quantity: undefined }, lang, {});
  return { kind: "returned", form: session.protocol === "cxml" ? cxmlForm(session, lines, now) : ociForm(session, lines) };
}
