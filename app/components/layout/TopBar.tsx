import { Link } from "@remix-run/react";
import { href } from "~/i18n/href";
import { useT } from "~/i18n/useT";
import { MailIcon, PhoneIcon } from "./icons";
import { LanguageSwitcher } from "./LanguageSwitcher";
import type { ShellData } from "./nav-links";

const telHref = (phone: string) => `tel:${phone.replace(/[^\d+]/g, "")}`;

/** First header block: how to reach sales, quick order, and the language switcher. */
export function TopBar({ company }: { company: ShellData["company"] }) {
  const { t, lang } = useT();
  return (
    <div className="bg-neutral-900 text-sm text-neutral-100">
      <div className="mx-auto flex max-w-7xl items-center justify-between gap-4 px-4 py-1.5 sm:px-6">
        <p className="hidden text-neutral-300 lg:block">{t("shellTagline")}</p>
        <div className="flex min-w-0 items-center gap-4">
          {company?.phone ? (
            <a href={telHref(company.phone)} className="inline-flex items-center gap-1.5 rounded hover:text-white focus-ring-white">
              <PhoneIcon />
              <span className="sr-only">{t("shellPhoneLabel")}</span>
              <span>{company.phone}</span>
            </a>
          ) : null}
          {company?.email ? (
            <a href={`mailto:${company.email}`} className="hidden items-center gap-1.5 rounded hover:text-white focus-ring-white sm:inline-flex">
              <MailIcon />
              <span className="sr-only">{t("shellEmailLabel")}</span>
              <span>{company.email}</span>
            </a>
          ) : null}
        </div>
        <div className="flex shrink-0 items-center gap-4">
          <Link to={href("quickOrder", {}, lang)} className="rounded underline-offset-2 hover:text-white hover:underline focus-ring-white">
            {t("quickOrderLink")}
          </Link>
          <LanguageSwitcher />
        </div>
      </div>
    </div>
  );
}
