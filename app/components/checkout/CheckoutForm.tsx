/* eslint-disable jsx-a11y/no-autofocus -- only the first field with a message, shown after a refused post, takes the focus (without JavaScript; conform does it with) */
import "~/shared-chunk";
import { getFormProps, getInputProps, getSelectProps, getTextareaProps, useForm } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod";
import { Form, useNavigation, useSubmit } from "@remix-run/react";
import { useEffect } from "react";
import { Button, ButtonLink } from "~/components/ui/Button";
import { Field } from "~/components/ui/Field";
import { SelectField } from "~/components/ui/SelectField";
import { CHECKOUT_FIELDS, CHECKOUT_MESSAGE_KEYS, checkoutFormSchema, type CheckoutMessageKey } from "~/domain/orders/checkout-form";
import { NOTES_MAX, PO_NUMBER_MAX } from "~/domain/orders/checkout-limits";
import { SHIPPER_NUMBER_MAX } from "~/domain/accounts/shipping-preferences";
import { href } from "~/i18n/href";
import { shippingPriceText } from "~/i18n/shipping-price";
import { useT } from "~/i18n/useT";
import type { CheckoutFormView } from "~/services/orders/checkout-view";
import { OrderTotals } from "~/components/orders/OrderTotals";
import { AddressChoice } from "./AddressChoice";
import { CheckoutLines } from "./CheckoutLines";
import { NewAddressSection } from "./NewAddressSection";
import { shippingTitle } from "~/i18n/order-labels";

/** What "Update shipping options" posts; with JavaScript a changed shipping address posts it too. */
const QUOTE_INTENT = "quote";

const isMessageKey = (message: string): message is CheckoutMessageKey => (CHECKOUT_MESSAGE_KEYS as readonly string[]).includes(message);

/**
 * The checkout form: addresses, carrier, shipper number, PO number and notes; "Review order" posts it, "Update shipping
 * options" shows it again with the carriers and totals of the chosen shipping address (with JavaScript, as soon as
 * that address changes). Checked by the checkout schema in the browser (on blur, then as the buyer types, and before
 * "Review order") and always on the server, whose reply brings the messages of the addresses and the quote. A new
 * address has its own form above it (forms do not nest), open by `?address=new` or when the company has no address yet.
 */
