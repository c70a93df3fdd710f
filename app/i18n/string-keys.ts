/**
 * The keys of the translated strings, read by the type checker from content/strings/*.json. These are
 * type-only imports: no string is bundled by them, and the type can never be stale. A key without its
 * `en` or `es` text fails `tsc` here. A new strings file must be added below (a test checks that).
 */
type StringTable<T extends Record<string, { en: string; es: string }>> = keyof T & string;

type TableKey =
  | StringTable<typeof import("../../content/strings/account.json")>
  | StringTable<typeof import("../../content/strings/auth.json")>
  | StringTable<typeof import("../../content/strings/auth-mail.json")>
  | StringTable<typeof import("../../content/strings/cart.json")>
  | StringTable<typeof import("../../content/strings/catalog.json")>
  | StringTable<typeof import("../../content/strings/checkout.json")>
  | StringTable<typeof import("../../content/strings/errors.json")>
  | StringTable<typeof import("../../content/strings/favorites.json")>
  | StringTable<typeof import("../../content/strings/pages.json")>
  | StringTable<typeof import("../../content/strings/quick-order.json")>
  | StringTable<typeof import("../../content/strings/search.json")>
  | StringTable<typeof import("../../content/strings/shell.json")>;

/** A text that takes a count: its table holds `<key>_one` and `<key>_other` (docs/site.md#plurals). */
type PluralKey = TableKey extends infer K ? (K extends `${infer Base}_other` ? Base : never) : never;

export type StringKey = TableKey | PluralKey;
