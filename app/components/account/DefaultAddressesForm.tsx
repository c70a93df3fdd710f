import { Form, useNavigation } from "@remix-run/react";
import { useId } from "react";
import { Button } from "~/components/ui/Button";
import { useT } from "~/i18n/useT";
import { addressSummary } from "./address-summary";
import type { AddressView } from "~/services/accounts/address-book-view";

const select = "h-10 w-full rounded-md border border-neutral-300 bg-white px-2 text-sm";

/** The default billing and shipping addresses, chosen among all of the buyer's (read-only ones included). */
export function DefaultAddressesForm({
  addresses,
  billingContactId,
  shippingContactId,
}: {
  addresses: readonly AddressView[];
  billingContactId: string | null;
  shippingContactId: string | null;
}) {
  const { t } = useT();
  const id = useId();
  const saving = useNavigation().formData?.get("intent") === "defaults";
  const choices = [
    { name: "billingContactId", label: t("accountAddressDefaultBilling"), value: billingContactId },
    { name: "shippingContactId", label: t("accountAddressDefaultShipping"), value: shippingContactId },
  ];
  return (
    <Form method="post" preventScrollReset className="grid gap-4 sm:grid-cols-[1fr_1fr_auto] sm:items-end">
      <input type="hidden" name="intent" value="defaults" />
      {choices.map((choice) => (
        <div key={choice.name} className="flex min-w-0 flex-col gap-1">
          <label htmlFor={`${id}-${choice.name}`} className="text-sm font-medium text-neutral-800">
            {choice.label}
          </label>
          <select id={`${id}-${choice.name}`} name={choice.name} defaultValue={choice.value ?? ""} className={select}>
            <option value="">{t("accountAddressNoDefault")}</option>
            {addresses.map((address) => (
              <option key={address.id} value={address.id}>
                {addressSummary(address)}
              </option>
            ))}
          </select>
        </div>
      ))}
      <Button type="submit" variant="secondary" disabled={saving}>
        {saving ? t("accountAddressSaving") : t("accountAddressDefaultsSave")}
      </Button>
    </Form>
  );
}
