import { useT } from "~/i18n/useT";
import { errorKey } from "./error-key";

/** A step's service errors (translation keys), in red under its form and announced. */
export function FormAlert({ id, errors, vars }: { id?: string; errors: readonly string[] | undefined; vars?: readonly number[] }) {
  const { t } = useT();
  if (!errors?.length) return null;
  return (
    <div id={id} role="alert" className="rounded-md border border-error-200 bg-error-50 px-3 py-2 text-sm text-error-700">
      {errors.map((key) => (
        <p key={key}>{t(errorKey(key), vars)}</p>
      ))}
    </div>
  );
}
