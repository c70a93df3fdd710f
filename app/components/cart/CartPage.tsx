import { Form, Link, useFetcher, useFetchers, useLocation } from "@remix-run/react";
import { selectionKey } from "~/domain/carriers";
import { cartPagePath } from "~/domain/cart-pages";
import type { PageWindow } from "~/domain/catalog-query";
import type { DestinationValues } from "~/domain/cart-shipping";
import type { SummaryRow } from "~/i18n/cart-summary-rows";
import { href } from "~/i18n/href";
import { useT } from "~/i18n/useT";
import { ButtonLink, buttonClass } from "~/components/ui/Button";
import { Pagination } from "~/components/ui/Pagination";
import { SlideOver } from "~/components/ui/SlideOver";
import { withSearchParam } from "~/components/ui/url-state";
import type { AddressFormOptions } from "~/services/accounts/address-book-view";
import type { CartLineView, CartQuote, CartView } from "~/services/cart/types";
import { DESTINATION_FETCHER, destinationRefusal, quantityRefusal, SHIPPING_FETCHER, shippingRefusal, type CartPageRefusal } from "./cart-messages";
import { CartLine } from "./CartLine";
import { CartSummary } from "./CartSummary";
import { lineFetcherKey, optimisticQuantity } from "./optimistic";
import { DestinationForm, ShippingPanel } from "./shipping-forms-on-demand";
import { shippingTitle } from "~/i18n/order-labels";

/** The search parameter that opens the shipping slide-over (`?shipping=open`). */
export const SHIPPING_PARAM = "shipping";

/** The quote beside the lines: destination, carrier choice and options, note and charges. */
export type CartPricing = Omit<CartQuote, "cart" | "unknown">;

type Props = {
  /** The cart with the lines of the page shown (its subtotal and flags the whole cart's). */
  cart: CartView;
  /** Which of the cart's pages of lines this is. */
  lineWindow: PageWindow;
  pricing: CartPricing;
  /** The charges in words (the loader's, as the quote PDF prints them). */
  summary: SummaryRow[];
  /** What the destination form starts with. */
  destination: DestinationValues;
  /** The collect carriers' shipper numbers the slide-over's fields start with. */
  shipperNumbers: Record<string, string>;
  /** Countries and regions for the destination form; null for an empty cart. */
  places: AddressFormOptions | null;
  /** The URL asks for the shipping slide-over (`?shipping=open`). */
  shippingOpen: boolean;
  /** A post answered in place (400). */
  refused: CartPageRefusal | null;
  /** The buyer shops from their procurement system (docs/punchout.md#flow): the cart goes back there, not to checkout. */
  punchOut: { inspect: boolean } | null;
};

/** Lines as they will be once the changes on the way land (removed ones left out). */
function usePendingLines(lines: CartLineView[]): (CartLineView & { shownQuantity: number })[] {
  const pending = new Map(useFetchers().map((f) => [f.key, f.formData]));
  return lines.flatMap((line) => {
    const quantity = optimisticQuantity(line.quantity, line.step, pending.get(lineFetcherKey(line.pn)));
    return quantity === null ? [] : [{ ...line, shownQuantity: quantity, subTotalSaleCents: line.saleCents * quantity }];
  });
}

/**
 * Holds a line's fetcher for as long as the loader still lists the line. A line being removed disappears at once
 * (optimistic UI), unmounting its own `useFetcher`; with `v3_fetcherPersist` the router then drops the redirect its
 * action answers (a fetcher nobody shows any more), so nothing revalidated: the line came back, the header count and
 * the toast never changed. Kept mounted here, the redirect is followed and the page revalidates.
 */
function LineFetcher({ pn }: { pn: string }) {
  useFetcher({ key: lineFetcherKey(pn) });
  return null;
}

function EmptyCart() {
  const { t, lang } = useT();
  return (
    <div className="mt-8 rounded-lg border border-dashed border-neutral-300 px-6 py-12 text-center">
      <p className="text-lg font-semibold text-neutral-900">{t("cartEmpty")}</p>
      <p className="mt-2 text-neutral-600">{t("cartEmptyHint")}</p>
      <div className="mt-6 flex flex-wrap justify-center gap-3">
        <ButtonLink to={href("products", {}, lang)}>{t("cartGoToShop")}</ButtonLink>
        <ButtonLink to={href("quickOrder", {}, lang)} variant="secondary">
          {t("quickOrderLink")}
        </ButtonLink>
      </div>
    </div>
  );
}

/** The chosen carrier and method, with the link that opens the slide-over. */
function ShippingChoice({ label, openTo }: { label: string | null; openTo: string }) {
  const { t } = useT();
  return (
    <section aria-labelledby="cart-shipping-choice" className="rounded-lg border border-neutral-200 bg-white p-6">
      <h2 id="cart-shipping-choice" className="text-lg font-semibold text-neutral-900">
        {t("cartShippingHeading")}
      </h2>
      <p className="mt-1 text-sm text-neutral-700" data-testid="cart-shipping-choice">
        {label ? t("cartShippingChosen", [label]) : t("cartShippingNoneChosen")}
      </p>
      <Link to={openTo} preventScrollReset className={buttonClass("secondary", "md", "mt-4 w-full")}>
        {t("cartShippingChange")}
      </Link>
    </section>
  );
}

/**
 * "Return to procurement": a document post even with JavaScript, so the page it answers carries its own policy for its
 * form, which posts the cart on to the procurement system.
 */
function PunchOutReturn({ inspect }: { inspect: boolean }) {
  const { t, lang } = useT();
  return (
    <Form method="post" action={href("punchoutReturn", {}, lang)} reloadDocument className="mt-6">
      {inspect ? <p className="mb-3 text-sm text-neutral-600">{t("cartPunchOutInspect")}</p> : null}
      <button type="submit" className={buttonClass("primary", "md", "w-full")}>
        {t("cartPunchOutReturn")}
      </button>
    </Form>
  );
}

