import { Link } from "@remix-run/react";
import type { PageWindow } from "~/domain/catalog-query";
import { useT } from "~/i18n/useT";

type Props = {
  window: PageWindow;
  /** The link to another page, keeping whatever else the page's URL says. */
  pageHref: (page: number) => string;
  /** Where the links sit on the page (e.g. the product list's or the cart's). */
  className?: string;
};

const linkClass =
  "inline-flex h-10 min-w-10 items-center justify-center rounded-md border border-neutral-300 bg-white px-3 text-sm font-medium text-neutral-800 hover:bg-neutral-50 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-info-600";

/** Previous / next links with the position in between; nothing for a single page. */
export function Pagination({ window, pageHref, className = "mt-8" }: Props) {
  const { t } = useT();
  if (window.pageCount <= 1) return null;
  const { page, pageCount } = window;
  return (
    <nav aria-label={t("catalogPagination")} className={`${className} flex items-center justify-between gap-4`}>
      {page > 1 ? (
        <Link to={pageHref(page - 1)} rel="prev" className={linkClass}>
          <span aria-hidden>←&nbsp;</span>
          {t("catalogPreviousPage")}
        </Link>
      ) : (
        <span />
      )}
      <p className="text-sm text-neutral-600" aria-current="page">
        {t("catalogPageOf", [page, pageCount])}
      </p>
      {page < pageCount ? (
        <Link to={pageHref(page + 1)} rel="next" className={linkClass}>
          {t("catalogNextPage")}
          <span aria-hidden>&nbsp;→</span>
        </Link>
      ) : (
        <span />
      )}
    </nav>
  );
}
