import { useRootData } from "~/root-data";
import { Link } from "@remix-run/react";
import { CartIcon } from "~/components/layout/icons";
import { href } from "~/i18n/href";
import { useT } from "~/i18n/useT";

/** The header's cart link with the number of lines in the cart (root data `cartCount`, null without a cart). */
export function CartLink({ className }: { className: string }) {
  const { t, lang } = useT();
  const root = useRootData();
  const count = root?.cartCount ?? 0;
  return (
    <Link to={href("cart", {}, lang)} className={className}>
      <span className="relative">
        <CartIcon />
        {count > 0 ? (
          <span
            aria-hidden="true"
            data-testid="cart-count"
            className="absolute -right-2 -top-2 flex h-4 min-w-4 items-center justify-center rounded-full bg-primary-700 px-1 text-[10px] font-bold leading-none text-white"
          >
            {count > 99 ? "99+" : count}
          </span>
        ) : null}
      </span>
      <span className="sr-only sm:not-sr-only">{t("shellCart")}</span>
      {count > 0 ? <span className="sr-only">{t("cartBadge", [count])}</span> : null}
    </Link>
  );
}
