/* eslint-disable jsx-a11y/no-autofocus -- only the first field with a message, shown after a refused post, takes the focus (without JavaScript; conform does it with) */
import { getCollectionProps, type FieldMetadata } from "@conform-to/react";
import type { FormEvent } from "react";
import { addressLines } from "~/domain/orders/address-lines";
import type { CheckoutAddress } from "~/services/orders/checkout-view";

/** Radios choosing one of the buyer's addresses (billing or shipping), with the field's message under them. */
export function AddressChoice({
  field,
  legend,
  addresses,
  value,
  error,
  autoFocus,
  onChange,
}: {
  field: FieldMetadata<string>;
  legend: string;
  addresses: readonly CheckoutAddress[];
  /** The address the server shows chosen (conform's initial value stays the one the form was first rendered with). */
  value: string;
  error: string | null;
  /** The group holds the form's first message: its first radio takes the focus when the page loads. */
  autoFocus: boolean;
  /** A radio of the group changed (with JavaScript only). */
  onChange?: (event: FormEvent<HTMLFieldSetElement>) => void;
}) {
  const errorId = `${field.id}-error`;
  const radios = getCollectionProps(field, { type: "radio", options: addresses.map((address) => address.id), ariaAttributes: false });
  return (
    <fieldset className="flex flex-col gap-2" aria-describedby={error ? errorId : undefined} onChange={onChange}>
      <legend className="mb-2 text-lg font-semibold text-neutral-900">{legend}</legend>
      {addresses.map((address, i) => {
        const { key, type, name, ...radio } = radios[i]!;
        return (
          <label
            key={key}
            className="flex cursor-pointer items-start gap-3 rounded-lg border border-neutral-200 p-3 has-[:checked]:border-primary-600 has-[:checked]:bg-primary-50"
          >
            <input type={type} name={name} {...radio} defaultChecked={address.id === value} autoFocus={autoFocus && i === 0} className="mt-1" />
            <span className="text-sm text-neutral-800">
              {addressLines(address, address.countryName).map((line, j) => (
                <span key={j} className="block">
                  {line}
                </span>
              ))}
            </span>
          </label>
        );
      })}
      {error ? (
        <p id={errorId} className="text-sm text-error-700">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
