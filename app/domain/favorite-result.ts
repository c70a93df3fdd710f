/** What a favorites post did, for the words the buyer reads (app/i18n/favorite-messages.ts). */
export type FavoriteResult =
  | { kind: "added" | "alreadyThere" | "removed" | "moved" | "notMoved"; title: string }
  | { kind: "full"; limit: number }
  | { kind: "unknownProduct"; pn: string }
  | { kind: "allAdded"; count: number }
  | { kind: "nothingToAdd" };
