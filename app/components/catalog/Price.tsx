import { formatMoney } from "~/domain/money";
import { useT } from "~/i18n/useT";
import type { ProductPrice } from "~/domain/price-list";

/**
 * The visitor's price: the sale price, the list price struck through when lower, or "Call for price".
 * Named classes (app/styles/tailwind.css), as it repeats in every product card.
 */
export function Price({ price, size = "md" }: { price: ProductPrice | undefined; size?: "md" | "lg" }) {
  const { t, lang } = useT();
  const big = size === "lg";
  if (!price || price.callForPrice) {
    return <p className={`font-semibold text-neutral-800 ${big ? "text-xl" : "text-base"}`}>{t("catalogCallForPrice")}</p>;
  }
  const discounted = price.saleCents < price.listCents;
  return (
    <p className="price-tag">
      <span className="sr-only">{t("catalogYourPrice")}</span>
      <span className={big ? "price-now text-2xl" : "price-now"}>{formatMoney(price.saleCents, lang)}</span>
      {discounted ? (
        <span className="price-was">
          <span className="sr-only">{t("catalogListPrice")}</span>
          <s>{formatMoney(price.listCents, lang)}</s>
        </span>
      ) : null}
    </p>
  );
}
