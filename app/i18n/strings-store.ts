import type { Lang } from "./lang";
import type { Strings } from "./translate";

/**
 * A language's strings travel as their own file, `/strings/{lang}.{version}.json`, not inside every
 * page's data: the browser keeps the file for good (the version is a hash of its content) and pages
 * carry only its address. The server keeps what its root loader handed out; the browser what it
 * loaded before hydrating (entry.client) or navigating (root clientLoader).
 */
export type StringsHref = string;

export function stringsHref(lang: Lang, version: string): StringsHref {
  return `/strings/${lang}.${version}.json`;
}

/** A handful of versions: two languages, and a content edit now and then while pages are open. */
const MAX_KEPT = 8;
const kept = new Map<StringsHref, Strings>();
const loading = new Map<StringsHref, Promise<void>>();

export function keepStrings(href: StringsHref, strings: Strings): void {
  kept.delete(href);
  kept.set(href, strings);
  if (kept.size > MAX_KEPT) kept.delete(kept.keys().next().value!);
}

export function keptStrings(href: StringsHref): Strings | undefined {
  return kept.get(href);
}

/** Fetches a strings file once (concurrent callers share the request); rejects when it cannot be read. */
export function loadStrings(href: StringsHref, fetchFile: typeof fetch = fetch): Promise<void> {
  if (kept.has(href)) return Promise.resolve();
  let pending = loading.get(href);
  if (!pending) {
    pending = fetchFile(href)
      .then(async (response) => {
        if (!response.ok) throw new Error(`${href} answered ${response.status}`);
        keepStrings(href, (await response.json()) as Strings);
      })
      .finally(() => loading.delete(href));
    loading.set(href, pending);
  }
  return pending;
}
