import { Link, useFetcher } from "@remix-run/react";
import { FavoriteButton } from "~/components/favorites/FavoriteButton";
import { isNonStandard, unitSavingsCents } from "~/domain/cart-lines";
import { formatMoney } from "~/domain/money";
import { docHref } from "~/i18n/doc-links";
import { href } from "~/i18n/href";
import { useT } from "~/i18n/useT";
import { Image } from "~/components/content/Image";
import { buttonClass } from "~/components/ui/Button";
import type { CartActionData } from "./cart-messages";
import type { CartLineView } from "~/services/cart/types";
import { lineFetcherKey } from "./optimistic";

type Props = {
  line: CartLineView;
  /** Where its forms post: the cart page of lines it is on. */
  action: string;
  /** What the line shows now: the stored quantity, or the one a change on the way will leave. */
  quantity: number;
  /** This line's quantity refused by a post without JavaScript. */
  refused: CartActionData | null;
  /** What a non-standard quantity adds to handling. */
  nonStandardFeeCents: number;
};

const stepButton =
  "inline-flex h-10 w-10 items-center justify-center rounded-md border border-neutral-300 bg-white text-lg font-semibold text-neutral-800 hover:bg-neutral-50 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-info-600";

function Prices({ line }: { line: CartLineView }) {
  const { t, lang } = useT();
  if (line.callForPrice) return <p className="font-semibold text-neutral-800">{t("cartCallForPrice")}</p>;
  const savings = unitSavingsCents(line);
  return (
    <div className="text-sm">
      <dl className="flex flex-wrap items-baseline gap-x-2">
        <dt className="sr-only">{t("cartYourPrice")}</dt>
        <dd className="text-base font-semibold text-neutral-900" data-testid="cart-line-sale">
          {formatMoney(line.saleCents, lang)}
        </dd>
        <dt className="text-neutral-500">{t("cartListPrice")}</dt>
        <dd className="text-neutral-500" data-testid="cart-line-list">
          {savings > 0 ? <s>{formatMoney(line.listPriceCents, lang)}</s> : formatMoney(line.listPriceCents, lang)}
        </dd>
      </dl>
      {savings > 0 ? (
        <p className="text-success-700" data-testid="cart-line-savings">
          {t("cartSavings", [formatMoney(savings, lang)])}
        </p>
      ) : null}
    </div>
  );
}

function Flags({ line, quantity, nonStandardFeeCents }: { line: CartLineView; quantity: number; nonStandardFeeCents: number }) {
  const { t, lang } = useT();
  const nonStandard = isNonStandard(quantity, line);
  const flag = "inline-block rounded px-2 py-0.5 text-xs font-medium";
  const flags = [
    line.pkgqty > 1 ? (
      <li key="package" className={`${flag} bg-neutral-100 text-neutral-800`}>
        {t("cartPackageQuantity", [line.pkgqty])}
      </li>
    ) : null,
    nonStandard ? (
      <li key="nonStandard" className={`${flag} bg-warning-50 text-warning-900`}>
        {t("cartNonStandard", [line.step, formatMoney(nonStandardFeeCents, lang)])}
      </li>
    ) : null,
    line.leadTime10Days ? (
      <li key="leadTime" className={`${flag} bg-info-50 text-info-900`}>
        {t("cartShipsInTenDays")}
      </li>
    ) : null,
    line.tariff ? (
      <li key="tariff" className={`${flag} bg-neutral-100 text-neutral-800`}>
        {t("orderLineTariff")}
      </li>
    ) : null,
    line.callForPrice ? (
      <li key="callForPrice" className={`${flag} bg-neutral-100 text-neutral-800`}>
        {t("cartCallForPrice")}
      </li>
    ) : null,
  ].filter(Boolean);
  return flags.length > 0 ? <ul className="mt-2 flex flex-wrap gap-2">{flags}</ul> : null;
}

/**
 * One cart line. Its forms post to the cart action (a 303 back here without JavaScript); with it they
 * share the line's fetcher, so the newest change wins and the quantity shown moves at once.
 * −, + and Remove belong to a second form (the `form` attribute), so Enter in the field means Update.
 */
