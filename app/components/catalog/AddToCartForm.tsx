import { Form, useLocation } from "@remix-run/react";
import { quantityStep } from "~/domain/cart-lines";
import { href } from "~/i18n/href";
import { useT } from "~/i18n/useT";
import { buttonClass } from "~/components/ui/Button";
import type { ProductCard } from "~/services/content/views";

type Props = {
  product: Pick<ProductCard, "pn" | "title" | "pkgqty" | "wireDuct">;
  compact?: boolean;
  /** Extra classes of the form (its place in the parent's layout). */
  className?: string;
};

/**
 * Adds the product to the cart with a plain post (works without JavaScript); the cart answers with a
 * redirect back here. Wire duct starts at its package quantity; other amounts are allowed (the cart
 * flags them non-standard), so the field has no `step` for the browser to enforce.
 */
export function AddToCartForm({ product, compact = false, className }: Props) {
  const { t, lang } = useT();
  const { pathname, search } = useLocation();
  const step = quantityStep(product);
  const layout = compact ? "add-to-cart" : "add-to-cart flex-wrap";
  return (
    <Form method="post" action={href("cart", {}, lang)} className={className ? `${layout} ${className}` : layout}>
      <input type="hidden" name="intent" value="add" />
      <input type="hidden" name="pn" value={product.pn} />
      <input type="hidden" name="redirectTo" value={pathname + search} />
      <label className="qty-field">
        <span className={compact ? "sr-only" : ""}>{compact ? t("catalogQuantityFor", [product.title]) : t("catalogQuantity")}</span>
        <input type="number" name="quantity" inputMode="numeric" min={1} defaultValue={step} required className={`qty-input ${compact ? "w-16" : "w-24"}`} />
      </label>
      <button
        type="submit"
        aria-label={compact ? t("catalogAddToCartNamed", [product.title]) : undefined}
        className={compact ? "btn btn-add" : buttonClass("primary", "lg")}
      >
        {t("catalogAddToCart")}
      </button>
    </Form>
  );
}
