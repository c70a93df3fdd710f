import { getInputProps } from "@conform-to/react";
import { Field } from "~/components/ui/Field";
import { SHIPPER_NUMBER_MAX } from "~/domain/accounts/shipping-preferences";
import { useT } from "~/i18n/useT";

type Props = {
  field: Parameters<typeof getInputProps>[0];
  carrierTitle: string;
  /** The first field in error of a refused post. */
  firstError: boolean;
  error: string | null;
  className?: string;
};

/** A collect carrier's shipper number field of a conform form (the shipping preferences, the cart's slide-over). */
export function ShipperNumberField({ field, carrierTitle, firstError, error, className }: Props) {
  const { t } = useT();
  const { key, ...input } = getInputProps(field, { type: "text", ariaAttributes: false });
  return (
    <Field
      key={key}
      {...input}
      label={t("accountShippingNumberLabel", [carrierTitle])}
      maxLength={SHIPPER_NUMBER_MAX * 2}
      autoComplete="off"
      firstError={firstError}
      error={error}
      className={className}
    />
  );
}
