import type { ReactNode, SelectHTMLAttributes } from "react";
import { controlClass, FieldFrame } from "./FieldFrame";

type SelectFieldProps = SelectHTMLAttributes<HTMLSelectElement> & {
  label: ReactNode;
  options: readonly { value: string; label: string }[];
  /** The first, empty choice ("Choose…"); none when the select always has a value. */
  placeholder?: string;
  /** Shown under the select in red and announced with it. */
  error?: string | null;
  hint?: ReactNode;
  /** The first field in error of a refused post's answer: it starts with the focus. */
  firstError?: boolean;
};

/** A labelled select with its hint and error wired up for assistive technology (the select twin of Field). */
export function SelectField({ label, options, placeholder, error, hint, firstError, id, className, ...select }: SelectFieldProps) {
  return (
    <FieldFrame label={label} error={error} hint={hint} firstError={firstError} id={id} className={className}>
      {(wiring) => (
        <select {...wiring} className={controlClass(error, "px-2")} {...select}>
          {placeholder !== undefined ? <option value="">{placeholder}</option> : null}
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      )}
    </FieldFrame>
  );
}
