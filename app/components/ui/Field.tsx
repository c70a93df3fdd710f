import type { InputHTMLAttributes, ReactNode } from "react";
import { controlClass, FieldFrame } from "./FieldFrame";

type FieldProps = InputHTMLAttributes<HTMLInputElement> & {
  label: ReactNode;
  /** Shown under the input in red and announced with it. */
  error?: string | null;
  hint?: ReactNode;
};

/** A labelled input with its hint and error wired up for assistive technology. */
export function Field({ label, error, hint, id, className, ...input }: FieldProps) {
  return (
    <FieldFrame label={label} error={error} hint={hint} id={id} className={className}>
      {(wiring) => <input {...wiring} className={controlClass(error, "px-3 placeholder:text-neutral-400")} {...input} />}
    </FieldFrame>
  );
}
