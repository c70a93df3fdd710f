import { Form, useFetchers } from "@remix-run/react";
import { cartSubtotal } from "~/domain/cart-lines";
import { formatMoney } from "~/domain/money";
import { href } from "~/i18n/href";
import { useT } from "~/i18n/useT";
import { ButtonLink, buttonClass } from "~/components/ui/Button";
import type { CartActionData } from "./cart-messages";
import type { CartLineView, CartView } from "~/services/cart/types";
import { CartLine } from "./CartLine";
import { lineFetcherKey, optimisticQuantity } from "./optimistic";

type Props = { cart: CartView; refused: CartActionData | null };

/** Lines as they will be once the changes on the way land (removed ones left out). */
function usePendingLines(lines: CartLineView[]): (CartLineView & { shownQuantity: number })[] {
  const pending = new Map(useFetchers().map((f) => [f.key, f.formData]));
  return lines.flatMap((line) => {
    const quantity = optimisticQuantity(line.quantity, line.step, pending.get(lineFetcherKey(line.pn)));
    return quantity === null ? [] : [{ ...line, shownQuantity: quantity, subTotalSaleCents: line.saleCents * quantity }];
  });
}

function EmptyCart() {
  const { t, lang } = useT();
  return (
    <div className="mt-8 rounded-lg border border-dashed border-neutral-300 px-6 py-12 text-center">
      <p className="text-lg font-semibold text-neutral-900">{t("cartEmpty")}</p>
      <p className="mt-2 text-neutral-600">{t("cartEmptyHint")}</p>
      <ButtonLink to={href("products", {}, lang)} className="mt-6">
        {t("cartGoToShop")}
      </ButtonLink>
    </div>
  );
}

function Summary({ subtotalCents, callForPrice }: { subtotalCents: number; callForPrice: boolean }) {
  const { t, lang } = useT();
  return (
    <section aria-labelledby="cart-summary" className="rounded-lg border border-neutral-200 bg-neutral-50 p-6">
      <h2 id="cart-summary" className="text-lg font-semibold text-neutral-900">
        {t("cartSummaryHeading")}
      </h2>
      <dl className="mt-4 flex items-baseline justify-between gap-4">
        <dt className="text-neutral-700">{t("cartSubtotal")}</dt>
        <dd className="text-xl font-bold text-neutral-900" data-testid="cart-subtotal">
          {formatMoney(subtotalCents, lang)}
        </dd>
      </dl>
      <p className="mt-2 text-sm text-neutral-600">{t("cartTaxNote")}</p>
      {callForPrice ? <p className="mt-4 rounded-md bg-warning-50 p-3 text-sm text-warning-900">{t("cartCallForPriceNote")}</p> : null}
      <ButtonLink to={href("products", {}, lang)} variant="secondary" className="mt-6 w-full">
        {t("cartContinueShopping")}
      </ButtonLink>
    </section>
  );
}

/** The cart: its lines with quantity forms, the subtotal, or the empty state. */
export function CartPage({ cart, refused }: Props) {
  const { t, lang } = useT();
  const lines = usePendingLines(cart.lines);
  return (
    <div className="mx-auto max-w-7xl px-4 py-6 sm:px-6 sm:py-10 lg:px-8">
      <h1 className="text-2xl font-bold text-neutral-900 sm:text-3xl">{t("cartTitle")}</h1>
      {lines.length === 0 ? (
        <EmptyCart />
      ) : (
        <div className="mt-6 grid gap-8 lg:grid-cols-[1fr_20rem] lg:items-start">
          <section aria-labelledby="cart-lines">
            <h2 id="cart-lines" className="sr-only">
              {t("cartLinesHeading")}
            </h2>
            <ul className="divide-y divide-neutral-200 border-y border-neutral-200">
              {lines.map((line) => (
                <CartLine key={line.pn} line={line} quantity={line.shownQuantity} refused={refused?.pn === line.pn ? refused : null} />
              ))}
            </ul>
            <Form method="post" action={href("cart", {}, lang)} className="mt-4">
              <button type="submit" name="intent" value="clear" className={buttonClass("ghost", "sm")}>
                {t("cartClear")}
              </button>
            </Form>
          </section>
          <Summary subtotalCents={cartSubtotal(lines)} callForPrice={cart.callForPrice} />
        </div>
      )}
    </div>
  );
}
