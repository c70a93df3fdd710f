import { json, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/node";
import { parseQuoteRequest } from "~/domain/quote-request";
import type { Lang } from "~/i18n/lang";
import { translate, type Translate } from "~/i18n/translate";
import { authenticateApi, bearerOf } from "~/request/auth.server";
import { apiLanguage } from "~/request/detect-locale.server";
import { PRIVATE_HEADERS } from "~/request/private-api.server";
import { issueErrors, quoteAnswer, unknownItemErrors, type QuoteError } from "~/services/cart/quote-answer";
import { quoteCart } from "~/services/cart/quote.server";
import { getSiteContent, stringsFor } from "~/services/content/site.server";

/**
 * POST /api/public/quote (README "Quote API"): a cart priced and quoted for a destination by the cart page's engine,
 * on the caller's own list and customer rules when signed in (bearer token or session cookie), else the public
 * ones. Bad input answers 400 with every error; the quote's own problems (a carrier to choose, a method not
 * offered…) come in `errors` of a 200. Never cached: the answer may be personal.
 */

async function translator(request: Request): Promise<{ t: Translate; lang: Lang }> {
  const [lang, site] = await Promise.all([apiLanguage(request), getSiteContent()]);
  const strings = stringsFor(site, lang);
  return { t: (key, vars) => translate(strings, key, vars), lang };
}

const refused = (status: number, errors: QuoteError[], headers: Record<string, string> = {}) =>
  json({ errors }, { status, headers: { ...PRIVATE_HEADERS, ...headers } });

const methodNotAllowed = (t: Translate) => refused(405, [{ code: "methodNotAllowed", message: t("quoteErrorMethodNotAllowed") }], { Allow: "POST" });

export async function loader({ request }: LoaderFunctionArgs) {
  return methodNotAllowed((await translator(request)).t);
}

async function readJson(request: Request): Promise<{ ok: true; body: unknown } | { ok: false }> {
  try {
    return { ok: true, body: await request.json() };
  } catch {
    return { ok: false };
  }
}

export async function action({ request }: ActionFunctionArgs) {
  const { t, lang } = await translator(request);
  if (request.method.toUpperCase() !== "POST") return methodNotAllowed(t);
  const user = await authenticateApi(request);
  // A token that no longer signs in must not quietly quote the public prices to an integrator expecting theirs.
  if (bearerOf(request) && !user) return refused(401, [{ code: "unauthorized", message: t("quoteErrorUnauthorized") }], { "WWW-Authenticate": "Bearer" });
  const read = await readJson(request);
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
      ifNotOffered: "report",
      shipperNumber,
      shipToTaxable: true,
    },
    lang,
  );
  if (quote.unknown.length > 0) return refused(400, unknownItemErrors(quote.unknown, items, t));
  return json(quoteAnswer(quote, t, lang), { headers: PRIVATE_HEADERS });
}
