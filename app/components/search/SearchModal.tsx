import { useLocation } from "@remix-run/react";
import { useRef } from "react";
import { onDemand } from "~/components/auth/on-demand";
import { Dialog } from "~/components/ui/Dialog";
import { withSearchParam } from "~/components/ui/url-state";
import { useT } from "~/i18n/useT";
import { SEARCH_PARAM, searchModalText } from "./search-param";

/** The combobox's code (its typing, fetching and keys) loads when the modal first opens. */
export const SearchCombobox = onDemand(() => import("./SearchCombobox").then((m) => m.SearchCombobox));

/**
 * The search modal over any shop page, open while the address has `?search=` (so the server renders it open:
 * without JavaScript it is the search page's GET form). Closing returns focus to what opened it.
 */
export function SearchModal() {
  const { t } = useT();
  const location = useLocation();
  const input = useRef<HTMLInputElement>(null);
  const text = searchModalText(location.search);
  if (text === null) return null;
  return (
    <Dialog open title={t("searchModalTitle")} closeTo={withSearchParam(location, SEARCH_PARAM, null)} initialFocus={input}>
      {/* A new text from the header (typed before this field had the focus) starts the field again. */}
      <SearchCombobox key={text} initial={text} input={input} />
    </Dialog>
  );
}
