import { Form, useNavigation } from "@remix-run/react";
import { AddressBlock } from "~/components/orders/AddressBlock";
import { OrderLines } from "~/components/orders/OrderLines";
import { OrderTotals } from "~/components/orders/OrderTotals";
import { Button } from "~/components/ui/Button";
import { addressLines } from "~/domain/orders/address-lines";
import { shippingTitle } from "~/i18n/order-labels";
import { useT } from "~/i18n/useT";
import type { CheckoutReviewView } from "~/services/orders/checkout-view";
import { QuoteChanges } from "./QuoteChanges";

/** Every choice as a hidden field: "Place order" and "Change the details" post them all back. */
function ChoiceFields({ values }: { values: CheckoutReviewView["values"] }) {
  return (
    <>
      {Object.entries(values).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
    </>
  );
}

/** The review: the lines, the breakdown, the addresses, how it ships and is paid; "Place order" carries the key and fingerprint. */
export function CheckoutReview({ view }: { view: CheckoutReviewView }) {
  const { t, lang } = useT();
  const busy = useNavigation().state === "submitting";
  const { quote, values } = view;
  const option = quote.options.find((candidate) => candidate.key === values.shipping);
  const details = [
    { label: t("orderCarrier"), value: shippingTitle(t, { slug: quote.selection.carrier, title: option?.carrierTitle }, quote.selection.method) },
    { label: t("orderShipperNumber"), value: values.shipperNumber },
    { label: t("orderPoNumber"), value: values.poNumber },
    { label: t("orderNotes"), value: values.notes },
  ].filter((detail) => detail.value !== "");
  return (
    <div className="flex flex-col gap-6">
      {view.changes.length > 0 ? <QuoteChanges changes={view.changes} /> : <p className="text-neutral-700">{t("checkoutReviewIntro")}</p>}
      <OrderLines lines={quote.cart.lines} />
      <OrderTotals totals={quote.charges} />
      <section className="grid gap-6 rounded-xl border border-neutral-200 bg-white p-6 sm:grid-cols-2">
        <AddressBlock heading={t("checkoutBillingHeading")} lines={addressLines(view.billing, view.billing.countryName)} />
        <AddressBlock heading={t("checkoutShippingHeading")} lines={addressLines(view.shipping, view.shipping.countryName)} />
        <dl className="flex flex-col gap-2 text-sm sm:col-span-2">
          {details.map((detail) => (
            <div key={detail.label}>
              <dt className="font-semibold text-neutral-900">{detail.label}</dt>
              <dd className="whitespace-pre-line text-neutral-700">{detail.value}</dd>
            </div>
          ))}
        </dl>
        {quote.note ? <p className="text-sm text-neutral-600 sm:col-span-2">{quote.note[lang]}</p> : null}
      </section>
      <section aria-labelledby="checkout-payment" className="rounded-xl border border-neutral-200 bg-white p-6">
        <h2 id="checkout-payment" className="mb-2 text-lg font-semibold text-neutral-900">
          {t("checkoutPaymentHeading")}
        </h2>
        <p className="text-sm text-neutral-700">
          {view.payment.method === "card" ? t("checkoutPaymentCard") : t("checkoutPaymentOnAccount", [view.payment.terms])}
        </p>
      </section>
      <div className="flex flex-wrap gap-3">
        <Form method="post">
          <ChoiceFields values={values} />
          <input type="hidden" name="idempotencyKey" value={view.idempotencyKey} />
          <input type="hidden" name="fingerprint" value={view.fingerprint} />
          <Button type="submit" name="intent" value="place" size="lg" disabled={busy}>
            {busy ? t("checkoutPlacing") : t("checkoutPlaceOrder")}
          </Button>
        </Form>
        <Form method="post">
          <ChoiceFields values={values} />
          <Button type="submit" name="intent" value="edit" variant="secondary" size="lg" disabled={busy}>
            {t("checkoutEdit")}
          </Button>
        </Form>
      </div>
    </div>
  );
}
