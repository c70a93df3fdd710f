import "~/shared-chunk";
import { getCollectionProps, getFormProps, useForm, type SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod";
import { useFetcher } from "@remix-run/react";
import { useMemo } from "react";
import { Button, ButtonLink } from "~/components/ui/Button";
import { ShipperNumberField } from "~/components/account/ShipperNumberField";
import { errorKeyOf, firstErrorField } from "~/components/ui/form-errors";
import { shipperField } from "~/domain/accounts/shipping-preferences";
import { SHIPPING_CHOICE_MESSAGE_KEYS, shippingChoiceSchema } from "~/domain/cart-shipping-forms";
import { shippingPriceText } from "~/i18n/shipping-price";
import { useT } from "~/i18n/useT";
import type { LocaleString } from "~/services/content/types";
import type { ShippingOptionView } from "~/services/cart/types";
import type { CartPageRefusal } from "./cart-messages";
import { shippingTitle } from "~/i18n/order-labels";

type Props = {
  /** The fetcher that posts the form, whose answer the cart page reads (./cart-messages.ts). */
  fetcherKey: string;
  options: ShippingOptionView[];
  /** The option the quote uses now (its form value). */
  selectedKey: string | null;
  /** The destination's shipping note. */
  note: LocaleString | null;
  /** The collect carriers' shipper numbers the fields start with. */
  shipperNumbers: Record<string, string>;
  /** The action's answer to a refused post (the fetcher's, or a post's without JavaScript): what was typed and why. */
  lastResult: SubmissionResult<string[]> | null;
  /** Where the form posts: the cart with the slide-over open, where a refusal comes back. */
  postTo: string;
  cancelTo: string;
};

/** The collect carriers among the options, once each, in order. */
function collectCarriers(options: ShippingOptionView[]): { slug: string; title: string }[] {
  const seen = new Map<string, string>();
  for (const option of options) if (option.collect && !seen.has(option.carrier)) seen.set(option.carrier, option.carrierTitle);
  return [...seen].map(([slug, title]) => ({ slug, title }));
}

/**
 * The shipping slide-over's form: the options the rules offer for the destination and customer, the destination's
 * note, and a shipper-number field for each collect carrier (required for the one chosen). A plain post (303 back to
 * the cart, closed) that a fetcher sends with JavaScript, checked by the same schema in the browser; a refusal comes
 * back open with what was typed.
 */
export function ShippingPanel({ fetcherKey, options, selectedKey, note, shipperNumbers, lastResult, postTo, cancelTo }: Props) {
  const { t, lang } = useT();
  const fetcher = useFetcher<CartPageRefusal>({ key: fetcherKey });
  const schema = useMemo(() => shippingChoiceSchema(options), [options]);
  const collect = collectCarriers(options);
  const [form, fields] = useForm({
    id: "cart-shipping-form",
    lastResult,
    defaultValue: { choice: selectedKey ?? "", shipper: shipperNumbers },
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => parseWithZod(formData, { schema }),
  });
  const shipper = fields.shipper.getFieldset();
  const focus = firstErrorField(lastResult, ["choice", ...collect.map((carrier) => shipperField(carrier.slug))]);
  const errorOf = (errors: string[] | undefined) => {
    const key = errorKeyOf(errors, SHIPPING_CHOICE_MESSAGE_KEYS, "cartShippingChoiceUnknown");
    return key ? t(key) : null;
  };
  const choiceError = errorOf(fields.choice.errors);
  const radios = getCollectionProps(fields.choice, { type: "radio", options: options.map((option) => option.key), ariaAttributes: false });
  const hasErrors = form.status === "error" && Object.values(form.allErrors).some((errors) => errors.length > 0);
  return (
    <fetcher.Form method="post" action={postTo} preventScrollReset {...getFormProps(form)} className="flex flex-col gap-5">
      <input type="hidden" name="intent" value="shipping" />
      {note ? (
        <div className="rounded-md border border-info-200 bg-info-50 px-3 py-2 text-sm text-info-900" data-testid="cart-shipping-note">
          <p className="font-semibold">{t("cartShippingNoteLabel")}</p>
          <p>{note[lang]}</p>
        </div>
      ) : null}
      <fieldset aria-describedby={choiceError ? "cart-shipping-choice-error" : undefined}>
        <legend className="text-sm font-medium text-neutral-800">{t("cartShippingOptionsLegend")}</legend>
        <ul className="mt-2 flex flex-col gap-2">
          {options.map((option, index) => {
            const { key, ...radio } = radios[index]!;
            return (
              <li key={key}>
                <label className="flex items-start gap-3 rounded-md border border-neutral-200 px-3 py-2 text-sm text-neutral-900 has-[:checked]:border-primary-700">
                  {/* eslint-disable-next-line jsx-a11y/no-autofocus -- the first field in error of a refused post, as ui/FieldFrame's firstError */}
                  <input {...radio} autoFocus={focus === "choice" && index === 0} className="mt-0.5 h-4 w-4" />
                  <span>
                    <span className="font-medium">{shippingTitle(t, { slug: option.carrier, title: option.carrierTitle }, option.method)}</span>
                    {option.collect ? <span className="block text-xs text-neutral-600">{t("cartShippingCollectHint")}</span> : null}
                  </span>
                  <span className="ml-auto whitespace-nowrap font-medium tabular-nums" data-testid="cart-shipping-option-price">
                    {shippingPriceText(option.shipping, t, lang)}
                  </span>
                </label>
              </li>
            );
          })}
        </ul>
        {choiceError ? (
          <p id="cart-shipping-choice-error" className="mt-2 text-sm text-error-700">
            {choiceError}
          </p>
        ) : null}
      </fieldset>
      {collect.map((carrier) => {
        const field = shipper[carrier.slug]!;
        return (
          <ShipperNumberField
            key={field.key ?? field.name}
            field={field}
            carrierTitle={shippingTitle(t, { slug: carrier.slug, title: carrier.title }, null)}
            firstError={focus === field.name}
            error={errorOf(field.errors)}
          />
        );
      })}
      {hasErrors ? (
        <p role="alert" className="rounded-md border border-error-200 bg-error-50 px-3 py-2 text-sm text-error-700">
          {t("cartShippingCheckFields")}
        </p>
      ) : null}
      <div className="flex justify-end gap-3">
        <ButtonLink to={cancelTo} preventScrollReset variant="secondary">
          {t("cartShippingCancel")}
        </ButtonLink>
        <Button type="submit" aria-disabled={fetcher.state !== "idle" || undefined}>
          {t("cartShippingSave")}
        </Button>
      </div>
    </fetcher.Form>
  );
}
