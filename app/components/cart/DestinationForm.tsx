import "~/shared-chunk";
import { getFormProps, getInputProps, getSelectProps, useForm, type SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod";
import { useFetcher } from "@remix-run/react";
import { Button } from "~/components/ui/Button";
import { Field } from "~/components/ui/Field";
import { errorKeyOf, firstErrorField } from "~/components/ui/form-errors";
import { SelectField } from "~/components/ui/SelectField";
import type { DestinationValues } from "~/domain/cart-shipping";
import { DESTINATION_FIELDS, DESTINATION_MESSAGE_KEYS, destinationSchema } from "~/domain/cart-shipping-forms";
import { href } from "~/i18n/href";
import { useT } from "~/i18n/useT";
import type { AddressFormOptions } from "~/services/accounts/address-book-view";
import type { CartPageRefusal } from "./cart-messages";

type Props = {
  /** The fetcher that posts the form, whose answer the cart page reads (./cart-messages.ts). */
  fetcherKey: string;
  /** What the form starts with: the destination chosen on the cart page, else the buyer's selected address. */
  initial: DestinationValues;
  /** The action's answer to a refused post (the fetcher's, or a post's without JavaScript): what was typed and why. */
  lastResult: SubmissionResult<string[]> | null;
  options: AddressFormOptions;
};

/**
 * Where the cart ships: a plain post (303 back to the cart) that a fetcher sends with JavaScript, checked by the same
 * schema in the browser (on blur, then as typed). The state is a select for the countries with a list (US, CA, MX)
 * and free text elsewhere; with JavaScript it follows the chosen country at once, without it after the post (which
 * refuses a state that is not the country's).
 */
export function DestinationForm({ fetcherKey, initial, lastResult, options }: Props) {
  const { t, lang } = useT();
  const fetcher = useFetcher<CartPageRefusal>({ key: fetcherKey });
  const [form, fields] = useForm<DestinationValues>({
    id: "cart-destination-form",
    lastResult,
    defaultValue: initial,
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => parseWithZod(formData, { schema: destinationSchema }),
  });
  const country = (fields.country.value ?? "").toUpperCase();
  const regions = options.regions[country];
  const focus = firstErrorField(lastResult, DESTINATION_FIELDS);
  const errorOf = (errors: string[] | undefined) => {
    const key = errorKeyOf(errors, DESTINATION_MESSAGE_KEYS, "accountCountryUnknown");
    return key ? t(key) : null;
  };
  const { key: countryKey, ...countrySelect } = getSelectProps(fields.country, { ariaAttributes: false });
  const { key: stateKey, ...stateSelect } = getSelectProps(fields.state, { ariaAttributes: false });
  const { key: _stateTextKey, ...stateText } = getInputProps(fields.state, { type: "text", ariaAttributes: false });
  const { key: postalKey, ...postal } = getInputProps(fields.postalCode, { type: "text", ariaAttributes: false });
  return (
    <section aria-labelledby="cart-destination" className="rounded-lg border border-neutral-200 bg-white p-6">
      <h2 id="cart-destination" className="text-lg font-semibold text-neutral-900">
        {t("cartDestinationHeading")}
      </h2>
      <p className="mt-1 text-sm text-neutral-600">{t("cartDestinationHint")}</p>
      <fetcher.Form
        method="post"
        action={href("cart", {}, lang)}
        preventScrollReset
        {...getFormProps(form)}
        className="mt-4 flex flex-col gap-4"
        data-testid="cart-destination-form"
      >
        <input type="hidden" name="intent" value="destination" />
        <SelectField
          key={countryKey}
          {...countrySelect}
          label={t("cartDestinationCountry")}
          autoComplete="country"
          firstError={focus === "country"}
          placeholder={t("cartDestinationChoose")}
          options={options.countries.map((c) => ({ value: c.code, label: c.name }))}
          error={errorOf(fields.country.errors)}
        />
        {regions ? (
          <SelectField
            key={`${stateKey}-${country}`}
            {...stateSelect}
            label={t("cartDestinationState")}
            autoComplete="address-level1"
            firstError={focus === "state"}
            placeholder={t("cartDestinationChoose")}
            options={regions.map((r) => ({ value: r.code, label: r.name }))}
            error={errorOf(fields.state.errors)}
          />
        ) : (
          <Field
            key={`${stateKey}-text`}
            {...stateText}
            label={t("cartDestinationRegion")}
            autoComplete="address-level1"
            firstError={focus === "state"}
            error={errorOf(fields.state.errors)}
          />
        )}
        <Field
          key={postalKey}
          {...postal}
          label={t("cartDestinationPostalCode")}
          autoComplete="postal-code"
          firstError={focus === "postalCode"}
          error={errorOf(fields.postalCode.errors)}
        />
        <Button type="submit" variant="secondary" aria-disabled={fetcher.state !== "idle" || undefined}>
          {t("cartDestinationSave")}
        </Button>
      </fetcher.Form>
    </section>
  );
}
