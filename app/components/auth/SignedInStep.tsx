import { Link } from "@remix-run/react";
import { buttonClass } from "~/components/ui/Button";
import { useT } from "~/i18n/useT";

/** Step 3: signed in. */
export function SignedInStep({ continueTo }: { continueTo: string }) {
  const { t } = useT();
  return (
    <div className="flex flex-col items-center gap-4 py-4 text-center">
      <svg
        aria-hidden
        viewBox="0 0 24 24"
        className="h-14 w-14 text-success-600"
        fill="none"
        stroke="currentColor"
        strokeWidth="1.8"
        strokeLinecap="round"
        strokeLinejoin="round"
      >
        <circle cx="12" cy="12" r="10" />
        <path d="m7.5 12.5 3 3 6-6.5" />
      </svg>
      <p role="status" className="text-lg font-semibold text-neutral-900">
        {t("loginSuccess")}
      </p>
      <Link to={continueTo} className={buttonClass("primary", "md")}>
        {t("loginContinue")}
      </Link>
    </div>
  );
}
