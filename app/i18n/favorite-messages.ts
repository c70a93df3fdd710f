/** The toast for what a favorites post did: translation keys with their variables. */
import type { FavoriteResult } from "~/domain/favorite-result";
import type { ToastType } from "~/domain/toast";
import type { StringKey } from "./string-keys";

export type FavoriteToast = { type: ToastType; key: StringKey; vars: (string | number)[] };

export function favoriteToast(result: FavoriteResult): FavoriteToast {
  switch (result.kind) {
    case "added":
      return { type: "success", key: "favoritesToastAdded", vars: [result.title] };
    case "alreadyThere":
      return { type: "info", key: "favoritesToastAlreadyThere", vars: [result.title] };
    case "removed":
      return { type: "success", key: "favoritesToastRemoved", vars: [result.title] };
    case "moved":
      return { type: "success", key: "favoritesToastMoved", vars: [result.title] };
    case "notMoved":
      return { type: "error", key: "favoritesToastNotMoved", vars: [result.title] };
    case "full":
      return { type: "error", key: "favoritesToastFull", vars: [result.limit] };
    case "unknownProduct":
      return { type: "error", key: "favoritesToastUnknownProduct", vars: [result.pn] };
    case "allAdded":
      return { type: "success", key: "favoritesToastAllAdded", vars: [result.count] };
    case "nothingToAdd":
      return { type: "info", key: "favoritesToastNothingToAdd", vars: [] };
  }
}
