import { useFetcher } from "@remix-run/react";
import { Button, ButtonLink } from "~/components/ui/Button";
import { Field } from "~/components/ui/Field";
import { SHIPPER_NUMBER_MAX, shipperField } from "~/domain/accounts/shipping-preferences";
import { href } from "~/i18n/href";
import { useT } from "~/i18n/useT";
import type { LocaleString } from "~/services/content/types";
import type { ShippingOptionView } from "~/services/cart/types";
import { shippingRefusal, type CartPageRefusal, type ShippingRefused } from "./cart-messages";

/** The slide-over's fetcher: the cart page dims its figures while it is on the way. */
export const SHIPPING_FETCHER = "cart-shipping";
/** The search parameter that opens the slide-over (`?shipping=open`). */
export const SHIPPING_PARAM = "shipping";

type Props = {
  options: ShippingOptionView[];
  /** The option the quote uses now (its form value). */
  selectedKey: string | null;
  /** The destination's shipping note. */
  note: LocaleString | null;
  /** The collect carriers' shipper numbers the fields start with. */
  shipperNumbers: Record<string, string>;
  refused: ShippingRefused | null;
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
 * the cart, closed) that a fetcher sends with JavaScript; a refusal comes back open with what was typed.
 */
export function ShippingPanel({ options, selectedKey, note, shipperNumbers, refused, cancelTo }: Props) {
  const { t, lang } = useT();
  const fetcher = useFetcher<CartPageRefusal>({ key: SHIPPING_FETCHER });
  const shown = (fetcher.state === "idle" ? shippingRefusal(fetcher.data) : null) ?? refused;
  const chosen = shown ? shown.values.choice : selectedKey;
  const collect = collectCarriers(options);
  const errorOf = (name: string) => {
    const key = shown?.errors[name];
    return key ? t(key) : null;
  };
  const choiceError = errorOf("choice");
  return (
    <fetcher.Form method="post" action={`${href("cart", {}, lang)}?${SHIPPING_PARAM}=open`} preventScrollReset className="flex flex-col gap-5">
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
          {options.map((option) => (
            <li key={option.key}>
              <label className="flex items-start gap-3 rounded-md border border-neutral-200 px-3 py-2 text-sm text-neutral-900 has-[:checked]:border-primary-700">
                <input type="radio" name="choice" value={option.key} defaultChecked={option.key === chosen} className="mt-0.5 h-4 w-4" />
                <span>
                  <span className="font-medium">{option.methodTitle?.[lang] ?? option.carrierTitle}</span>
                  {option.collect ? <span className="block text-xs text-neutral-600">{t("cartShippingCollectHint")}</span> : null}
                </span>
              </label>
            </li>
          ))}
        </ul>
        {choiceError ? (
          <p id="cart-shipping-choice-error" className="mt-2 text-sm text-error-700">
            {choiceError}
          </p>
        ) : null}
      </fieldset>
      {collect.map((carrier) => {
        const name = shipperField(carrier.slug);
        return (
          <Field
            key={`${name}-${shown?.values[name] ?? ""}`}
            label={t("accountShippingNumberLabel", [carrier.title])}
            name={name}
            maxLength={SHIPPER_NUMBER_MAX * 2}
            autoComplete="off"
            defaultValue={shown ? (shown.values[name] ?? "") : (shipperNumbers[carrier.slug] ?? "")}
            error={errorOf(name)}
          />
        );
      })}
      {shown ? (
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
