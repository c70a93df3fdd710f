import type { Cookie } from "@remix-run/node";
import { RemixI18Next } from "remix-i18next/server";
import { DEFAULT_LANG, isLang, LANGS, type Lang } from "~/i18n/lang";
import { cookieOf } from "./cookies.server";

let detector: Promise<RemixI18Next> | undefined;

/** Saved choice, then the browser's language list, then English (docs/site.md#language-detection). */
function localeDetector(): Promise<RemixI18Next> {
  detector ??= cookieOf("language").then(
    (cookie) => new RemixI18Next({ detection: { supportedLanguages: [...LANGS], fallbackLanguage: DEFAULT_LANG, cookie, order: ["cookie", "header"] } }),
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
  detection: { supportedLanguages: [...LANGS], fallbackLanguage: DEFAULT_LANG, searchParamKey: "lang", order: ["searchParams", "header"] },
});

export async function apiLanguage(request: Request): Promise<Lang> {
  const locale = await apiDetector.getLocale(request);
  return isLang(locale) ? locale : DEFAULT_LANG;
}
