import type { ReactNode } from "react";
import type { PageWindow } from "~/domain/catalog-query";
import { useT } from "~/i18n/useT";

type Props = { filters: ReactNode; window: PageWindow; asked: number; children: ReactNode };

/**
 * Results beside their filters (the product list, the search page): on small screens the results come first and a
 * link jumps to the filters below them. A page asked past the end says which one is shown.
 */
export function ResultsWithFilters({ filters, window, asked, children }: Props) {
  const { t } = useT();
  return (
    <>
      {window.requestedPastEnd ? (
        <p role="alert" className="mt-4 rounded-md border border-info-300 bg-info-50 px-4 py-3 text-sm text-info-900">
          {t("catalogPagePastEnd", [asked, window.page])}
        </p>
      ) : null}
      <a href="#filters" className="mt-4 inline-block text-sm font-medium text-primary-700 underline lg:hidden">
        {t("catalogFilters")}
      </a>
      <div className="mt-6 grid gap-8 lg:grid-cols-[16rem_1fr]">
        <aside id="filters" className="order-2 lg:order-1">
          {filters}
        </aside>
        <div className="order-1 lg:order-2">{children}</div>
      </div>
    </>
  );
}
