import { useId, type ReactNode } from "react";

/** What a form control needs to be tied to its label, hint and error, and to start with the focus. */
export type ControlWiring = { id: string; "aria-invalid": true | undefined; "aria-describedby": string | undefined; autoFocus: true | undefined };

type FieldFrameProps = {
  label: ReactNode;
  /** Shown under the control in red and announced with it. */
  error?: string | null;
  hint?: ReactNode;
  /**
   * The first field in error of a refused post's answer: it starts with the focus, also without JavaScript (the
   * page comes back with `autofocus` on it), as conform focuses it with JavaScript (ui/form-errors.ts).
   */
  firstError?: boolean;
  id?: string;
  className?: string;
  children: (wiring: ControlWiring) => ReactNode;
};

/** The border of a text input or select, red while it has an error. */
export function controlClass(error: string | null | undefined, extra: string): string {
  return `h-10 rounded-md border bg-white text-sm text-neutral-900 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-info-600 ${extra} ${
    error ? "border-error-600" : "border-neutral-300"
  }`;
}

/** A label above a control, its hint and error under it, all wired up for assistive technology. */
export function FieldFrame({ label, error, hint, firstError = false, id, className = "", children }: FieldFrameProps) {
  const generated = useId();
  const controlId = id ?? generated;
  const hintId = hint ? `${controlId}-hint` : undefined;
  const errorId = error ? `${controlId}-error` : undefined;
  return (
    <div className={`flex flex-col gap-1 ${className}`}>
      <label htmlFor={controlId} className="text-sm font-medium text-neutral-800">
        {label}
      </label>
      {children({
        id: controlId,
        "aria-invalid": error ? true : undefined,
        "aria-describedby": [hintId, errorId].filter(Boolean).join(" ") || undefined,
        autoFocus: firstError || undefined,
      })}
      {hint ? (
        <p id={hintId} className="text-xs text-neutral-500">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={errorId} className="text-sm text-error-700">
          {error}
        </p>
      ) : null}
    </div>
  );
}
