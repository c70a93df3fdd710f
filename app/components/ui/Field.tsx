import type { InputHTMLAttributes, ReactNode } from "react";
import { controlClass, FieldFrame } from "./FieldFrame";

type FieldProps = InputHTMLAttributes<HTMLInputElement> & {
  label: ReactNode;
  /** Shown under the input in red and announced with it. */
  error?: string | null;
  hint?: ReactNode;
  /** The first field in error of a refused post's answer: it starts with the focus. */
  firstError?: boolean;
};

/** A labelled input with its hint and error wired up for assistive technology. */
export function Field({ label, error, hint, firstError, id, className, ...input }: FieldProps) {
  return (
    <FieldFrame label={label} error={error} hint={hint} firstError={firstError} id={id} className={className}>
      {(wiring) => <input {...wiring} className={controlClass(error, "px-3 placeholder:text-neutral-400")} {...input} />}
    </FieldFrame>
  );
}
