import type { ReactNode } from "react";
import type { SummaryRow } from "~/i18n/cart-summary-rows";
import { useT } from "~/i18n/useT";

type Props = {
  /** The breakdown in words, as the loader made it (app/i18n/cart-summary-rows.ts). */
  rows: SummaryRow[];
  /** A change is on the way: the figures are about to be replaced. */
  busy: boolean;
  /** Under the total: what comes next (the checkout's button), when there is one. */
  children?: ReactNode;
};

function Row({ label, testId, value, note, strong }: SummaryRow) {
  return (
    <div className={`grid grid-cols-[1fr_auto] items-baseline gap-x-4 gap-y-0.5 py-2 ${strong ? "border-t border-neutral-300 pt-3" : ""}`}>
      <dt className={strong ? "font-semibold text-neutral-900" : "text-neutral-700"}>{label}</dt>
      <dd className={`text-right ${strong ? "text-xl font-bold text-neutral-900" : "font-medium text-neutral-900"}`} data-testid={testId}>
        {value}
      </dd>
      {note ? <dd className="col-span-2 text-xs text-neutral-600">{note}</dd> : null}
    </div>
  );
}

/** The cart's breakdown as the quote gives it: every charge on its own line, shipping as an amount or TBD and why. */
export function CartSummary({ rows, busy, children }: Props) {
  const { t } = useT();
  return (
    <section aria-labelledby="cart-summary" aria-busy={busy || undefined} className="rounded-lg border border-neutral-200 bg-neutral-50 p-6">
      <h2 id="cart-summary" className="text-lg font-semibold text-neutral-900">
        {t("cartSummaryHeading")}
      </h2>
      <dl className={`mt-4 text-sm transition-opacity ${busy ? "opacity-60" : ""}`}>
        {rows.map((row) => (
          <Row key={row.testId} {...row} />
        ))}
      </dl>
      {children}
    </section>
  );
}
