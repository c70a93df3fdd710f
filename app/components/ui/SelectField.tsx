import { useId, type ReactNode, type SelectHTMLAttributes } from "react";

type SelectFieldProps = SelectHTMLAttributes<HTMLSelectElement> & {
  label: ReactNode;
  options: readonly { value: string; label: string }[];
  /** The first, empty choice ("Choose…"); none when the select always has a value. */
  placeholder?: string;
  /** Shown under the select in red and announced with it. */
  error?: string | null;
};

/** A labelled select with its error wired up for assistive technology (the select twin of Field). */
export function SelectField({ label, options, placeholder, error, id, className = "", ...select }: SelectFieldProps) {
  const generated = useId();
  const selectId = id ?? generated;
  const errorId = error ? `${selectId}-error` : undefined;
  return (
    <div className={`flex flex-col gap-1 ${className}`}>
      <label htmlFor={selectId} className="text-sm font-medium text-neutral-800">
        {label}
      </label>
      <select
        id={selectId}
        aria-invalid={error ? true : undefined}
        aria-describedby={errorId}
        className={`h-10 rounded-md border bg-white px-2 text-sm text-neutral-900 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-info-600 ${
          error ? "border-error-600" : "border-neutral-300"
        }`}
        {...select}
      >
        {placeholder !== undefined ? <option value="">{placeholder}</option> : null}
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      {error ? (
        <p id={errorId} className="text-sm text-error-700">
          {error}
        </p>
      ) : null}
    </div>
  );
}
