import { Link } from "@remix-run/react";
import { listQueryParams, type ListQuery, type PageWindow } from "~/domain/catalog-query";
import { useT } from "~/i18n/useT";

type Props = { pathname: string; query: ListQuery; window: PageWindow };

function pageHref(pathname: string, query: ListQuery, page: number): string {
  const search = listQueryParams({ ...query, page }).toString();
  return search ? `${pathname}?${search}` : pathname;
}

const linkClass =
  "inline-flex h-10 min-w-10 items-center justify-center rounded-md border border-neutral-300 bg-white px-3 text-sm font-medium text-neutral-800 hover:bg-neutral-50 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-info-600";

/** Previous / next links keeping the rest of the query, with the position in between. */
export function Pagination({ pathname, query, window }: Props) {
  const { t } = useT();
  if (window.pageCount <= 1) return null;
  const { page, pageCount } = window;
  return (
    <nav aria-label={t("catalogPagination")} className="mt-8 flex items-center justify-between gap-4">
      {page > 1 ? (
        <Link to={pageHref(pathname, query, page - 1)} rel="prev" className={linkClass}>
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
        <Link to={pageHref(pathname, query, page + 1)} rel="next" className={linkClass}>
          {t("catalogNextPage")}
          <span aria-hidden>&nbsp;→</span>
        </Link>
      ) : (
        <span />
      )}
    </nav>
  );
}
