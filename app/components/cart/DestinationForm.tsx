import { useFetcher } from "@remix-run/react";
import { useState } from "react";
import { Button } from "~/components/ui/Button";
import { Field } from "~/components/ui/Field";
import { SelectField } from "~/components/ui/SelectField";
import type { DestinationValues } from "~/domain/cart-shipping";
import { href } from "~/i18n/href";
import { useT } from "~/i18n/useT";
import type { AddressFormOptions } from "~/services/accounts/address-book-view";
import { destinationRefusal, type CartPageRefusal, type DestinationRefused } from "./cart-messages";

/** The destination form's fetcher: the cart page dims its figures while it is on the way. */
export const DESTINATION_FETCHER = "cart-destination";

type Props = {
  /** What the form starts with: the destination chosen on the cart page, else the buyer's selected address. */
  initial: DestinationValues;
  /** Refused by a post without JavaScript. */
  refused: DestinationRefused | null;
  options: AddressFormOptions;
};

/**
 * Where the cart ships: a plain post (303 back to the cart) that a fetcher sends with JavaScript. The state is a
 * select for the countries with a list (US, CA, MX) and free text elsewhere; with JavaScript it follows the chosen
 * country at once, without it after the post (which refuses a state that is not the country's).
 */
export function DestinationForm({ initial, refused, options }: Props) {
  const { t, lang } = useT();
  const fetcher = useFetcher<CartPageRefusal>({ key: DESTINATION_FETCHER });
  const shown = (fetcher.state === "idle" ? destinationRefusal(fetcher.data) : null) ?? refused;
  const values = shown?.values ?? initial;
  const errors = shown?.errors ?? {};
  const [country, setCountry] = useState(values.country.toUpperCase());
  const regions = options.regions[country];
  const error = (field: keyof typeof errors) => {
    const key = errors[field];
    return key ? t(key) : null;
  };
  return (
    <section aria-labelledby="cart-destination" className="rounded-lg border border-neutral-200 bg-white p-6">
      <h2 id="cart-destination" className="text-lg font-semibold text-neutral-900">
        {t("cartDestinationHeading")}
      </h2>
      <p className="mt-1 text-sm text-neutral-600">{t("cartDestinationHint")}</p>
      <fetcher.Form method="post" action={href("cart", {}, lang)} preventScrollReset className="mt-4 flex flex-col gap-4" data-testid="cart-destination-form">
        <input type="hidden" name="intent" value="destination" />
        <SelectField
          label={t("cartDestinationCountry")}
          name="country"
          autoComplete="country"
          value={country}
          onChange={(event) => setCountry(event.target.value)}
          placeholder={t("cartDestinationChoose")}
          options={options.countries.map((c) => ({ value: c.code, label: c.name }))}
          error={error("country")}
        />
        {regions ? (
          <SelectField
            key={`state-${country}`}
            label={t("cartDestinationState")}
            name="state"
            autoComplete="address-level1"
            defaultValue={values.state}
            placeholder={t("cartDestinationChoose")}
            options={regions.map((r) => ({ value: r.code, label: r.name }))}
            error={error("state")}
          />
        ) : (
          <Field
            key="state-text"
            label={t("cartDestinationRegion")}
            name="state"
            autoComplete="address-level1"
            defaultValue={values.state}
            error={error("state")}
          />
        )}
        <Field
          key={`postal-${values.postalCode}`}
          label={t("cartDestinationPostalCode")}
          name="postalCode"
          autoComplete="postal-code"
          defaultValue={values.postalCode}
          error={error("postalCode")}
        />
        <Button type="submit" variant="secondary" aria-disabled={fetcher.state !== "idle" || undefined}>
          {t("cartDestinationSave")}
        </Button>
      </fetcher.Form>
    </section>
  );
}
