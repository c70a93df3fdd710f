import { Link } from "@remix-run/react";
import type { ReactNode } from "react";
import { href } from "~/i18n/href";
import { useT } from "~/i18n/useT";
import { AccountMenu } from "~/components/auth/AccountMenu";
import { CartLink } from "~/components/cart/CartLink";
import { SearchForm } from "./SearchForm";

const iconLink = "inline-flex items-center gap-2 rounded-md p-2 text-sm font-medium text-neutral-700 hover:bg-neutral-100 hover:text-neutral-900 focus-ring";

/** Second header block: logo, product search, account and cart; `menu` is the phone menu button. */
export function MainBar({ siteName, menu }: { siteName: string; menu: ReactNode }) {
  const { t, lang } = useT();
  return (
    <div className="border-b border-neutral-200 bg-white">
      <div className="mx-auto flex max-w-7xl flex-wrap items-center gap-x-1 gap-y-3 px-4 sm:gap-x-4 py-3 sm:px-6 md:flex-nowrap md:py-4">
        <Link to={href("home", {}, lang)} className="mr-auto shrink-0 rounded focus-ring focus-visible:ring-offset-4 md:mr-4">
          <img src="/logo.svg" width={209} height={27} alt={t("shellHomeLink", [siteName])} className="h-5 w-auto min-[400px]:h-6 sm:h-[27px]" />
        </Link>
        <SearchForm className="order-last md:order-none md:max-w-xl md:flex-1" />
        <nav aria-label={t("shellUserNavigation")} className="flex items-center sm:gap-1 md:ml-auto">
          <AccountMenu />
          <CartLink className={iconLink} />
        </nav>
        {menu}
      </div>
    </div>
  );
}
