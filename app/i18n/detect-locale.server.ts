import { createCookie } from "@remix-run/node";
import { RemixI18Next } from "remix-i18next/server";
import { getConfig } from "~/config.server";
import { DEFAULT_LANG, LANGS } from "./lang";

/** The saved language choice (docs/site.md#language-detection: 365 days, path /, SameSite Lax). Set only by the language switcher. */
export const lngCookie = createCookie("lng", {
  maxAge: 365 * 24 * 60 * 60,
  path: "/",
  sameSite: "lax",
  httpOnly: true,
  secure: getConfig().publicUrl.startsWith("https://"),
});

/** Saved cookie, then the browser's language list, then English (docs/site.md#language-detection). */
const detector = new RemixI18Next({
  detection: { supportedLanguages: [...LANGS], fallbackLanguage: DEFAULT_LANG, cookie: lngCookie, order: ["cookie", "header"] },
});

/**
 * Whether the English home `/` should send this visitor to `/es`. Every other path, `/es` included,
 * is served in the language of its path; only the root looks at the visitor's preference.
 */
export async function shouldRedirectRootToSpanish(request: Request): Promise<boolean> {
  return (await detector.getLocale(request)) === "es";
}