export function CheckoutForm({ view }: { view: CheckoutFormView }) {
  const { t, lang } = useT();
  const navigation = useNavigation();
  const busy = navigation.state === "submitting";
  const quoting = navigation.state !== "idle" && navigation.formData?.get("intent") === QUOTE_INTENT;
  const submit = useSubmit();
  const { values, lastResult, carrierNotice, addresses, quote } = view;
  const [form, fields] = useForm({
    id: "checkout",
    defaultValue: values,
    lastResult: lastResult ?? undefined,
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => parseWithZod(formData, { schema: checkoutFormSchema }),
  });
  // Inputs are uncontrolled, so what the buyer typed meanwhile stays; but React never updates a select's default
  // after mount: show the carrier of each new answer (none when the new address does not offer the old one).
  useEffect(() => {
    const select = document.forms.namedItem(form.id)?.elements.namedItem(fields.shipping.name);
    if (select instanceof HTMLSelectElement) select.value = values.shipping;
  }, [view, values.shipping, form.id, fields.shipping.name]);
  // With JavaScript, the shipping options are asked for without the form's checks, as without it: nothing is reviewed.
  const requote = (owner: HTMLFormElement | null) => {
    if (!owner) return;
    const data = new FormData(owner);
    data.set("intent", QUOTE_INTENT);
    submit(data, { method: "post", preventScrollReset: true });
  };
  const message = (errors: string[] | undefined) => {
    const key = errors?.[0];
    return key ? t(isMessageKey(key) ? key : "checkoutFormInvalid") : null;
  };
  // Without JavaScript the page itself focuses the first field with a message; with it, conform does.
  const firstError = CHECKOUT_FIELDS.find((name) => (fields[name].errors?.length ?? 0) > 0);
  const hasErrors = carrierNotice !== null || (form.status === "error" && Object.values(form.allErrors).some((errors) => errors.length > 0));
  const { key: shippingKey, ...shipping } = getSelectProps(fields.shipping, { ariaAttributes: false });
  const { key: shipperKey, ...shipperNumber } = getInputProps(fields.shipperNumber, { type: "text", ariaAttributes: false });
  const { key: poKey, ...poNumber } = getInputProps(fields.poNumber, { type: "text", ariaAttributes: false });
  const { key: notesKey, ...notes } = getTextareaProps(fields.notes, { ariaAttributes: false });
  const notesError = message(fields.notes.errors);
  const newAddress = view.newAddress ? <NewAddressSection form={view.newAddress} /> : null;
  const lines = quote ? <CheckoutLines lines={quote.cart.lines} /> : null;
  if (addresses.length === 0) {
    return (
      <>
        <p className="text-neutral-700">{t("checkoutNoAddresses")}</p>
        {newAddress}
        {lines}
      </>
    );
  }
  return (
    <>
      {newAddress}
      <Form method="post" {...getFormProps(form)} className="flex flex-col gap-6">
        {/* Enter in a field submits with a form's first submit button: this unseen one keeps that "Review order". */}
        <button type="submit" name="intent" value="review" hidden tabIndex={-1} disabled={busy} />
        {hasErrors ? (
          <div role="alert" className="rounded-md border border-error-200 bg-error-50 px-3 py-2 text-sm text-error-700">
            <p>{message(form.errors) ?? t("checkoutFormInvalid")}</p>
          </div>
        ) : null}
        <section className="flex flex-col gap-6 rounded-xl border border-neutral-200 bg-white p-6">
          <AddressChoice
            field={fields.billingContactId}
            legend={t("checkoutBillingHeading")}
            addresses={addresses}
            value={values.billingContactId}
            error={message(fields.billingContactId.errors)}
            autoFocus={firstError === "billingContactId"}
          />
          <AddressChoice
            field={fields.shippingContactId}
            legend={t("checkoutShippingHeading")}
            addresses={addresses}
            value={values.shippingContactId}
            error={message(fields.shippingContactId.errors)}
            autoFocus={firstError === "shippingContactId"}
            onChange={(event) => {
              if (event.target instanceof HTMLInputElement) requote(event.currentTarget.form);
            }}
          />
          <div>
            <Button
              type="submit"
              name="intent"
              value={QUOTE_INTENT}
              variant="secondary"
              size="sm"
              onClick={(event) => {
                event.preventDefault();
                requote(event.currentTarget.form);
              }}
            >
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
            key={shippingKey}
            {...shipping}
            // What the server shows: conform's initial value is the first render's, and leaves an empty choice unmarked.
            defaultValue={values.shipping}
            label={t("checkoutCarrierLabel")}
            placeholder={t("checkoutCarrierChoose")}
            options={(quote?.options ?? []).map((option) => ({
              value: option.key,
              label: `${shippingTitle(t, { slug: option.carrier, title: option.carrierTitle }, option.method)} · ${shippingPriceText(option.shipping, t, lang)}`,
            }))}
            hint={t("checkoutCarrierHint")}
            error={message(fields.shipping.errors) ?? (carrierNotice ? t(carrierNotice) : null)}
            autoFocus={firstError === "shipping"}
            className="sm:max-w-md"
          />
          <Field
            key={shipperKey}
            {...shipperNumber}
            label={t("checkoutShipperNumberLabel")}
            maxLength={SHIPPER_NUMBER_MAX * 2}
            autoComplete="off"
            hint={t("checkoutShipperNumberHint")}
            error={message(fields.shipperNumber.errors)}
            autoFocus={firstError === "shipperNumber"}
            className="sm:max-w-md"
          />
          <Field
            key={poKey}
            {...poNumber}
            label={t("checkoutPoNumberLabel")}
            maxLength={PO_NUMBER_MAX * 2}
            autoComplete="off"
            error={message(fields.poNumber.errors)}
            autoFocus={firstError === "poNumber"}
            className="sm:max-w-md"
          />
          <div className="flex flex-col gap-1">
            <label htmlFor={notes.id} className="text-sm font-medium text-neutral-800">
              {t("checkoutNotesLabel")}
            </label>
            <textarea
              key={notesKey}
              {...notes}
              rows={4}
              maxLength={NOTES_MAX * 2}
              autoFocus={firstError === "notes"}
              aria-invalid={notesError ? true : undefined}
              aria-describedby={notesError ? `${notes.id}-hint ${notes.id}-error` : `${notes.id}-hint`}
              className={`rounded-md border bg-white p-2 text-sm text-neutral-900 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-info-600 ${
                notesError ? "border-error-600" : "border-neutral-300"
              }`}
            />
            <p id={`${notes.id}-hint`} className="text-xs text-neutral-500">
              {t("checkoutNotesHint")}
            </p>
            {notesError ? (
              <p id={`${notes.id}-error`} className="text-sm text-error-700">
                {notesError}
              </p>
            ) : null}
          </div>
        </section>
        {lines}
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
