import { Form, useSearchParams } from "@remix-run/react";
import { href } from "~/i18n/href";
import { useT } from "~/i18n/useT";
import { SearchIcon } from "./icons";

/** A GET form to the product list with `q`: search works without JavaScript and is linkable. */
export function SearchForm({ className = "" }: { className?: string }) {
  const { t, lang } = useT();
  const [params] = useSearchParams();
  return (
    <Form method="get" action={href("products", {}, lang)} role="search" className={`flex w-full ${className}`}>
      <label htmlFor="site-search" className="sr-only">
        {t("shellSearchLabel")}
      </label>
      <input
        id="site-search"
        type="search"
        name="q"
        defaultValue={params.get("q") ?? ""}
        placeholder={t("shellSearchPlaceholder")}
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
