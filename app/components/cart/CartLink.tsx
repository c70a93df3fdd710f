import { Link } from "@remix-run/react";
import type { ReactNode } from "react";
import { useRootData } from "~/root-data";
import { CartIcon } from "~/components/layout/icons";
import { href } from "~/i18n/href";
import { useT } from "~/i18n/useT";
import { PersonalChoice, usePersonalText } from "~/render/personal-template";
import type { PersonalValues } from "~/render/template-slots";

type Badge = "none" | "some" | "many";

const countOf = (values: Pick<PersonalValues, "cartCount"> | undefined) => values?.cartCount ?? 0;
const badgeOf = (count: number): Badge => (count > 99 ? "many" : count > 0 ? "some" : "none");

/** The header's cart link with the number of lines in the cart (root data `cartCount`, null without a cart). */
export function CartLink({ className }: { className: string }) {
  const { t, lang } = useT();
  const count = countOf(useRootData());
  const shown = usePersonalText(String(count), (values) => String(countOf(values)));
  const badge = (kind: Badge) =>
    kind === "none" ? null : (
      <span
        aria-hidden="true"
        data-testid="cart-count"
        className="absolute -right-2 -top-2 flex h-4 min-w-4 items-center justify-center rounded-full bg-primary-700 px-1 text-[10px] font-bold leading-none text-white"
      >
        {kind === "many" ? "99+" : shown}
      </span>
    );
  const spoken = (kind: Badge) => (kind === "none" ? null : <span className="sr-only">{t("cartBadge", [shown])}</span>);
  const choose = (values: PersonalValues) => badgeOf(countOf(values));
  const options = (part: (kind: Badge) => ReactNode) => ({ none: part("none"), some: part("some"), many: part("many") });
  return (
    <Link to={href("cart", {}, lang)} className={className}>
      <span className="relative">
        <CartIcon />
        <PersonalChoice current={badgeOf(count)} choose={choose} options={options(badge)} />
      </span>
      <span className="sr-only sm:not-sr-only">{t("shellCart")}</span>
      <PersonalChoice current={badgeOf(count)} choose={choose} options={options(spoken)} />
    </Link>
  );
}
