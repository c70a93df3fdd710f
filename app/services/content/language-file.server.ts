import { createHash } from "node:crypto";
import { languageFileHref, type LanguageFile, type LanguageFileHref } from "~/i18n/language-file";
import type { Lang } from "~/i18n/lang";
import { shellFor } from "./shell.server";
import { perSite, stringsFor, type SiteContent } from "./site.server";

/** One language's file as the browser loads it: its address (versioned by content), what it holds and its text. */
export const publishedLanguageFile: (site: SiteContent, lang: Lang) => { href: LanguageFileHref; file: LanguageFile; body: string } = perSite((site, lang) => {
  const file: LanguageFile = { strings: stringsFor(site, lang), shell: shellFor(site, lang) };
  const body = JSON.stringify(file);
  const version = createHash("sha256").update(body).digest("hex").slice(0, 16);
  return { href: languageFileHref(lang, version), file, body };
});
