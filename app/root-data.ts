import { useRouteLoaderData } from "@remix-run/react";
import type { PublicConfig } from "./client/public-config";
import type { LeanUser } from "./components/auth/lean-user";
import type { PendingSummary } from "./domain/auth/resend";
import type { ToastMessage } from "./domain/toast";
import type { Lang } from "./i18n/lang";
import type { StringKey } from "./i18n/string-keys";
import { translate, type Strings } from "./i18n/translate";
import type { ShellData } from "./services/content/shell-data";

/** What the root loader gives every page: the language and its strings, the shell, and who is asking. */
export type RootData = {
  lang: Lang;
  strings: Strings;
  config: PublicConfig;
  publicUrl: string;
  shell: ShellData;
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
  const title = translate(root.strings, titleKey);
  return [{ title: root.shell.siteName ? `${title} | ${root.shell.siteName}` : title }, { name: "robots", content: "noindex" }];
}
