import { errorTexts } from "~/i18n/error-texts";
import { href } from "~/i18n/href";
import type { Lang } from "~/i18n/lang";
import type { Translate } from "~/i18n/translate";
import { ButtonLink } from "../ui/Button";

/** What went wrong, in the words of its status (app/i18n/error-texts.ts); `t` may come from fallback strings. */
export function ErrorView({ status, path, lang, t }: { status: number; path: string; lang: Lang; t: Translate }) {
  const { title, message } = errorTexts(status);
  return (
    <div className="max-w-xl text-center">
      <p className="text-sm font-semibold uppercase tracking-wide text-error-700">{t("shellErrorStatus", [status])}</p>
      <h1 className="mt-2 text-3xl font-bold tracking-tight text-neutral-900 sm:text-4xl">{t(title)}</h1>
      <p className="mt-4 break-words text-base text-neutral-600">{t(message, [path])}</p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <ButtonLink to={href("home", {}, lang)}>{t("shellErrorBackHome")}</ButtonLink>
        <ButtonLink to={href("products", {}, lang)} variant="secondary">
          {t("shellErrorBrowseProducts")}
        </ButtonLink>
      </div>
    </div>
  );
}
