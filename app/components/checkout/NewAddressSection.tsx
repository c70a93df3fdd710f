import { AddressForm } from "~/components/account/address-form-on-demand";
import { href } from "~/i18n/href";
import { useT } from "~/i18n/useT";
import type { CheckoutNewAddress } from "~/services/orders/checkout-view";

/** The address book's form for a new address, inside checkout: it posts `intent=addAddress` to the checkout page. */
export function NewAddressSection({ form }: { form: CheckoutNewAddress }) {
  const { t, lang } = useT();
  return (
    <section aria-labelledby="checkout-new-address" className="flex flex-col gap-4 rounded-xl border border-neutral-200 bg-white p-6">
      <h2 id="checkout-new-address" className="text-lg font-semibold text-neutral-900">
        {t("accountAddressNewTitle")}
      </h2>
      <AddressForm
        intent="add"
        postIntent="addAddress"
        defaultValue={form.defaultValue}
        lastResult={form.lastResult ?? undefined}
        options={form.options}
        cancelTo={href("checkout", {}, lang)}
      />
    </section>
  );
}
