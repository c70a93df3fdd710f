import type { Lang } from "./lang";
import type { Strings } from "./translate";

/**
 * What every page of a language shows the same: its strings, and the shell (header, menus, footer) in
 * that language. It travels as its own file, `/strings/{lang}.{version}.json`, not inside every page's
 * data: the browser keeps the file for good (the version is a hash of its content) and pages carry only
 * its address. The server keeps what its root loader handed out; the browser what it loaded before
 * hydrating (entry.client) or navigating (root clientLoader).
 */
export type LanguageFile = {
  strings: Strings;
  /** The shell's data; its shape is the shell's (root-data.ts reads it), not this layer's. */
  shell: unknown;
};

export type LanguageFileHref = string;

export function languageFileHref(lang: Lang, version: string): LanguageFileHref {
  return `/strings/${lang}.${version}.json`;
}

/** A handful of versions: two languages, and a content edit now and then while pages are open. */
const MAX_KEPT = 8;
const kept = new Map<LanguageFileHref, LanguageFile>();
const loading = new Map<LanguageFileHref, Promise<void>>();

export function keepLanguageFile(href: LanguageFileHref, file: LanguageFile): void {
  kept.delete(href);
  kept.set(href, file);
  if (kept.size > MAX_KEPT) kept.delete(kept.keys().next().value!);
}

export function keptLanguageFile(href: LanguageFileHref): LanguageFile | undefined {
  return kept.get(href);
}

/** Fetches a language's file once (concurrent callers share the request); rejects when it cannot be read. */
export function loadLanguageFile(href: LanguageFileHref, fetchFile: typeof fetch = fetch): Promise<void> {
  if (kept.has(href)) return Promise.resolve();
  let pending = loading.get(href);
  if (!pending) {
    pending = fetchFile(href)
      .then(async (response) => {
        if (!response.ok) throw new Error(`${href} answered ${response.status}`);
        keepLanguageFile(href, (await response.json()) as LanguageFile);
      })
      .finally(() => loading.delete(href));
    loading.set(href, pending);
  }
  return pending;
}