export function CartLine({ line, action, quantity, refused, nonStandardFeeCents }: Props) {
  const { t, lang } = useT();
  const fetcher = useFetcher<CartActionData>({ key: lineFetcherKey(line.pn) });
  const problem = fetcher.state === "idle" && fetcher.data?.pn === line.pn ? fetcher.data : refused;
  const fieldValue = problem?.quantity ?? String(quantity);
  const ids = { actions: `cart-line-actions-${line.pn}`, field: `cart-qty-${line.pn}`, error: `cart-qty-error-${line.pn}` };
  const productPath = docHref({ _type: "product", slug: line.slug }, lang) ?? href("products", {}, lang);
  return (
    <li className="flex gap-4 py-6" data-testid="cart-line" data-pn={line.pn}>
      <Link to={productPath} tabIndex={-1} aria-hidden="true" className="shrink-0 self-start rounded-md border border-neutral-200 bg-neutral-50 p-2">
        <Image image={line.image} lang={lang} decorative width={80} className="h-20 w-20 object-contain" />
      </Link>
      <div className="flex min-w-0 flex-1 flex-col gap-3 sm:flex-row sm:justify-between">
        <div className="min-w-0">
          <h3 className="font-semibold text-neutral-900">
            <Link to={productPath} className="hover:underline focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-info-600">
              {line.title}
            </Link>
          </h3>
          <p className="text-sm text-neutral-600">
            <Link to={productPath} className="hover:underline">
              {t("cartPartNumber", [line.pn])}
            </Link>
          </p>
          <div className="mt-2">
            <Prices line={line} />
          </div>
          <Flags line={line} quantity={quantity} nonStandardFeeCents={nonStandardFeeCents} />
        </div>
        <div className="flex flex-col gap-2 sm:items-end">
          <fetcher.Form id={ids.actions} method="post" action={action} preventScrollReset>
            <input type="hidden" name="pn" value={line.pn} />
          </fetcher.Form>
          <fetcher.Form method="post" action={action} preventScrollReset className="flex flex-wrap items-center gap-2">
            <input type="hidden" name="pn" value={line.pn} />
            <button
              type="submit"
              form={ids.actions}
              name="intent"
              value="decrement"
              disabled={quantity <= line.step}
              className={`${stepButton} disabled:cursor-not-allowed disabled:opacity-40`}
              aria-label={t("cartDecrease", [line.step, line.title])}
            >
              −
            </button>
            <label htmlFor={ids.field} className="sr-only">
              {t("cartQuantityFor", [line.title])}
            </label>
            <input
              key={fieldValue}
              id={ids.field}
              type="text"
              name="quantity"
              inputMode="numeric"
              autoComplete="off"
              defaultValue={fieldValue}
              aria-invalid={problem ? true : undefined}
              aria-describedby={problem ? ids.error : undefined}
              className={`h-10 w-20 rounded-md border bg-white px-2 text-center text-sm text-neutral-900 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-info-600 ${problem ? "border-error-600" : "border-neutral-300"}`}
            />
            <button
              type="submit"
              form={ids.actions}
              name="intent"
              value="increment"
              className={stepButton}
              aria-label={t("cartIncrease", [line.step, line.title])}
            >
              +
            </button>
            <button type="submit" name="intent" value="set" className={buttonClass("secondary", "md")} aria-label={t("cartUpdateNamed", [line.title])}>
              {t("cartUpdate")}
            </button>
          </fetcher.Form>
          {problem ? (
            <p id={ids.error} role="alert" className="text-sm text-error-700">
              {t(problem.error.key, problem.error.vars)}
            </p>
          ) : null}
          <p className="text-right">
            <span className="sr-only">{t("cartLineSubtotal")} </span>
            <span className="font-bold text-neutral-900" data-testid="cart-line-subtotal">
              {line.callForPrice ? t("cartCallForPrice") : formatMoney(line.subTotalSaleCents, lang)}
            </span>
          </p>
          <div className="flex items-center justify-end gap-2">
            <FavoriteButton pn={line.pn} title={line.title} />
            <button
              type="submit"
              form={ids.actions}
              name="intent"
              value="remove"
              className={buttonClass("ghostDanger", "sm")}
              aria-label={t("cartRemoveNamed", [line.title])}
            >
              {t("cartRemove")}
            </button>
          </div>
        </div>
      </div>
    </li>
  );
}
