import { HONEYPOT_FIELD } from "~/domain/forms/auth-schemas";
import { useT } from "~/i18n/useT";

/** A field placed off screen: people leave it empty, form-filling bots do not. */
export function Honeypot() {
  const { t } = useT();
  return (
    <div aria-hidden className="absolute -left-[10000px] top-auto h-px w-px overflow-hidden">
      <label>
        {t("loginHoneypot")}
        <input type="text" name={HONEYPOT_FIELD} tabIndex={-1} autoComplete="off" defaultValue="" />
      </label>
    </div>
  );
}