/** The cart: its lines with quantity forms, the destination and shipping choice, the breakdown; or the empty state. */
export function CartPage({ cart, lineWindow, pricing, summary, destination, shipperNumbers, places, shippingOpen, refused, punchOut }: Props) {
  const { t, lang } = useT();
  const location = useLocation();
  const lines = usePendingLines(cart.lines);
  const busy = useFetchers().some((fetcher) => fetcher.state !== "idle");
  const key = selectionKey(pricing.selection);
  const chosen = pricing.options.find((option) => option.key === key) ?? null;
  const shippingRefused = shippingRefusal(refused);
  // A refusal answered to a form's fetcher (JavaScript), else to its plain post.
  const destinationFetcher = useFetcher<CartPageRefusal>({ key: DESTINATION_FETCHER });
  const shippingFetcher = useFetcher<CartPageRefusal>({ key: SHIPPING_FETCHER });
  const closeTo = withSearchParam(location, SHIPPING_PARAM, null);
  // A line's forms come back to the page of lines they were posted from.
  const linesPage = cartPagePath(href("cart", {}, lang), lineWindow.page);
  return (
    <div className="mx-auto max-w-7xl px-4 py-6 sm:px-6 sm:py-10 lg:px-8">
      {cart.lines.map((line) => (
        <LineFetcher key={line.pn} pn={line.pn} />
      ))}
      <h1 className="text-2xl font-bold text-neutral-900 sm:text-3xl">{t("cartTitle")}</h1>
      {lines.length === 0 && lineWindow.pageCount === 1 ? (
        <EmptyCart />
      ) : (
        <div className="mt-6 grid grid-cols-1 gap-8 lg:grid-cols-[1fr_22rem] lg:items-start">
          <section aria-labelledby="cart-lines">
            <h2 id="cart-lines" className="sr-only">
              {t("cartLinesHeading")}
            </h2>
            <ul className="divide-y divide-neutral-200 border-y border-neutral-200">
              {lines.map((line) => (
                <CartLine
                  key={line.pn}
                  line={line}
                  action={linesPage}
                  quantity={line.shownQuantity}
                  refused={quantityRefusal(refused)?.pn === line.pn ? quantityRefusal(refused) : null}
                  nonStandardFeeCents={pricing.nonStandardFeeCents}
                />
              ))}
            </ul>
            <Pagination window={lineWindow} pageHref={(page) => cartPagePath(href("cart", {}, lang), page)} className="mt-4" />
            <Form method="post" action={href("cart", {}, lang)} className="mt-4">
              <button type="submit" name="intent" value="clear" className={buttonClass("ghost", "sm")}>
                {t("cartClear")}
              </button>
            </Form>
          </section>
          <div className="flex flex-col gap-6">
            {places ? (
              // A saved destination starts the form afresh from it.
              <DestinationForm
                key={`${lang}-${destination.country}-${destination.state}-${destination.postalCode}`}
                fetcherKey={DESTINATION_FETCHER}
                initial={destination}
                lastResult={(destinationRefusal(destinationFetcher.data) ?? destinationRefusal(refused))?.lastResult ?? null}
                options={places}
              />
            ) : null}
            <ShippingChoice
              label={chosen ? shippingTitle(t, { slug: chosen.carrier, title: chosen.carrierTitle }, chosen.method) : null}
              openTo={withSearchParam(location, SHIPPING_PARAM, "open")}
            />
            <CartSummary rows={summary} busy={busy}>
              {cart.callForPrice ? <p className="mt-4 rounded-md bg-warning-50 p-3 text-sm text-warning-900">{t("cartCallForPriceNote")}</p> : null}
              {/* A document post even with JavaScript: its answer is the PDF, not a page for the router. */}
              <Form method="post" action={href("cart", {}, lang)} reloadDocument className="mt-6">
                <button type="submit" name="intent" value="quote" className={buttonClass("secondary", "md", "w-full")}>
                  {t("cartQuoteDownload")}
                </button>
              </Form>
              {punchOut ? (
                <PunchOutReturn inspect={punchOut.inspect} />
              ) : (
                // A visitor is sent to sign in and comes back to checkout.
                <ButtonLink to={href("checkout", {}, lang)} className="mt-6 w-full">
                  {t("cartCheckout")}
                </ButtonLink>
              )}
              <ButtonLink to={href("products", {}, lang)} variant="secondary" className="mt-6 w-full">
                {t("cartContinueShopping")}
              </ButtonLink>
              <ButtonLink to={href("quickOrder", {}, lang)} variant="ghost" className="mt-3 w-full">
                {t("quickOrderLink")}
              </ButtonLink>
            </CartSummary>
          </div>
        </div>
      )}
      <SlideOver open={lines.length > 0 && (shippingOpen || shippingRefused !== null)} title={t("cartShippingPanelTitle")} closeTo={closeTo}>
        {pricing.destination ? (
          <ShippingPanel
            options={pricing.options}
            selectedKey={key}
            note={pricing.note}
            shipperNumbers={shipperNumbers}
            fetcherKey={SHIPPING_FETCHER}
            lastResult={(shippingRefusal(shippingFetcher.data) ?? shippingRefused)?.lastResult ?? null}
            postTo={`${href("cart", {}, lang)}?${SHIPPING_PARAM}=open`}
            cancelTo={closeTo}
          />
        ) : (
          <p className="text-sm text-neutral-700">{t("cartShippingNeedsDestination")}</p>
        )}
      </SlideOver>
    </div>
  );
}
