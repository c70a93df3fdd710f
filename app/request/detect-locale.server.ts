import type { Cookie } from "@remix-run/node";
import { RemixI18Next } from "remix-i18next/server";
import { preferredLang } from "~/i18n/accept-language";
import { DEFAULT_LANG, isLang, LANGS, type Lang } from "~/i18n/lang";
import { cookieOf } from "./cookies.server";

let detector: Promise<RemixI18Next> | undefined;

// remix-i18next's own header detection keeps only the browser's first language it knows of (fr-FR), so
// `fr-FR,fr;q=0.9,es;q=0.8` fell back to English: the whole list is walked here instead.
const findLocale = async (request: Request) => preferredLang(request.headers.get("Accept-Language"));

/** Saved choice, then the browser's language list, then English (docs/site.md#language-detection). */
function localeDetector(): Promise<RemixI18Next> {
  detector ??= cookieOf("language").then(
    (cookie) =>
      new RemixI18Next({ detection: { supportedLanguages: [...LANGS], fallbackLanguage: DEFAULT_LANG, cookie, order: ["cookie", "custom"], findLocale } }),
  );
  detector.catch(() => (detector = undefined));
  return detector;
}

/** The saved language choice. Set only by the language switcher. */
export function languageCookie(): Promise<Cookie> {
  return cookieOf("language");
}

/** The Set-Cookie that saves the visitor's language choice. */
export async function saveLanguage(lang: Lang): Promise<string> {
  return (await languageCookie()).serialize(lang);
}

/**
 * Whether the English home `/` should send this visitor to `/es`. Every other path, `/es` included,
 * is served in the language of its path; only the root looks at the visitor's preference.
 */
export async function shouldRedirectRootToSpanish(request: Request): Promise<boolean> {
  return (await (await localeDetector()).getLocale(request)) === "es";
}

/** JSON APIs have no language in their path: `?lang=es`, else the Accept-Language list, else English. */
const apiDetector = new RemixI18Next({
  detection: { supportedLanguages: [...LANGS], fallbackLanguage: DEFAULT_LANG, searchParamKey: "lang", order: ["searchParams", "custom"], findLocale },
});

export async function apiLanguage(request: Request): Promise<Lang> {
  const locale = await apiDetector.getLocale(request);
  return isLang(locale) ? locale : DEFAULT_LANG;
}
