import { href } from "~/i18n/href";
import type { Lang } from "~/i18n/lang";
import type { Translate } from "~/i18n/translate";
import { ButtonLink } from "../ui/Button";

/** Not-found (404) or generic (everything else) error content; `t` may come from fallback strings. */
export function ErrorView({ status, path, lang, t }: { status: number; path: string; lang: Lang; t: Translate }) {
  const notFound = status === 404;
  return (
    <div className="max-w-xl text-center">
      <p className="text-sm font-semibold uppercase tracking-wide text-error-700">{t("shellErrorStatus", [status])}</p>
      <h1 className="mt-2 text-3xl font-bold tracking-tight text-neutral-900 sm:text-4xl">{t(notFound ? "shellNotFoundTitle" : "shellServerErrorTitle")}</h1>
      <p className="mt-4 break-words text-base text-neutral-600">{notFound ? t("shellNotFoundMessage", [path]) : t("shellServerErrorMessage")}</p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <ButtonLink to={href("home", {}, lang)}>{t("shellErrorBackHome")}</ButtonLink>
        <ButtonLink to={href("products", {}, lang)} variant="secondary">
          {t("shellErrorBrowseProducts")}
        </ButtonLink>
      </div>
    </div>
  );
}
