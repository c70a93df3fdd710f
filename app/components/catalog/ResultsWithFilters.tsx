import type { ReactNode } from "react";
import type { PageWindow } from "~/domain/catalog-query";
import { useT } from "~/i18n/useT";

type Props = { filters: ReactNode; chosen: number; window: PageWindow; asked: number; children: ReactNode };

/**
 * Results beside their filters (the product list, the search page). On phones the filters come first, as a closed
 * disclosure naming how many choices apply (`chosen`), so the results follow it at once (below them, they sat 6,000 px
 * down); from lg up a sidebar shown whatever its state, without the summary (`.filters-disclosure` in tailwind.css).
 * A plain `<details>`: it opens without JavaScript. A page asked past the end says which one is shown.
 */
export function ResultsWithFilters({ filters, chosen, window, asked, children }: Props) {
  const { t } = useT();
  return (
    <>
      {window.requestedPastEnd ? (
        <p role="alert" className="mt-4 rounded-md border border-info-300 bg-info-50 px-4 py-3 text-sm text-info-900">
          {t("catalogPagePastEnd", [asked, window.page])}
        </p>
      ) : null}
      <div className="mt-6 grid gap-8 lg:grid-cols-[16rem_1fr]">
        <details className="filters-disclosure group self-start">
          <summary className="disclosure-summary focus-ring rounded-md border border-neutral-300 bg-white px-4 py-3 text-sm font-semibold text-primary-700 group-open:mb-4">
            {t("catalogFiltersSummary", [chosen])}
          </summary>
          <aside id="filters">{filters}</aside>
        </details>
        <div>{children}</div>
      </div>
    </>
  );
}
