import "~/shared-chunk";
import { json, redirect, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { Breadcrumbs } from "~/components/layout/Breadcrumbs";
import { ProductFilters } from "~/components/catalog/ProductFilters";
import { ProductListing } from "~/components/catalog/ProductListing";
import { ResultsWithFilters } from "~/components/catalog/ResultsWithFilters";
import { parseListQuery } from "~/domain/list-query-params.server";
import { sameAlternates } from "~/i18n/alternates";
import { href, priceFileHref } from "~/i18n/href";
import { langFromPath } from "~/i18n/lang";
import { translate } from "~/i18n/translate";
import { useT } from "~/i18n/useT";
import { cardView, categoryOptions, listProducts } from "~/services/content/catalog.server";
import { getSiteContent, stringsFor } from "~/services/content/site.server";
import { loaderCachePolicy } from "~/http/cache-policy";
import { getViewer, pricedPageCache, viewerHeaders } from "~/request/viewer.server";
import { pricesFor } from "~/services/pricing.server";
import { SHARED_TEMPLATE } from "~/render/personal-template";

export async function loader({ request, context }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  const lang = langFromPath(url.pathname);
  const query = parseListQuery(url.searchParams);
  // Words and part numbers are the search page's: it ranks them from the database's index.
  if (query.q !== "") return redirect(`${href("search", {}, lang)}${url.search}`, 301);
  const viewer = await getViewer(request, context);
  const [list, categories, site] = await Promise.all([listProducts(query, lang), categoryOptions(lang), getSiteContent()]);
  const prices = await pricesFor(list.items, viewer.priceList);
  const strings = stringsFor(site, lang);
  const title = list.category ? translate(strings, "catalogProductsInCategoryTitle", [list.category.title]) : translate(strings, "catalogProductsTitle");
  return json(
    {
      list: { ...list, items: list.items.map((card) => cardView(card, lang)) },
      prices,
      categories,
      title,
      description: translate(strings, "catalogProductsDescription"),
      alternates: sameAlternates("products"),
      priceFile: priceFileHref(lang, list.category?.slug[lang]),
    },
    { headers: viewerHeaders(viewer, pricedPageCache(viewer)) },
  );
}

export const headers = loaderCachePolicy;
export const handle = SHARED_TEMPLATE;

export const meta: MetaFunction<typeof loader> = ({ data }) => (data ? [{ title: data.title }, { name: "description", content: data.description }] : []);

export default function ProductsRoute() {
  const { list, prices, categories, title, priceFile } = useLoaderData<typeof loader>();
  const { t, lang } = useT();
  const action = href("products", {}, lang);
  const { query, window } = list;
  const category = list.category?.slug[lang] ?? "";
  return (
    <div className="mx-auto max-w-7xl px-4 py-6 sm:px-6 sm:py-10 lg:px-8">
      <Breadcrumbs items={[{ label: t("catalogProductsTitle"), to: action }]} />
      <div className="mt-4 flex flex-wrap items-baseline justify-between gap-x-6 gap-y-2">
        <h1 className="text-3xl font-bold tracking-tight text-neutral-900">{title}</h1>
        {/* A plain link: the browser downloads the file with JavaScript on or off. */}
        <a href={priceFile} download className="text-sm font-medium text-primary-700 underline hover:text-primary-900">
          {list.category ? t("catalogPriceFileCategoryLink", [list.category.title]) : t("catalogPriceFileLink")}
        </a>
      </div>
      {list.categoryNotFound ? (
        <p role="alert" className="mt-4 rounded-md border border-warning-300 bg-warning-50 px-4 py-3 text-sm text-warning-900">
          {t("catalogUnknownCategory", [query.category])}
        </p>
      ) : null}
      <ResultsWithFilters
        window={window}
        asked={query.page}
        filters={<ProductFilters action={action} query={query} category={category} categories={categories} facets={list.facets} />}
      >
        <ProductListing items={list.items} prices={prices} window={window} linkQuery={{ ...query, category, page: window.page }} />
      </ResultsWithFilters>
    </div>
  );
}
