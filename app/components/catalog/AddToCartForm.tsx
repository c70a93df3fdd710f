import { Form, useLocation } from "@remix-run/react";
import { quantityStep } from "~/domain/cart-lines";
import { href } from "~/i18n/href";
import { useT } from "~/i18n/useT";
import { buttonClass } from "~/components/ui/Button";
import type { ProductCard } from "~/services/content/views";

type Props = { product: Pick<ProductCard, "pn" | "title" | "pkgqty" | "wireDuct">; compact?: boolean };

/**
 * Adds the product to the cart with a plain post (works without JavaScript); the cart answers with a
 * redirect back here. Wire duct starts at its package quantity; other amounts are allowed (the cart
 * flags them non-standard), so the field has no `step` for the browser to enforce.
 */
export function AddToCartForm({ product, compact = false }: Props) {
  const { t, lang } = useT();
  const { pathname, search } = useLocation();
  const step = quantityStep(product);
  return (
    <Form method="post" action={href("cart", {}, lang)} className={`flex items-end gap-2 ${compact ? "" : "flex-wrap"}`}>
      <input type="hidden" name="intent" value="add" />
      <input type="hidden" name="pn" value={product.pn} />
      <input type="hidden" name="redirectTo" value={pathname + search} />
      <label className="flex flex-col gap-1 text-sm font-medium text-neutral-800">
        <span className={compact ? "sr-only" : ""}>{compact ? t("catalogQuantityFor", [product.title]) : t("catalogQuantity")}</span>
        <input
          type="number"
          name="quantity"
          inputMode="numeric"
          min={1}
          defaultValue={step}
          required
          className={`h-10 rounded-md border border-neutral-300 bg-white px-2 text-sm text-neutral-900 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-info-600 ${compact ? "w-16" : "w-24"}`}
        />
      </label>
      <button
        type="submit"
        aria-label={compact ? t("catalogAddToCartNamed", [product.title]) : undefined}
        className={buttonClass("primary", compact ? "md" : "lg", compact ? "flex-1 whitespace-nowrap px-2" : "")}
      >
        {t("catalogAddToCart")}
      </button>
    </Form>
  );
}
