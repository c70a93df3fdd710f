/**
 * The quote API's JSON answer (docs/apis.md "Quote API") from a cart quote: money in dollars exact to the cent, the
 * quote's problems and the body's issues as `errors` with a stable code and a message in the caller's language.
 */
import type { CarrierSelection } from "~/domain/carriers";
import type { CheckoutProblem } from "~/domain/checkout-readiness";
import { centsToDollars } from "~/domain/money";
import type { NotOffered } from "~/domain/quote";
import { MAX_QUOTE_ITEMS, type QuoteIssue, type QuoteIssueCode, type QuoteItem } from "~/domain/quote-request";
import type { TbdReason } from "~/domain/shipping-charge";
import { shippingTitle } from "~/i18n/order-labels";
import { TBD_REASON_KEYS } from "~/i18n/tbd-reasons";
import type { StringKey, Translate } from "~/i18n/translate";
import type { Lang } from "~/i18n/lang";
import type { CartQuote } from "./types";

/** `path` names the field of the body the error is about, when there is one. */
export type QuoteError = { code: string; message: string; path?: string };

export type QuoteAnswerLine = {
  pn: string;
  title: string;
  quantity: number;
  list_price: number;
  sale_price: number;
  subTotalListPrice: number;
  subTotalSalePrice: number;
  nonStandard: boolean;
  leadTime10Days: boolean;
  callForPrice: boolean;
};

export type QuoteAnswer = {
  priceList: string;
  zone: number | null;
  carrier: string | null;
  method: string | null;
  lines: QuoteAnswerLine[];
  subtotal: number;
  handling: number;
  tariff: number;
  tariffSurcharge: number;
  internationalFee: number;
  shipping: number | "TBD";
  shippingTbdReason?: { code: TbdReason; message: string };
  /** The destination's shipping note, in the caller's language. */
  shippingNote: string | null;
  tax: number;
  /** Anonymous callers see tax as an estimate (as if taxable). */
  taxIsEstimate: boolean;
  total: number;
  /** Shipping is TBD and the total leaves it out. */
  totalExcludesShipping: boolean;
  /** What the caller may choose as `carrier` and `method` for this destination and subtotal. */
  options: { carrier: string; method: string | null }[];
  errors: QuoteError[];
  /** A carrier or method asked for that is not offered: the quote is for what the cart page would choose instead. */
  notices: QuoteError[];
};

const ISSUE_MESSAGES: Record<QuoteIssueCode, StringKey> = {
  required: "quoteErrorRequired",
  invalidType: "quoteErrorInvalidType",
  tooLong: "quoteErrorTooLong",
  invalidCharacters: "quoteErrorInvalidCharacters",
  itemsEmpty: "quoteErrorItemsEmpty",
  itemsTooMany: "quoteErrorItemsTooMany",
  quantityNotWhole: "cartQuantityNotWhole",
  quantityBelowOne: "cartQuantityBelowOne",
  quantityTooLarge: "cartQuantityTooLarge",
  countryUnknown: "quoteErrorCountryUnknown",
  stateRequired: "quoteErrorStateRequired",
  stateUnknown: "quoteErrorStateUnknown",
  postalCodeRequired: "quoteErrorPostalCodeRequired",
  postalCodeInvalid: "quoteErrorPostalCodeInvalid",
  carrierInvalid: "quoteErrorCarrierInvalid",
  carrierRequiredForMethod: "quoteErrorCarrierRequiredForMethod",
  methodUnknown: "quoteErrorMethodUnknown",
};

/** What fills a message's `~~1~~`: the field for type errors, the limit for too many items, else what was sent. */
function issueVariable(issue: QuoteIssue): string | number {
  if (["required", "invalidType", "tooLong", "invalidCharacters"].includes(issue.code)) return issue.path === "" ? "body" : issue.path;
  if (issue.code === "itemsTooMany") return MAX_QUOTE_ITEMS;
  return issue.value ?? "";
}

export function issueErrors(issues: readonly QuoteIssue[], t: Translate): QuoteError[] {
  return issues.map((issue) => ({ code: issue.code, message: t(ISSUE_MESSAGES[issue.code], [issueVariable(issue)]), path: issue.path }));
}

/** Part numbers the catalogue does not sell, each at its place in the body. */
export function unknownItemErrors(unknown: readonly string[], items: readonly QuoteItem[], t: Translate): QuoteError[] {
  return items
    .filter((item) => unknown.includes(item.pn))
    .map((item) => ({ code: "unknownPartNumber", message: t("cartUnknownProduct", [item.pn]), path: `items[${item.index}].pn` }));
}

