/**
 * Quote PDFs of the cart (docs/quote.md): the cart page's own quote frozen under a number, and the PDF made from
 * it for its owner only (a signed-in web user, or the anonymous browser whose cart it was).
 */
import { createHash } from "node:crypto";
import { selectionKey } from "~/domain/carriers";
import type { CartShippingChoices } from "~/domain/cart-shipping";
import { contactSnapshot } from "~/domain/orders/order";
import type { PriceListChoice } from "~/domain/price-list";
import { isQuoteNumber, quoteFileName, type QuoteBuyer, type QuoteDocument, type QuoteSnapshot } from "~/domain/quote-document";
import type { Lang } from "~/i18n/lang";
import { shippingTitle } from "~/i18n/order-labels";
import { translate } from "~/i18n/translate";
import { addressBook } from "~/services/accounts/address-book.server";
import type { SessionUser } from "~/services/auth/index.server";
import { cartPageQuote, destinationLabel } from "~/services/cart/cart-page.server";
import type { CartOwner } from "~/services/cart/cart.server";
import { getSiteContent, stringsFor } from "~/services/content/site.server";
import { getDb } from "~/services/db/index.server";
import { createQuoteRepository } from "~/services/db/quotes.server";
import { metrics } from "~/services/observability/metrics.server";
import { quotePdf } from "./quote-pdf.server";

export type QuoteViewer = { buyer: SessionUser | null; priceList: PriceListChoice; cartOwner: CartOwner | null };

const quotes = async () => createQuoteRepository(await getDb());

/**
 * Whose quotes a viewer sees: the signed-in web user's, else the anonymous cart's, by its token hashed (a copy of
 * the database gives no cart cookie). A visitor's quotes go with the cart cookie: signing in or emptying the cart
 * ends it (docs/quote.md#who-can-see-it). Null: a visitor without a cart.
 */
function ownerKey(viewer: QuoteViewer): string | null {
  if (viewer.buyer) return `user:${viewer.buyer.webUser.id}`;
  return viewer.cartOwner?.kind === "anonymous" ? `cart:${createHash("sha256").update(viewer.cartOwner.token).digest("base64url")}` : null;
}

/** The buyer's company and the cart's chosen addresses, else their default ones, among the buyer's own contacts. */
async function quoteBuyer(buyer: SessionUser, selected: { billingId: string | null; shippingId: string | null }): Promise<QuoteBuyer> {
  const book = await addressBook.list(buyer).catch(() => null);
  const find = (id: string | null) => {
    const contact = id ? book?.contacts.find((candidate) => candidate.id === id) : undefined;
    return contact ? contactSnapshot(contact) : null;
  };
  return {
    company: buyer.primaryCustomer?.name ?? "",
    accountNumber: buyer.primaryCustomer?.id ?? null,
    paymentTerms: buyer.primaryCustomer?.ARTerm.name || null,
    billing: find(selected.billingId ?? book?.billingContactId ?? null),
    shipping: find(selected.shippingId ?? book?.shippingContactId ?? null),
  };
}

export type SavedQuote = { kind: "empty" } | { kind: "saved"; number: string };

/** Freezes the cart as the cart page quotes it now (the same service, the same figures) under a new number. */
export async function saveCartQuote(viewer: QuoteViewer, choices: CartShippingChoices, lang: Lang): Promise<SavedQuote> {
  const owner = ownerKey(viewer);
  const page = await cartPageQuote({ owner: viewer.cartOwner, buyer: viewer.buyer, priceList: viewer.priceList, choices }, lang);
  const { quote } = page;
  if (!owner || quote.cart.lines.length === 0) return { kind: "empty" };
  const [site, buyer] = await Promise.all([getSiteContent(), viewer.buyer ? quoteBuyer(viewer.buyer, page.selected) : null]);
  const strings = stringsFor(site, lang);
  const chosen = quote.options.find((option) => option.key === selectionKey(quote.selection)) ?? null;
  const snapshot: QuoteSnapshot = {
    shop: site.siteConfig.company,
    buyer,
    destination: quote.destination ? destinationLabel(page.destination, lang) : null,
    shipping: chosen && shippingTitle((key, vars) => translate(strings, key, vars), { slug: chosen.carrier, title: chosen.carrierTitle }, chosen.method),
    collect: chosen?.collect ?? false,
    country: buyer?.shipping?.addressCountry || page.destination.country,
    lines: quote.cart.lines.map((line) => ({
      pn: line.pn,
      title: line.title,
      quantity: line.quantity,
      step: line.step,
      saleCents: line.saleCents,
      subTotalSaleCents: line.subTotalSaleCents,
      callForPrice: line.callForPrice,
      nonStandard: line.nonStandard,
      leadTime10Days: line.leadTime10Days,
      tariff: line.tariff,
    })),
    charges: quote.charges,
    nonStandardFeeCents: quote.nonStandardFeeCents,
    callForPrice: quote.cart.callForPrice,
    note: quote.note?.[lang] ?? null,
  };
  const stored = await (await quotes()).create({ owner, lang, snapshot });
  return { kind: "saved", number: stored.number };
}

/**
 * Renders a quote's PDF and keeps it: a quote never changes, and a long one takes seconds of the main thread, so
 * every later download serves these bytes (docs/quote.md#who-can-see-it).
 */
async function renderOnce(repository: Awaited<ReturnType<typeof quotes>>, quote: QuoteDocument): Promise<Buffer> {
  const bytes = await quotePdf(quote, stringsFor(await getSiteContent(), quote.lang));
  metrics().quotePdfRenders.inc();
  await repository.keepPdf(quote.number, bytes);
  return bytes;
}

/** The quote's PDF for its owner; null for anything else (a malformed or unknown number, another owner's quote). */
export async function ownQuotePdf(viewer: QuoteViewer, number: string): Promise<{ filename: string; bytes: Buffer } | null> {
  const owner = ownerKey(viewer);
  if (!owner || !isQuoteNumber(number)) return null;
  const repository = await quotes();
  const found = await repository.findOwned(number, owner);
  if (!found) return null;
  const { quote } = found;
  return { filename: quoteFileName(quote.number, quote.lang), bytes: found.pdf ?? (await renderOnce(repository, quote)) };
}
