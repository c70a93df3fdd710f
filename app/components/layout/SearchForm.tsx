import { Form, useLocation, useNavigate, useSearchParams } from "@remix-run/react";
import { useRef, type KeyboardEvent, type MouseEvent } from "react";
import { SearchCombobox } from "~/components/search/SearchModal";
import { SEARCH_PARAM, searchModalText } from "~/components/search/search-param";
import { useHydrated } from "~/components/ui/useHydrated";
import { withSearchParam } from "~/components/ui/url-state";
import { href } from "~/i18n/href";
import { useT } from "~/i18n/useT";
import { SearchIcon } from "./icons";

/**
 * A GET form to the search page with `q`: search works without JavaScript and is linkable. With JavaScript, a
 * click or a typed character in the field opens the search modal with the text so far (its code loads on the
 * first pointer or focus, so it is usually there by the click). Characters typed before the modal's field takes
 * the focus are added to the modal's text, so a fast typist loses none.
 */
export function SearchForm({ className = "" }: { className?: string }) {
  const { t, lang } = useT();
  const [params] = useSearchParams();
  const location = useLocation();
  const navigate = useNavigate();
  const hydrated = useHydrated();
  const typed = useRef<string | null>(null);
  const open = (text: string) =>
    navigate(withSearchParam(location, SEARCH_PARAM, text), { preventScrollReset: true, replace: searchModalText(location.search) !== null });
  const onClick = (event: MouseEvent<HTMLInputElement>) => open(event.currentTarget.value);
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key.length !== 1 || event.ctrlKey || event.metaKey || event.altKey) return;
    event.preventDefault();
    typed.current = (typed.current ?? event.currentTarget.value) + event.key;
    open(typed.current);
  };
  return (
    <Form method="get" action={href("search", {}, lang)} role="search" className={`flex w-full ${className}`}>
      <label htmlFor="site-search" className="sr-only">
        {t("shellSearchLabel")}
      </label>
      <input
        id="site-search"
        type="search"
        name="q"
        defaultValue={params.get("q") ?? ""}
        placeholder={t("shellSearchPlaceholder")}
        onClick={hydrated ? onClick : undefined}
        onKeyDown={hydrated ? onKeyDown : undefined}
        onPointerEnter={hydrated ? SearchCombobox.preload : undefined}
        onFocus={hydrated ? SearchCombobox.preload : undefined}
        onBlur={() => (typed.current = null)}
        className="h-10 min-w-0 flex-1 rounded-l-md border border-r-0 border-neutral-300 bg-white px-3 text-sm text-neutral-900 placeholder:text-neutral-500 focus-visible:z-10 focus-ring"
      />
      <button
        type="submit"
        className="inline-flex h-10 items-center gap-2 rounded-r-md bg-primary-700 px-4 text-sm font-semibold text-white hover:bg-primary-800 focus-ring focus-visible:ring-offset-2"
      >
        <SearchIcon className="h-4 w-4" />
        <span className="sr-only sm:not-sr-only">{t("shellSearchButton")}</span>
      </button>
    </Form>
  );
}
