import "~/shared-chunk";
import { getFormProps, getTextareaProps, useForm, type SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod";
import { Form, Link, useNavigation } from "@remix-run/react";
import { buttonClass } from "~/components/ui/Button";
import { controlClass, FieldFrame } from "~/components/ui/FieldFrame";
import { errorKeyOf, firstErrorField } from "~/components/ui/form-errors";
import { VALIDATION_TIMING } from "~/components/ui/validation-timing";
import { MAX_ORDER_ROWS } from "~/domain/quick-order/order-rows";
import { QUICK_ORDER_MAX_CHARS, QUICK_ORDER_MESSAGE_KEYS, quickOrderSchema, choiceValue } from "~/domain/quick-order/quick-order-form";
import { href } from "~/i18n/href";
import type { StringKey } from "~/i18n/string-keys";
import type { Translate } from "~/i18n/translate";
import { useT } from "~/i18n/useT";
import type { QuickOrderRejection } from "~/services/cart/quick-order-report";

/** What the action answered: a refused post (the form's errors), or a report of lines it could not add. */
export type QuickOrderAnswer = {
  lastResult: SubmissionResult<string[]>;
  report: { added: number; rejected: QuickOrderRejection[]; keptText: string } | null;
};

const FORM_ID = "quick-order";

function problemText(t: Translate, { pn, problem }: Pick<QuickOrderRejection, "pn" | "problem">): string {
  switch (problem.kind) {
    case "badPartNumber":
      return t("quickOrderBadPartNumber");
    case "badQuantity": {
      const keys: Record<typeof problem.reason, StringKey> = {
        empty: "cartQuantityEmpty",
        notNumeric: "cartQuantityNotNumeric",
        notWhole: "cartQuantityNotWhole",
        belowOne: "cartQuantityBelowOne",
        tooLarge: "cartQuantityTooLarge",
      };
      return t(keys[problem.reason], [""]);
    }
    case "unknownPartNumber":
      return t("quickOrderUnknownPartNumber", [pn ?? ""]);
    case "notInMultiple":
      return t("quickOrderNotInMultiple", [pn ?? "", problem.step]);
    case "callForPrice":
      return t("quickOrderCallForPrice", [pn ?? ""]);
    case "tooLarge":
      return t("quickOrderTooLarge", [pn ?? ""]);
  }
}

/**
 * The quick order form: a box of pasted lines and a CSV file, one plain multipart post. A report lists each line
 * not added with its reason and the closest part numbers, each a button of this same form (so the box's text goes
 * with it), and the box keeps just those lines to fix.
 */
export function QuickOrderForm({ answer }: { answer: QuickOrderAnswer | null }) {
  const { t, lang } = useT();
  const busy = useNavigation().state === "submitting";
  const lastResult = answer?.lastResult ?? null;
  const [form, fields] = useForm({
    id: FORM_ID,
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
      <Form method="post" encType="multipart/form-data" {...getFormProps(form)} className="flex flex-col gap-4">
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
          <Link to={href("cart", {}, lang)} className="text-sm font-medium text-primary-700 underline hover:text-primary-900">
            {t("quickOrderGoToCart")}
          </Link>
        </div>
      </Form>
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
                {rejection.suggestions.length > 0 ? (
                  <p className="mt-1 flex flex-wrap items-center gap-2">
                    <span>{t("quickOrderSuggestions")}</span>
                    {rejection.suggestions.map((pn) => (
                      <button
                        key={pn}
                        type="submit"
                        form={FORM_ID}
                        name="use"
                        value={choiceValue(
                          rejection.rows.map((r) => r.row),
                          pn,
                        )}
                        className={buttonClass("secondary", "sm")}
                        aria-label={t("quickOrderUseSuggestion", [pn])}
                      >
                        {pn}
                      </button>
                    ))}
                  </p>
                ) : null}
              </li>
            ))}
          </ul>
        </div>
      ) : null}
    </div>
  );
}
