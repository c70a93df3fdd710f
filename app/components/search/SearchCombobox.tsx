import "~/shared-chunk";
import { Form, Link, useNavigate } from "@remix-run/react";
import { useEffect, useId, useRef, useState, type KeyboardEvent, type RefObject } from "react";
import { href } from "~/i18n/href";
import { useT } from "~/i18n/useT";
import { useHydrated } from "~/components/ui/useHydrated";
import { moveActive } from "./move-active";
import type { Suggestion } from "~/services/search/types";
import { useSuggestions } from "./useSuggestions";

type Props = { initial: string; input: RefObject<HTMLInputElement> };

/**
 * The modal's search field: a combobox with a list popup (WAI-ARIA APG "combobox with listbox popup"). Results
 * follow the typing; ArrowDown/ArrowUp move through them, Enter opens the one chosen or, with none chosen, the
 * search page; Escape closes the modal (the dialog's own key). Without JavaScript it is a GET form to the search page.
 */
export function SearchCombobox({ initial, input }: Props) {
  const { t, lang } = useT();
  const navigate = useNavigate();
  const hydrated = useHydrated();
  const [text, setText] = useState(initial);
  const { found, current } = useSuggestions(text, lang);
  // The option chosen with the arrow keys, in the list it was chosen in: a new answer starts from the field again.
  const [cursor, setCursor] = useState({ list: found, index: -1 });
  const active = cursor.list === found ? cursor.index : -1;
  const listId = useId();
  const optionId = (i: number) => `${listId}-${i}`;
  const searchPage = href("search", {}, lang);
  const allResults = `${searchPage}?${new URLSearchParams({ q: text.trim() })}`;
  const items = found?.items ?? [];
  const expanded = hydrated && text.trim() !== "" && found !== null;
  const focused = useRef(false);

  useEffect(() => {
    if (focused.current) return;
    focused.current = true;
    const field = input.current;
    field?.focus();
    field?.setSelectionRange(field.value.length, field.value.length);
  }, [input]);

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === "ArrowDown" || event.key === "ArrowUp") {
      if (items.length === 0) return;
      event.preventDefault();
      setCursor({ list: found, index: moveActive(active, event.key === "ArrowDown" ? 1 : -1, items.length) });
    } else if (event.key === "Enter" && active >= 0 && items[active]) {
      event.preventDefault();
      navigate(items[active].href);
    }
  };

  return (
    <Form method="get" action={searchPage} role="search" className="flex flex-col gap-3">
      <div className="flex">
        <label htmlFor={`${listId}-input`} className="sr-only">
          {t("shellSearchLabel")}
        </label>
        <input
          ref={input}
          id={`${listId}-input`}
          type="search"
          name="q"
          value={text}
          onChange={(event) => setText(event.target.value)}
          onKeyDown={onKeyDown}
          role="combobox"
          aria-autocomplete="list"
          aria-expanded={expanded}
          aria-controls={listId}
          aria-activedescendant={active >= 0 ? optionId(active) : undefined}
          autoComplete="off"
          maxLength={100}
          placeholder={t("shellSearchPlaceholder")}
          className="h-11 min-w-0 flex-1 rounded-l-md border border-r-0 border-neutral-300 bg-white px-3 text-base text-neutral-900 placeholder:text-neutral-500 focus-visible:z-10 focus-ring"
        />
        <button type="submit" className="h-11 rounded-r-md bg-primary-700 px-4 text-sm font-semibold text-white hover:bg-primary-800 focus-ring">
          {t("shellSearchButton")}
        </button>
      </div>
      <ul
        id={listId}
        role="listbox"
        aria-label={t("searchSuggestionsLabel")}
        aria-busy={expanded && !current}
        hidden={!expanded}
        className="flex flex-col divide-y divide-neutral-100"
      >
        {items.map((item, i) => (
          <SuggestionOption key={item.pn} item={item} id={optionId(i)} active={i === active} onChoose={() => navigate(item.href)} />
        ))}
      </ul>
      <p role="status" className="text-sm text-neutral-600">
        {expanded ? (items.length > 0 ? t("searchSuggestionCount", [found.total]) : t("searchNoResults", [text.trim()])) : ""}
      </p>
      {expanded && found.total > 0 ? (
        <Link to={allResults} className="text-sm font-semibold text-primary-700 underline hover:text-primary-900">
          {t("searchSeeAll", [found.total])}
        </Link>
      ) : null}
    </Form>
  );
}

/** An option is chosen by Enter (the field's key) or a click; it holds no link, as an option may hold no control. */
function SuggestionOption({ item, id, active, onChoose }: { item: Suggestion; id: string; active: boolean; onChoose: () => void }) {
  return (
    // eslint-disable-next-line jsx-a11y/click-events-have-key-events -- the combobox's field takes the keys (aria-activedescendant)
    <li id={id} role="option" aria-selected={active} onClick={onChoose} className={`cursor-pointer ${active ? "bg-primary-50" : "hover:bg-neutral-50"}`}>
      <div className="flex items-center gap-3 px-2 py-2 text-sm text-neutral-900">
        {item.image ? <img src={item.image} alt="" width={40} height={40} className="h-10 w-10 shrink-0 object-contain" /> : null}
        <span className="flex min-w-0 flex-col">
          <span className="font-mono text-xs text-neutral-600">{item.pn}</span>
          <span className="truncate">{item.title}</span>
        </span>
      </div>
    </li>
  );
}
