import { useRouteLoaderData } from "@remix-run/react";
import type { PublicConfig } from "./client/public-config";
import type { LeanUser } from "./components/auth/lean-user";
import type { PendingSummary } from "./domain/auth/resend";
import type { ToastMessage } from "./domain/toast";
import errorStrings from "../content/strings/errors.json";
import { DEFAULT_LANG, type Lang } from "./i18n/lang";
import type { StringKey } from "./i18n/string-keys";
import { keptLanguageFile, type LanguageFileHref } from "./i18n/language-file";
import { translate, type Strings } from "./i18n/translate";
import type { ShellData } from "./services/content/shell-data";

/** What the root loader gives every page: the language and where its file is (strings, shell), and who is asking. */
export type RootData = {
  lang: Lang;
  /** The language's file: its strings and the shell's data (app/i18n/language-file.ts). */
  strings: LanguageFileHref;
  config: PublicConfig;
  publicUrl: string;
  toast: ToastMessage | null;
  user: LeanUser | null;
  /** The e-mail waiting for its code, while the login modal shows the code step. */
  pendingLogin: PendingSummary | null;
  /** Lines in the visitor's cart; null without a cart. */
  cartCount: number | null;
  /** The part numbers a signed-in buyer keeps as favorites; null for a visitor (or when they cannot be read). */
  favorites: string[] | null;
};

/** The root data, for components; undefined only in an error view when the root loader itself failed. */
export function useRootData(): RootData | undefined {
  return useRouteLoaderData("root") as RootData | undefined;
}

/** The root data among a `meta` function's matches. */
export function rootDataOf(matches: readonly { id: string; data: unknown }[]): RootData | undefined {
  return matches.find((match) => match.id === "root")?.data as RootData | undefined;
}

/** The `meta` of a personal page: its translated title with the site's name, kept out of search engines. */
export function personalPageMeta(matches: readonly { id: string; data: unknown }[], titleKey: StringKey) {
  const root = rootDataOf(matches);
  if (!root) return [];
  const title = translate(stringsOf(root), titleKey);
  const { siteName } = shellOf(root);
  return [{ title: siteName ? `${title} | ${siteName}` : title }, { name: "robots", content: "noindex" }];
}

/** The error page's strings, bundled with the app for when the root loader itself failed (the rest come in the language's file). */
function fallbackStrings(lang: Lang): Strings {
  return Object.fromEntries(Object.entries(errorStrings).map(([key, value]) => [key, value[lang]]));
}

/**
 * The strings of the root data's language (app/i18n/strings-store.ts); without them (the root loader
 * failed), the bundled shell strings of `lang`.
 */
export function stringsOf(root: RootData | undefined, lang: Lang = root?.lang ?? DEFAULT_LANG): Strings {
  return (root && keptLanguageFile(root.strings)?.strings) ?? fallbackStrings(lang);
}

const NO_SHELL: ShellData = { siteName: "", siteDescription: "", company: null, mainMenu: [], shopColumns: [], footerMenu: [], social: [] };

/**
 * The shell in the root data's language. Its file is always here where pages render (the root loader
 * keeps it on the server; the browser loads it before hydrating or navigating); an empty shell otherwise.
 */
export function shellOf(root: RootData): ShellData {
  return (keptLanguageFile(root.strings)?.shell as ShellData | undefined) ?? NO_SHELL;
}
