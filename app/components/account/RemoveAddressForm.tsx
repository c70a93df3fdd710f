import { Form, useNavigation } from "@remix-run/react";
import { Button, ButtonLink } from "~/components/ui/Button";
import { useT } from "~/i18n/useT";
import { addressSummary } from "./address-summary";
import type { AddressView } from "~/services/accounts/address-book-view";

/** The remove confirmation's content: which address, and the form post that removes it. */
export function RemoveAddressForm({ address, cancelTo }: { address: AddressView; cancelTo: string }) {
  const { t } = useT();
  const removing = useNavigation().formData?.get("intent") === "remove";
  return (
    <Form method="post" preventScrollReset className="flex flex-col gap-4">
      <input type="hidden" name="intent" value="remove" />
      <input type="hidden" name="id" value={address.id} />
      <p className="text-sm font-medium text-neutral-900">{addressSummary(address)}</p>
      <p className="text-sm text-neutral-600">{t("accountAddressRemoveText")}</p>
      <div className="flex justify-end gap-3">
        <ButtonLink to={cancelTo} preventScrollReset variant="secondary">
          {t("accountAddressCancel")}
        </ButtonLink>
        <Button type="submit" variant="danger" disabled={removing}>
          {removing ? t("accountAddressRemoving") : t("accountAddressRemoveConfirm")}
        </Button>
      </div>
    </Form>
  );
}
