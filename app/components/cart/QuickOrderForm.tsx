import "~/shared-chunk";
import { getFormProps, getTextareaProps, useForm } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod";
import { Form, Link, useNavigation } from "@remix-run/react";
import { useEffect } from "react";
import { buttonClass } from "~/components/ui/Button";
import { controlClass, FieldFrame } from "~/components/ui/FieldFrame";
import { errorKeyOf, firstErrorField } from "~/components/ui/form-errors";
import { VALIDATION_TIMING } from "~/components/ui/validation-timing";
import { useBrowserOnlyUi } from "~/components/ui/full-stylesheet";
import { MAX_ORDER_ROWS } from "~/domain/quick-order/order-rows";
import { QUICK_ORDER_MAX_CHARS, QUICK_ORDER_MESSAGE_KEYS, quickOrderSchema } from "~/domain/quick-order/quick-order-form";
import { href } from "~/i18n/href";
import { useT } from "~/i18n/useT";
import type { QuickOrderAnswer } from "~/services/cart/quick-order-report";
import { QuickOrderPreview } from "./QuickOrderPreview";
import { problemText, QUICK_ORDER_FORM_ID, SuggestionButtons } from "./QuickOrderProblem";
import { useQuickOrderPreview } from "./useQuickOrderPreview";

/**
 * The quick order form: a box of pasted lines and a CSV file, one plain multipart post. A report lists each line
 * not added with its reason and the closest part numbers, each a button of this same form (so the box's text goes
 * with it), and the box keeps just those lines to fix. With JavaScript, the lines are previewed, priced, as they
 * are typed. `action` is the quick order page when the form is shown elsewhere (a reorder's lines not added).
 */
export function QuickOrderForm({ answer, action }: { answer: QuickOrderAnswer | null; action?: string }) {
  const { t, lang } = useT();
  const busy = useNavigation().state === "submitting";
  const hydrated = useBrowserOnlyUi();
  const { preview, busy: checking, check, checkSoon, hide } = useQuickOrderPreview(action);
  // A new answer puts other lines in the box: a preview of the old ones would mislead.
  useEffect(hide, [answer, hide]);
  const lastResult = answer?.lastResult ?? null;
  const [form, fields] = useForm({
    id: QUICK_ORDER_FORM_ID,
    lastResult,
    defaultValue: { lines: answer?.report?.keptText ?? "" },
    ...VALIDATION_TIMING,
    onValidate: ({ formData }) => parseWithZod(formData, { schema: quickOrderSchema }),
  });
  const { key, ...textarea } = getTextareaProps(fields.lines, { ariaAttributes: false });
  const error = errorKeyOf(fields.lines.errors, QUICK_ORDER_MESSAGE_KEYS, "quickOrderEmpty");
  const report = answer?.report ?? null;
  return (
    <div className="flex flex-col gap-6">
      {report ? <QuickOrderReport report={report} /> : null}
      <Form method="post" action={action} encType="multipart/form-data" {...getFormProps(form)} className="flex flex-col gap-4">
        <FieldFrame
          label={t("quickOrderLinesLabel")}
          hint={t("quickOrderLinesHint", [MAX_ORDER_ROWS.toLocaleString(lang)])}
          error={error ? t(error, [MAX_ORDER_ROWS.toLocaleString(lang)]) : null}
          firstError={firstErrorField(lastResult, ["lines"]) === "lines"}
        >
          {(wiring) => (
            <textarea
              key={key}
              {...textarea}
              {...wiring}
              rows={12}
              maxLength={QUICK_ORDER_MAX_CHARS}
              spellCheck={false}
              autoComplete="off"
              placeholder={"GCX1111-10\t5\nCB-10\t2"}
              onInput={(event) => checkSoon(event.currentTarget.form)}
              className={controlClass(error, "h-auto px-3 py-2 font-mono")}
            />
          )}
        </FieldFrame>
        <FieldFrame label={t("quickOrderFileLabel")} hint={t("quickOrderFileHint")}>
          {(wiring) => <input {...wiring} type="file" name="file" accept=".csv,.txt,text/csv,text/plain" className="text-sm text-neutral-800" />}
        </FieldFrame>
        <div className="flex flex-wrap items-center gap-4">
          <button type="submit" disabled={busy} className={buttonClass("primary", "md")}>
            {t("quickOrderSubmit")}
          </button>
          {hydrated ? (
            <button type="button" onClick={(event) => check(event.currentTarget.form)} className={buttonClass("secondary", "md")}>
              {t("quickOrderCheck")}
            </button>
          ) : null}
          <Link to={href("cart", {}, lang)} className="text-sm font-medium text-primary-700 underline hover:text-primary-900">
            {t("quickOrderGoToCart")}
          </Link>
        </div>
      </Form>
      {preview ? <QuickOrderPreview preview={preview} busy={checking} /> : null}
    </div>
  );
}

function QuickOrderReport({ report }: { report: NonNullable<QuickOrderAnswer["report"]> }) {
  const { t } = useT();
  return (
    <div role="status" className="flex flex-col gap-3">
      {report.added > 0 ? (
        <p className="rounded-md border border-success-300 bg-success-50 px-4 py-3 text-sm text-success-900">{t("quickOrderAdded", [report.added])}</p>
      ) : null}
      {report.rejected.length > 0 ? (
        <div className="rounded-md border border-warning-300 bg-warning-50 px-4 py-3 text-sm text-warning-900">
          <p className="font-semibold">{t("quickOrderRejected", [report.rejected.length])}</p>
          <ul className="mt-2 flex flex-col gap-3">
            {report.rejected.map((rejection) => (
              <li key={rejection.rows.map((r) => r.row).join("-")}>
                <p>
                  <span className="font-medium">{t("quickOrderRowLabel", [rejection.rows.map((r) => r.row).join(", ")])}</span>{" "}
                  <code className="break-all">{rejection.rows[0]?.text}</code>: {problemText(t, rejection)}
                </p>
                <SuggestionButtons rejection={rejection} />
              </li>
            ))}
          </ul>
        </div>
      ) : null}
    </div>
  );
}
