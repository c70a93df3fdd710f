import { Form, useLocation } from "@remix-run/react";
import { href } from "~/i18n/href";
import { otherLang } from "~/i18n/lang";
import { useT } from "~/i18n/useT";
import { plainRoutes } from "~/routes";
import { GlobeIcon } from "./icons";
import { useAlternates } from "./useAlternates";

/**
 * Goes to the same document in the other language (its own slug), keeping the query string, and
 * saves the choice in the `lng` cookie. A plain form post, so it works without JavaScript.
 */
export function LanguageSwitcher({ className = "" }: { className?: string }) {
  const { t, lang } = useT();
  const other = otherLang(lang);
  const alternates = useAlternates();
  const { search } = useLocation();
  const to = alternates ? alternates[other] + search : href("home", {}, other);
  return (
    <Form method="post" action={plainRoutes.switchLanguage.path} className={className}>
      <input type="hidden" name="to" value={to} />
      <input type="hidden" name="lng" value={other} />
      <button
        type="submit"
        aria-label={t("shellSwitchLanguageLabel")}
        className="inline-flex items-center gap-1.5 rounded px-2 py-1 font-medium hover:bg-white/10 focus-ring-white"
      >
        <GlobeIcon />
        <span lang={other}>{t("shellOtherLanguage")}</span>
      </button>
    </Form>
  );
}
