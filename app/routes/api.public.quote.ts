import { json, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/node";
import { parseQuoteRequest } from "~/domain/quote-request";
import type { Translate } from "~/i18n/translate";
import { callTranslator } from "~/request/call-language.server";
import { answeringOutage } from "~/request/outage.server";
import { readJsonBody } from "~/request/json-body.server";
import { PRIVATE_HEADERS } from "~/request/private-api.server";
import { callerOf } from "~/request/public-api.server";
import { issueErrors, quoteAnswer, unknownItemErrors, type QuoteError } from "~/services/cart/quote-answer";
import { quoteCart } from "~/services/cart/quote.server";
import { hitPublicCallLimit } from "~/services/public-calls/rate-limits.server";

/**
 * POST /api/public/quote (docs/apis.md "Quote API"): a cart priced and quoted for a destination by the cart page's engine,
 * on the caller's own list and customer rules when signed in (bearer token or session cookie), else the public
 * ones. Bad input answers 400 with every error; the quote's own problems (a carrier to choose, a shipper number…)
 * come in `errors` of a 200. A carrier or method the destination or subtotal does not offer is never priced: the
 * answer is for what the cart page would choose, with a notice in `notices`. A caller over its per-IP limit gets 429
 * with Retry-After, and a database out of reach 503 with Retry-After. Never cached: the answer may be personal.
 */

/** 500 items of the longest part numbers fit several times over. */
const MAX_BODY_BYTES = 256 * 1024;

const refused = (status: number, errors: QuoteError[], headers: Record<string, string> = {}) =>
  json({ errors }, { status, headers: { ...PRIVATE_HEADERS, ...headers } });

const methodNotAllowed = (t: Translate) => refused(405, [{ code: "methodNotAllowed", message: t("quoteErrorMethodNotAllowed") }], { Allow: "POST" });

export async function loader({ request }: LoaderFunctionArgs) {
  return methodNotAllowed((await callTranslator(request)).t);
}

const unavailable = (message: string, headers: Record<string, string>) => refused(503, [{ code: "serviceUnavailable", message }], headers);

export const action = answeringOutage(unavailable, async ({ request, context }: ActionFunctionArgs) => {
  const { t, lang } = await callTranslator(request);
  if (request.method.toUpperCase() !== "POST") return methodNotAllowed(t);
  // Before the token check and the body: a client over its limit costs nothing more.
  const limit = await hitPublicCallLimit("publicQuote", context.clientIp);
  if (!limit.allowed) {
    const message = t("publicCallRateLimited", [limit.max, limit.retryAfterSeconds]);
    return refused(429, [{ code: "rateLimited", message }], { "Retry-After": String(limit.retryAfterSeconds) });
  }
  const caller = await callerOf(request);
  if (caller === "badBearer") return refused(401, [{ code: "unauthorized", message: t("quoteErrorUnauthorized") }], { "WWW-Authenticate": "Bearer" });
  const { user, setCookies } = caller;
  const read = await readJsonBody(request, MAX_BODY_BYTES);
  // The rest of the body is never read: the connection closes rather than be reused with it pending.
  if (!read.ok && read.reason === "notJsonType") return refused(415, [{ code: "unsupportedMediaType", message: t("jsonCallUnsupportedType"), path: "" }]);
  if (!read.ok && read.reason === "tooLarge")
    return refused(413, [{ code: "bodyTooLarge", message: t("quoteErrorBodyTooLarge", [MAX_BODY_BYTES / 1024]), path: "" }], { Connection: "close" });
  if (!read.ok) return refused(400, [{ code: "notJson", message: t("quoteErrorNotJson"), path: "" }]);
  const parsed = parseQuoteRequest(read.body);
  if (!parsed.ok) return refused(400, issueErrors(parsed.issues, t));
  const { items, address, selection, shipperNumber } = parsed.value;
  const quote = await quoteCart(
    {
      items,
      priceList: user?.priceListName ?? null,
      customer: user?.primaryCustomer ?? null,
      address,
      selection,
      ifNotOffered: "default",
      shipperNumber,
      shipToTaxable: true,
    },
    lang,
  );
  const headers = new Headers(PRIVATE_HEADERS);
  for (const cookie of setCookies) headers.append("Set-Cookie", cookie);
  if (quote.unknown.length > 0) return json({ errors: unknownItemErrors(quote.unknown, items, t) }, { status: 400, headers });
  return json(quoteAnswer(quote, t, lang), { headers });
});
