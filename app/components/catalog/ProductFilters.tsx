import { Form, Link, useLocation, useSubmit } from "@remix-run/react";
import { useEffect, useRef, type ChangeEvent } from "react";
import { FILTER_PREFIX, type Facet, type ListQuery } from "~/domain/catalog-query";
import { useT } from "~/i18n/useT";
import { buttonClass } from "~/components/ui/Button";

export type CategoryOption = { slug: string; title: string; depth: number };

type Props = {
  action: string;
  query: ListQuery;
  /** This language's slug of the chosen category ("" for all). */
  category: string;
  categories: CategoryOption[];
  facets: Facet[];
  /** Search results keep their ranking: no sort choice. */
  sortable?: boolean;
};

const controlClass =
  "h-10 w-full rounded-md border border-neutral-300 bg-white px-3 text-sm text-neutral-900 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-info-600";

/**
 * The list's filters as one GET form: every choice is a plain query parameter, so it works without
 * JavaScript (the button submits); with JavaScript a changed select or checkbox submits at once.
 */
export function ProductFilters({ action, query, category, categories, facets, sortable = true }: Props) {
  const { t } = useT();
  const submit = useSubmit();
  const form = useRef<HTMLFormElement>(null);
  const { search } = useLocation();
  // Inputs are uncontrolled: after a client-side navigation, show the new query's choices (keeps focus).
  // reset() restores inputs and checkboxes, but React never updates a select's default after mount.
  useEffect(() => {
    const el = form.current;
    if (!el) return;
    el.reset();
    setSelect(el, "category", category);
    setSelect(el, "sort", query.sort);
  }, [search, category, query.sort]);
  const submitOnChange = (event: ChangeEvent<HTMLFormElement>) => {
    if (event.target instanceof HTMLSelectElement || (event.target instanceof HTMLInputElement && event.target.type === "checkbox")) {
      submit(event.currentTarget, { preventScrollReset: true });
    }
  };
  // Clearing the filters keeps the category: it is where the buyer came from ("Filter all 92 products").
  const filtered = query.q !== "" || Object.keys(query.filters).length > 0;
  const cleared = category === "" ? action : `${action}?${new URLSearchParams({ category })}`;
  return (
    <Form ref={form} method="get" action={action} onChange={submitOnChange} aria-label={t("catalogFilters")} className="flex flex-col gap-4">
      <div className="flex flex-col gap-1">
        <label htmlFor="catalog-q" className="text-sm font-medium text-neutral-800">
          {t("catalogSearchLabel")}
        </label>
        <input id="catalog-q" type="search" name="q" defaultValue={query.q} maxLength={100} className={controlClass} />
      </div>
      <div className="flex flex-col gap-1">
        <label htmlFor="catalog-category" className="text-sm font-medium text-neutral-800">
          {t("catalogCategoryLabel")}
        </label>
        <select id="catalog-category" name="category" defaultValue={category} className={controlClass}>
          <option value="">{t("catalogAllCategories")}</option>
          {categories.map((c) => (
            <option key={c.slug} value={c.slug}>
              {`${"\u00a0\u00a0".repeat(c.depth)}${c.title}`}
            </option>
          ))}
        </select>
      </div>
      {sortable ? (
        <div className="flex flex-col gap-1">
          <label htmlFor="catalog-sort" className="text-sm font-medium text-neutral-800">
            {t("catalogSortLabel")}
          </label>
          <select id="catalog-sort" name="sort" defaultValue={query.sort} className={controlClass}>
            <option value="pn">{t("catalogSortPn")}</option>
            <option value="title">{t("catalogSortTitle")}</option>
          </select>
        </div>
      ) : null}
      {facets.map((facet) => {
        const chosen = facet.values.some((v) => v.selected);
        return (
          <details key={facet.key} open={chosen} className="group rounded-md border border-neutral-200 bg-white">
            <summary className="cursor-pointer select-none px-3 py-2 text-sm font-semibold text-neutral-900 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-info-600">
              {facet.title}
            </summary>
            <fieldset className="max-h-64 overflow-y-auto px-3 pb-3 text-sm text-neutral-800">
              <legend className="sr-only">{facet.title}</legend>
              {facet.values.map((v) => (
                <label key={v.value} className="flex items-center gap-2 py-1">
                  <input type="checkbox" name={FILTER_PREFIX + facet.key} value={v.value} defaultChecked={v.selected} className="h-4 w-4 accent-primary-700" />
                  {t("catalogFacetCount", [v.value, v.count])}
                </label>
              ))}
            </fieldset>
          </details>
        );
      })}
      <button type="submit" className={buttonClass("primary", "md")}>
        {t("catalogApplyFilters")}
      </button>
      {filtered ? (
        <Link to={cleared} className="text-center text-sm font-medium text-primary-700 underline hover:text-primary-900">
          {t("catalogClearFilters")}
        </Link>
      ) : null}
    </Form>
  );
}

function setSelect(form: HTMLFormElement, name: string, value: string) {
  const field = form.elements.namedItem(name);
  if (field instanceof HTMLSelectElement) field.value = value;
}
