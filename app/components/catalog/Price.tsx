import { formatMoney } from "~/domain/money";
import { useT } from "~/i18n/useT";
import type { ProductPrice } from "~/domain/price-list";

/** The visitor's price: the sale price, the list price struck through when lower, or "Call for price". */
export function Price({ price, size = "md" }: { price: ProductPrice | undefined; size?: "md" | "lg" }) {
  const { t, lang } = useT();
  const big = size === "lg";
  if (!price || price.callForPrice) {
    return <p className={`font-semibold text-neutral-800 ${big ? "text-xl" : "text-base"}`}>{t("catalogCallForPrice")}</p>;
  }
  const discounted = price.saleCents < price.listCents;
  return (
    <p className="flex flex-wrap items-baseline gap-x-2">
      <span className="sr-only">{t("catalogYourPrice")}</span>
      <span className={`font-bold text-neutral-900 ${big ? "text-2xl" : "text-lg"}`}>{formatMoney(price.saleCents, lang)}</span>
      {discounted ? (
        <span className="text-sm text-neutral-500">
          <span className="sr-only">{t("catalogListPrice")}</span>
          <s>{formatMoney(price.listCents, lang)}</s>
        </span>
      ) : null}
    </p>
  );
}
