import { Form, useNavigation, useSubmit } from "@remix-run/react";
import { useEffect, useRef, type FormEvent } from "react";
import { Button, ButtonLink } from "~/components/ui/Button";
import { Field } from "~/components/ui/Field";
import { SelectField } from "~/components/ui/SelectField";
import { NOTES_MAX, PO_NUMBER_MAX } from "~/domain/orders/checkout-limits";
import { SHIPPER_NUMBER_MAX } from "~/domain/accounts/shipping-preferences";
import { href } from "~/i18n/href";
import { useT } from "~/i18n/useT";
import type { CheckoutFormView } from "~/services/orders/checkout-view";
import { OrderTotals } from "~/components/orders/OrderTotals";
import { AddressChoice } from "./AddressChoice";
import { NewAddressSection } from "./NewAddressSection";

/** What "Update shipping options" posts; with JavaScript a changed shipping address posts it too. */
const QUOTE_INTENT = "quote";

/**
 * The checkout form: addresses, carrier, shipper number, PO number and notes; "Review order" posts it, "Update shipping
 * options" shows it again with the carriers and totals of the chosen shipping address (with JavaScript, as soon as
 * that address changes). A new address has its own form above it (forms do not nest), open by `?address=new` or when
 * the company has no address yet.
 */
export function CheckoutForm({ view }: { view: CheckoutFormView }) {
  const { t, lang } = useT();
  const navigation = useNavigation();
  const busy = navigation.state === "submitting";
  const quoting = navigation.state !== "idle" && navigation.formData?.get("intent") === QUOTE_INTENT;
  const submit = useSubmit();
  const form = useRef<HTMLFormElement>(null);
  const { values, errors, addresses, quote } = view;
  // Inputs are uncontrolled, so what the buyer typed meanwhile stays; but React never updates a select's default
  // after mount: show the carrier of each new answer (none when the new address does not offer the old one).
  useEffect(() => {
    const select = form.current?.elements.namedItem("shipping");
    if (select instanceof HTMLSelectElement) select.value = values.shipping;
  }, [view, values.shipping]);
  const requote = (event: FormEvent<HTMLFieldSetElement>) => {
    const owner = event.currentTarget.form;
    if (!owner || !(event.target instanceof HTMLInputElement)) return;
    const data = new FormData(owner);
    data.set("intent", QUOTE_INTENT);
    submit(data, { method: "post", preventScrollReset: true });
  };
  const message = (field: keyof typeof errors) => (errors[field] ? t(errors[field]!) : null);
  const hasErrors = Object.keys(errors).length > 0;
  const newAddress = view.newAddress ? <NewAddressSection form={view.newAddress} /> : null;
  if (addresses.length === 0) {
    return (
      <>
        <p className="text-neutral-700">{t("checkoutNoAddresses")}</p>
        {newAddress}
      </>
    );
  }
  return (
    <>
      {newAddress}
      <Form ref={form} method="post" className="flex flex-col gap-6" noValidate>
        {/* Enter in a field submits with a form's first submit button: this unseen one keeps that "Review order". */}
        <button type="submit" name="intent" value="review" hidden tabIndex={-1} disabled={busy} />
        {hasErrors ? (
          <div role="alert" className="rounded-md border border-error-200 bg-error-50 px-3 py-2 text-sm text-error-700">
            <p>{errors.form ? t(errors.form) : t("checkoutFormInvalid")}</p>
          </div>
        ) : null}
        <section className="flex flex-col gap-6 rounded-xl border border-neutral-200 bg-white p-6">
          <AddressChoice
            name="billingContactId"
            legend={t("checkoutBillingHeading")}
            addresses={addresses}
            value={values.billingContactId}
            error={message("billingContactId")}
          />
          <AddressChoice
            name="shippingContactId"
            legend={t("checkoutShippingHeading")}
            addresses={addresses}
            value={values.shippingContactId}
            error={message("shippingContactId")}
            onChange={requote}
          />
          <div>
            <Button type="submit" name="intent" value={QUOTE_INTENT} variant="secondary" size="sm">
              {t("checkoutUpdateShipping")}
            </Button>
          </div>
          <p className="flex flex-wrap gap-4 text-sm">
            {view.newAddress ? null : (
              <ButtonLink to={`${href("checkout", {}, lang)}?address=new`} variant="secondary" size="sm">
                {t("checkoutAddAddress")}
              </ButtonLink>
            )}
            <a className="focus-ring text-primary-700 underline" href={href("accountAddresses", {}, lang)}>
              {t("checkoutManageAddresses")}
            </a>
          </p>
        </section>
        <section
          aria-labelledby="checkout-delivery"
          aria-busy={quoting || undefined}
          className={`flex flex-col gap-4 rounded-xl border border-neutral-200 bg-white p-6 transition-opacity ${quoting ? "opacity-60" : ""}`}
        >
          <h2 id="checkout-delivery" className="text-lg font-semibold text-neutral-900">
            {t("checkoutDeliveryHeading")}
          </h2>
          <SelectField
            label={t("checkoutCarrierLabel")}
            name="shipping"
            defaultValue={values.shipping}
            placeholder={t("checkoutCarrierChoose")}
            options={(quote?.options ?? []).map((option) => ({
              value: option.key,
              label: option.methodTitle?.[lang] ?? option.carrierTitle,
            }))}
            hint={t("checkoutCarrierHint")}
            error={message("shipping")}
            className="sm:max-w-md"
          />
          <Field
            label={t("checkoutShipperNumberLabel")}
            name="shipperNumber"
            defaultValue={values.shipperNumber}
            maxLength={SHIPPER_NUMBER_MAX * 2}
            autoComplete="off"
            hint={t("checkoutShipperNumberHint")}
            error={message("shipperNumber")}
            className="sm:max-w-md"
          />
          <Field
            label={t("checkoutPoNumberLabel")}
            name="poNumber"
            defaultValue={values.poNumber}
            maxLength={PO_NUMBER_MAX * 2}
            autoComplete="off"
            error={message("poNumber")}
            className="sm:max-w-md"
          />
          <div className="flex flex-col gap-1">
            <label htmlFor="checkout-notes" className="text-sm font-medium text-neutral-800">
              {t("checkoutNotesLabel")}
            </label>
            <textarea
              id="checkout-notes"
              name="notes"
              rows={4}
              defaultValue={values.notes}
              maxLength={NOTES_MAX * 2}
              aria-invalid={errors.notes ? true : undefined}
              aria-describedby={errors.notes ? "checkout-notes-hint checkout-notes-error" : "checkout-notes-hint"}
              className={`rounded-md border bg-white p-2 text-sm text-neutral-900 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-info-600 ${
                errors.notes ? "border-error-600" : "border-neutral-300"
              }`}
            />
            <p id="checkout-notes-hint" className="text-xs text-neutral-500">
              {t("checkoutNotesHint")}
            </p>
            {errors.notes ? (
              <p id="checkout-notes-error" className="text-sm text-error-700">
                {t(errors.notes)}
              </p>
            ) : null}
          </div>
        </section>
        {quote ? (
          <div aria-busy={quoting || undefined} className={`transition-opacity ${quoting ? "opacity-60" : ""}`}>
            <OrderTotals totals={quote.charges} />
          </div>
        ) : null}
        <div>
          <Button type="submit" name="intent" value="review" size="lg" disabled={busy}>
            {t("checkoutReview")}
          </Button>
        </div>
      </Form>
    </>
  );
}
