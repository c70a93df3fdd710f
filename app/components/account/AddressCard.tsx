import { Link } from "@remix-run/react";
import { withoutErpMarker } from "~/domain/address/read-only";
import { useT } from "~/i18n/useT";
import type { AddressView } from "~/services/accounts/address-book-view";

const badge = "rounded-full bg-primary-50 px-2 py-0.5 text-xs font-medium text-primary-800";
const action = "focus-ring rounded text-sm font-medium text-primary-700 underline-offset-2 hover:underline";

/** One address: who and where, its default badges, and its edit and remove links unless it is read-only. */
export function AddressCard({ address, editTo, removeTo }: { address: AddressView; editTo: string; removeTo: string }) {
  const { t } = useT();
  const name = withoutErpMarker(`${address.nameFirst} ${address.nameLast}`);
  const company = withoutErpMarker(address.nameCompany);
  const place = [address.addressCity, [address.addressState, address.addressPostalCode].filter(Boolean).join(" ")].filter(Boolean).join(", ");
  return (
    <li className="flex flex-col gap-3 rounded-xl border border-neutral-200 bg-white p-5">
      {address.defaultBilling || address.defaultShipping ? (
        <p className="flex flex-wrap gap-2">
          {address.defaultBilling ? <span className={badge}>{t("accountAddressDefaultBilling")}</span> : null}
          {address.defaultShipping ? <span className={badge}>{t("accountAddressDefaultShipping")}</span> : null}
        </p>
      ) : null}
      <address className="text-sm not-italic leading-6 text-neutral-800">
        <span className="block font-semibold text-neutral-900">{name}</span>
        {company ? <span className="block">{company}</span> : null}
        <span className="block">{address.addressLine1}</span>
        {address.addressLine2 ? <span className="block">{address.addressLine2}</span> : null}
        <span className="block">{place}</span>
        <span className="block">{address.countryName}</span>
        <span className="block">{address.phone1}</span>
      </address>
      {address.taxable ? <p className="text-xs text-neutral-600">{t("accountAddressTaxable")}</p> : null}
      {address.readOnly ? (
        <p className="text-xs text-neutral-600">{t("accountAddressReadOnlyNote")}</p>
      ) : (
        <p className="flex gap-4">
          <Link to={editTo} preventScrollReset aria-label={`${t("accountAddressEdit")}: ${name}`} className={action}>
            {t("accountAddressEdit")}
          </Link>
          <Link to={removeTo} preventScrollReset aria-label={`${t("accountAddressRemove")}: ${name}`} className={action}>
            {t("accountAddressRemove")}
          </Link>
        </p>
      )}
    </li>
  );
}
