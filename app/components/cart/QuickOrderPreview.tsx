import { formatMoney } from "~/domain/money";
import { useT } from "~/i18n/useT";
import type { QuickOrderPreview as Preview } from "~/services/cart/quick-order-report";
import { problemText, SuggestionButtons } from "./QuickOrderProblem";

/**
 * The lines of the box as quick order would take them (JavaScript on): each item priced as the cart prices it, or
 * why it would not be added with the closest part numbers. Nothing is added until the form is submitted.
 */
export function QuickOrderPreview({ preview, busy }: { preview: Preview; busy: boolean }) {
  const { t, lang } = useT();
  if (preview.kind === "tooManyRows") {
    return (
      <p role="status" className="text-sm text-error-700">
        {t("quickOrderTooManyRows", [preview.max.toLocaleString(lang)])}
      </p>
    );
  }
  const cell = "px-3 py-2";
  return (
    <section aria-labelledby="quick-order-preview" aria-busy={busy} className={`rounded-xl border border-neutral-200 bg-white p-4 ${busy ? "opacity-60" : ""}`}>
      <h2 id="quick-order-preview" className="mb-2 text-lg font-semibold text-neutral-900">
        {t("quickOrderPreviewHeading")}
      </h2>
      <div className="max-sm:px-1 sm:overflow-x-auto">
        <table className="stack-table w-full text-left text-sm" data-testid="quick-order-preview">
          <thead className="text-neutral-600">
            <tr>
              <th scope="col" className={cell}>
                {t("quickOrderPreviewLine")}
              </th>
              <th scope="col" className={cell}>
                {t("quickOrderPreviewPartNumber")}
              </th>
              <th scope="col" className={cell}>
                {t("quickOrderPreviewDescription")}
              </th>
              <th scope="col" className={`${cell} text-right`}>
                {t("quickOrderPreviewQuantity")}
              </th>
              <th scope="col" className={`${cell} text-right`}>
                {t("quickOrderPreviewUnitPrice")}
              </th>
              <th scope="col" className={`${cell} text-right`}>
                {t("quickOrderPreviewLinePrice")}
              </th>
            </tr>
          </thead>
          <tbody>
            {preview.lines.map((line) => (
              <tr key={line.rows.map((r) => r.row).join("-")} className={`border-t border-neutral-100 ${line.kind === "rejected" ? "bg-warning-50" : ""}`}>
                <td className={cell}>{line.rows.map((r) => r.row).join(", ")}</td>
                <td data-label={t("quickOrderPreviewPartNumber")} className={`${cell} font-mono`}>
                  {line.pn ?? <code className="break-all">{line.rows[0]?.text}</code>}
                </td>
                {line.kind === "priced" ? (
                  <>
                    <td data-label={t("quickOrderPreviewDescription")} className={cell}>
                      {line.title}
                    </td>
                    <td data-label={t("quickOrderPreviewQuantity")} className={`${cell} sm:text-right`}>
                      {line.quantity.toLocaleString(lang)}
                    </td>
                    <td data-label={t("quickOrderPreviewUnitPrice")} className={`${cell} sm:text-right`}>
                      {formatMoney(line.unitCents, lang)}
                    </td>
                    <td data-label={t("quickOrderPreviewLinePrice")} className={`${cell} sm:text-right`}>
                      {formatMoney(line.lineCents, lang)}
                    </td>
                  </>
                ) : (
                  <td colSpan={4} className={`${cell} text-warning-900`}>
                    {problemText(t, line)}
                    <SuggestionButtons rejection={line} />
                  </td>
                )}
              </tr>
            ))}
          </tbody>
          <tfoot>
            <tr className="border-t border-neutral-200 font-semibold">
              <td colSpan={5} className={cell}>
                {t("quickOrderPreviewSubtotal")}
              </td>
              <td className={`${cell} text-right`} data-testid="quick-order-preview-subtotal">
                {formatMoney(preview.subtotalCents, lang)}
              </td>
            </tr>
          </tfoot>
        </table>
      </div>
    </section>
  );
}
