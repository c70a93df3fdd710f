import type { FormEvent } from "react";
import { addressLines } from "~/domain/orders/address-lines";
import type { CheckoutAddress } from "~/services/orders/checkout-view";

/** Radios choosing one of the buyer's addresses (billing or shipping), with the field's message under them. */
export function AddressChoice({
  name,
  legend,
  addresses,
  value,
  error,
  onChange,
}: {
  name: string;
  legend: string;
  addresses: readonly CheckoutAddress[];
  value: string;
  error: string | null;
  /** A radio of the group changed (with JavaScript only). */
  onChange?: (event: FormEvent<HTMLFieldSetElement>) => void;
}) {
  const errorId = `${name}-error`;
  return (
    <fieldset className="flex flex-col gap-2" aria-describedby={error ? errorId : undefined} onChange={onChange}>
      <legend className="mb-2 text-lg font-semibold text-neutral-900">{legend}</legend>
      {addresses.map((address) => (
        <label
          key={address.id}
          className="flex cursor-pointer items-start gap-3 rounded-lg border border-neutral-200 p-3 has-[:checked]:border-primary-600 has-[:checked]:bg-primary-50"
        >
          <input type="radio" name={name} value={address.id} defaultChecked={address.id === value} className="mt-1" />
          <span className="text-sm text-neutral-800">
            {addressLines(address, address.countryName).map((line, i) => (
              <span key={i} className="block">
                {line}
              </span>
            ))}
          </span>
        </label>
      ))}
      {error ? (
        <p id={errorId} className="text-sm text-error-700">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
