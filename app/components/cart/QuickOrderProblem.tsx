import { buttonClass } from "~/components/ui/Button";
import { choiceValue } from "~/domain/quick-order/quick-order-form";
import type { StringKey } from "~/i18n/string-keys";
import type { Translate } from "~/i18n/translate";
import { useT } from "~/i18n/useT";
import type { QuickOrderRejection } from "~/services/cart/quick-order-report";

/** The quick order form's id: the closest part numbers' buttons, in the report or the preview, submit it. */
export const QUICK_ORDER_FORM_ID = "quick-order";

/** Why a line was not (or would not be) added, in the buyer's language. */
export function problemText(t: Translate, { pn, problem }: Pick<QuickOrderRejection, "pn" | "problem">): string {
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

/** The closest part numbers to a rejected line, each a submit button of the quick order form that puts it in place. */
export function SuggestionButtons({ rejection }: { rejection: Pick<QuickOrderRejection, "rows" | "suggestions"> }) {
  const { t } = useT();
  if (rejection.suggestions.length === 0) return null;
  return (
    <p className="mt-1 flex flex-wrap items-center gap-2">
      <span>{t("quickOrderSuggestions")}</span>
      {rejection.suggestions.map((pn) => (
        <button
          key={pn}
          type="submit"
          form={QUICK_ORDER_FORM_ID}
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
  );
}
