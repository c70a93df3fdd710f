import "~/shared-chunk";
import { json, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { ProductFilters } from "~/components/catalog/ProductFilters";
import { ProductListing } from "~/components/catalog/ProductListing";
import { ResultsWithFilters } from "~/components/catalog/ResultsWithFilters";
import { Breadcrumbs } from "~/components/layout/Breadcrumbs";
import { parseListQuery } from "~/domain/list-query-params.server";
import { loaderCachePolicy } from "~/http/cache-policy";
import { sameAlternates } from "~/i18n/alternates";
import { href } from "~/i18n/href";
import { langFromPath } from "~/i18n/lang";
import { translate } from "~/i18n/translate";
import { useT } from "~/i18n/useT";
import { SHARED_TEMPLATE } from "~/render/personal-template";
import { limitSearch } from "~/request/search-limit.server";
import { getViewer, pricedPageCache, viewerHeaders } from "~/request/viewer.server";
import { cardView } from "~/services/content/catalog.server";
import { getSiteContent, stringsFor } from "~/services/content/site.server";
import { pricesFor } from "~/services/pricing.server";
import { searchCatalog } from "~/services/search/search-page.server";

export async function loader({ request, context }: LoaderFunctionArgs) {
  await limitSearch("searchPage", request, context.clientIp);
  const url = new URL(request.url);
  const lang = langFromPath(url.pathname);
  const viewer = await getViewer(request, context);
  const [found, site] = await Promise.all([searchCatalog(parseListQuery(url.searchParams), lang), getSiteContent()]);
  const prices = await pricesFor(found.items, viewer.priceList);
  const strings = stringsFor(site, lang);
  const { q } = found.query;
  return json(
    {
      found: { ...found, items: found.items.map((card) => cardView(card, lang)) },
      prices,
      title: q ? translate(strings, "searchResultsTitle", [q]) : translate(strings, "searchTitle"),
      description: translate(strings, "searchDescription"),
      alternates: sameAlternates("search"),
    },
    { headers: viewerHeaders(viewer, pricedPageCache(viewer)) },
  );
}

export const headers = loaderCachePolicy;
export const handle = SHARED_TEMPLATE;

// Result pages are endless variations of the catalogue's own pages: kept out of search engines' indexes.
export const meta: MetaFunction<typeof loader> = ({ data }) =>
  data ? [{ title: data.title }, { name: "description", content: data.description }, { name: "robots", content: "noindex, follow" }] : [];

export default function SearchRoute() {
  const { found, prices, title } = useLoaderData<typeof loader>();
  const { t, lang } = useT();
  const action = href("search", {}, lang);
  const { query, window, suggestion } = found;
  const categories = found.categories.map((c) => ({ ...c, title: t("searchCategoryFacet", [c.title, c.count]) }));
  return (
    <div className="mx-auto max-w-7xl px-4 py-6 sm:px-6 sm:py-10 lg:px-8">
      <Breadcrumbs items={[{ label: t("searchTitle"), to: action }]} />
      <h1 className="mt-4 text-3xl font-bold tracking-tight text-neutral-900">{title}</h1>
      {query.q === "" ? <p className="mt-4 text-neutral-700">{t("searchPrompt")}</p> : null}
      {query.q !== "" && window.total === 0 ? (
        <div role="status" className="mt-4 rounded-md border border-info-300 bg-info-50 px-4 py-3 text-sm text-info-900">
          <p className="font-semibold">{t("searchNoResults", [query.q])}</p>
          <p className="mt-1">{t("searchNoResultsHint")}</p>
        </div>
      ) : null}
      {suggestion ? (
        <p className="mt-4 text-neutral-800">
          {t("searchDidYouMean")}{" "}
          <Link to={`${action}?${new URLSearchParams({ q: suggestion })}`} className="font-semibold text-primary-700 underline hover:text-primary-900">
            {suggestion}
          </Link>
        </p>
      ) : null}
      <ResultsWithFilters
        window={window}
        asked={query.page}
        filters={<ProductFilters action={action} query={query} category={query.category} categories={categories} facets={found.facets} sortable={false} />}
      >
        {query.q !== "" ? <ProductListing items={found.items} prices={prices} window={window} linkQuery={{ ...query, page: window.page }} /> : null}
      </ResultsWithFilters>
    </div>
  );
}