const PROBLEM_MESSAGES: Record<CheckoutProblem, StringKey> = {
  emptyCart: "quoteProblemEmptyCart",
  noDestination: "quoteProblemNoDestination",
  callForPrice: "quoteProblemCallForPrice",
  carrierRequired: "quoteProblemCarrierRequired",
  carrierNotOffered: "quoteProblemCarrierNotOffered",
  methodNotOffered: "quoteProblemMethodNotOffered",
  shipperNumberRequired: "quoteProblemShipperNumberRequired",
};

/** The body field a problem is about. */
const PROBLEM_PATHS: Partial<Record<CheckoutProblem, string>> = {
  noDestination: "destination",
  carrierRequired: "carrier",
  carrierNotOffered: "carrier",
  methodNotOffered: "method",
  shipperNumberRequired: "shipperNumber",
};

/**
 * A selection in the caller's language, by the glossary (`FedEx · Aéreo 2 días`); the machine ids stay in the
 * answer's own fields. A carrier outside the glossary (an international brand, an unknown id) is named as asked.
 */
const selectionText = ({ carrier, method }: CarrierSelection, t: Translate) => shippingTitle(t, { slug: carrier }, method);

function problemError(problem: CheckoutProblem, quote: CartQuote, t: Translate): QuoteError {
  const variable =
    problem === "callForPrice"
      ? quote.cart.lines
          .filter((line) => line.callForPrice)
          .map((line) => line.pn)
          .join(", ")
      : problem === "methodNotOffered"
        ? selectionText(quote.selection, t)
        : selectionText({ carrier: quote.selection.carrier, method: null }, t);
  const path = PROBLEM_PATHS[problem];
  return { code: problem, message: t(PROBLEM_MESSAGES[problem], [variable]), ...(path ? { path } : {}) };
}

/** What was asked for and is not offered, and what the quote is for instead (nothing abroad: the caller picks). */
function notOfferedNotice({ chosen, problem }: NotOffered, quoted: CarrierSelection, t: Translate): QuoteError {
  // A carrier named without its method: say the method was missing rather than call the carrier not offered.
  const code = problem === "methodNotOffered" && chosen.method === null ? "methodRequired" : problem;
  const path = problem === "carrierNotOffered" ? "carrier" : "method";
  const instead = selectionText(quoted, t);
  const message =
    quoted.carrier === null
      ? t("quoteNoticeNotOfferedNoCarrier", [selectionText(chosen, t)])
      : code === "methodRequired"
        ? t("quoteNoticeMethodRequired", [selectionText({ carrier: chosen.carrier, method: null }, t), instead])
        : t("quoteNoticeNotOffered", [selectionText(chosen, t), instead]);
  return { code, message, path };
}

/** The answer to a quote whose items the catalogue all sells. */
export function quoteAnswer(quote: CartQuote, t: Translate, lang: Lang): QuoteAnswer {
  const { charges } = quote;
  const shipping = charges.shipping;
  return {
    priceList: quote.priceList,
    zone: quote.destination?.zone ?? null,
    carrier: quote.selection.carrier,
    method: quote.selection.method,
    lines: quote.cart.lines.map((line) => ({
      pn: line.pn,
      title: line.title,
      quantity: line.quantity,
      list_price: centsToDollars(line.listPriceCents),
      sale_price: centsToDollars(line.saleCents),
      subTotalListPrice: centsToDollars(line.subTotalListCents),
      subTotalSalePrice: centsToDollars(line.subTotalSaleCents),
      nonStandard: line.nonStandard,
      leadTime10Days: line.leadTime10Days,
      callForPrice: line.callForPrice,
    })),
    subtotal: centsToDollars(charges.subtotalCents),
    handling: centsToDollars(charges.handlingCents),
    tariff: centsToDollars(charges.tariffCents),
    tariffSurcharge: centsToDollars(charges.tariffSurchargeCents),
    internationalFee: centsToDollars(charges.internationalFeeCents),
    shipping: shipping.kind === "amount" ? centsToDollars(shipping.cents) : "TBD",
    ...(shipping.kind === "tbd" ? { shippingTbdReason: { code: shipping.reason, message: t(TBD_REASON_KEYS[shipping.reason]) } } : {}),
    shippingNote: quote.note?.[lang] ?? null,
    tax: centsToDollars(charges.taxCents),
    taxIsEstimate: charges.taxIsEstimate,
    total: centsToDollars(charges.totalCents),
    totalExcludesShipping: charges.totalExcludesShipping,
    options: quote.options.map((option) => ({ carrier: option.carrier, method: option.method })),
    errors: quote.problems.map((problem) => problemError(problem, quote, t)),
    notices: quote.notOffered ? [notOfferedNotice(quote.notOffered, quote.selection, t)] : [],
  };
}
