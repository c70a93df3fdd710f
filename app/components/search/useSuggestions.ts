import { useEffect, useState } from "react";
import type { Lang } from "~/i18n/lang";
import { plainRoutes } from "~/routes";

import type { Suggestions } from "~/services/search/types";

/** Typing pauses this long before asking: one request per word typed, not per key. */
const DEBOUNCE_MS = 150;

/**
 * The results for the text as typed, from the suggestions call: asked after a pause in typing, the request for
 * older text aborted when the text changes, so a slow answer never replaces a newer one. `found` is null until the
 * first answer; `current` says it answers the text as it is now (an older text's results show while the next loads).
 */
export function useSuggestions(text: string, lang: Lang): { found: Suggestions | null; current: boolean } {
  const [answered, setAnswered] = useState<{ q: string; found: Suggestions } | null>(null);
  const q = text.trim();
  useEffect(() => {
    if (q === "") return;
    const abort = new AbortController();
    const timer = setTimeout(() => {
      fetch(`${plainRoutes.searchSuggestions.path}?${new URLSearchParams({ q, lang })}`, { signal: abort.signal, headers: { Accept: "application/json" } })
        .then((res) => (res.ok ? (res.json() as Promise<Suggestions>) : null))
        .then((answer) => {
          if (answer) setAnswered({ q, found: answer });
        })
        .catch(() => {
          // Aborted for newer text, or offline: the field still submits to the search page.
        });
    }, DEBOUNCE_MS);
    return () => {
      clearTimeout(timer);
      abort.abort();
    };
  }, [q, lang]);
  return { found: answered?.found ?? null, current: answered?.q === q };
}
