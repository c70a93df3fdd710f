/** The search modal is open while the address has `?search=<text>` (docs/search.md#the-modal). */
export const SEARCH_PARAM = "search";

/** The text the modal opens with, or null when it is closed. */
export function searchModalText(search: string): string | null {
  return new URLSearchParams(search).get(SEARCH_PARAM);
}
