import "~/shared-chunk";
import { json, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Link, useLoaderData, useLocation } from "@remix-run/react";
import { CategoryCards } from "~/components/catalog/CategoryCards";
import { ProductListing } from "~/components/catalog/ProductListing";
import { PortableText } from "~/components/content/PortableText";
import { Breadcrumbs } from "~/components/layout/Breadcrumbs";
import { listQueryParams } from "~/domain/catalog-query";
import { parseListQuery } from "~/domain/list-query-params.server";
import { docHref } from "~/i18n/doc-links";
import { href, priceFileHref } from "~/i18n/href";
import { langFromPath } from "~/i18n/lang";
import { useT } from "~/i18n/useT";
import { cardView, findCategory, listProducts } from "~/services/content/catalog.server";
import { loaderCachePolicy } from "~/http/cache-policy";
import { settleLocalizedDocument } from "~/request/localized-document.server";
import { getViewer, pricedPageCache, viewerHeaders } from "~/request/viewer.server";
import { pricesFor } from "~/services/pricing.server";
import { SHARED_TEMPLATE } from "~/render/personal-template";

export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  const lang = langFromPath(url.pathname);
  const slug = params.slug ?? "";
  const viewer = await getViewer(request, context);
  const { doc: category, alternates } = settleLocalizedDocument(await findCategory(slug, lang), { routeId: "category", lang, slug, request });
  // The category page pages and sorts its products; narrowing by text or attributes is the full list's job.
  const { sort, page } = parseListQuery(url.searchParams);
  const list = await listProducts({ category: category.slug[lang], q: "", filters: {}, sort, page }, lang, { withFacets: false });
  const prices = await pricesFor(list.items, viewer.priceList);
  // Only what the page renders: no facets, category or pricing inputs.
  const shown = { query: list.query, window: list.window, items: list.items.map((card) => cardView(card, lang)) };
  return json(
    { category, list: shown, prices, alternates, priceFile: priceFileHref(lang, category.slug[lang]) },
    { headers: viewerHeaders(viewer, pricedPageCache(viewer)) },
  );
}

export const headers = loaderCachePolicy;
export const handle = SHARED_TEMPLATE;

export const meta: MetaFunction<typeof loader> = ({ data }) => {
  if (!data) return [];
  const { title, summary } = data.category;
  return summary ? [{ title }, { name: "description", content: summary }] : [{ title }];
};

export default function CategoryRoute() {
  const { category, list, prices, priceFile } = useLoaderData<typeof loader>();
  const { t, lang } = useT();
  const { pathname } = useLocation();
  const crumbs = category.breadcrumbs.map((c) => ({ label: c.title, to: docHref(c, lang) ?? pathname }));
  const fullList = `${href("products", {}, lang)}?${listQueryParams({ ...list.query, category: category.slug[lang], page: 1 })}`;
  return (
    <div className="mx-auto max-w-7xl px-4 py-6 sm:px-6 sm:py-10 lg:px-8">
      <Breadcrumbs items={crumbs} />
      <header className="mt-6 max-w-3xl">
        <h1 className="text-3xl font-bold tracking-tight text-neutral-900 sm:text-4xl">{category.title}</h1>
        <PortableText value={category.description} lang={lang} className="text-lg text-neutral-600" />
      </header>
      {category.children.length > 0 ? (
        <section className="mt-10" aria-labelledby="subcategories">
          <h2 id="subcategories" className="text-xl font-semibold text-neutral-900">
            {t("catalogSubcategories")}
          </h2>
          <div className="mt-4">
            <CategoryCards categories={category.children} />
          </div>
        </section>
      ) : null}
      <section className="mt-12" aria-labelledby="category-products">
        <div className="flex flex-wrap items-baseline justify-between gap-4">
          <h2 id="category-products" className="text-xl font-semibold text-neutral-900">
            {t("catalogCategoryProducts", [category.title])}
          </h2>
          <div className="flex flex-wrap gap-x-6 gap-y-2">
            <Link to={fullList} className="text-sm font-medium text-primary-700 underline hover:text-primary-900">
              {t("catalogFilterCategory", [list.window.total])}
            </Link>
            {/* A plain link: the browser downloads the file with JavaScript on or off. */}
            <a href={priceFile} download className="text-sm font-medium text-primary-700 underline hover:text-primary-900">
              {t("catalogPriceFileCategoryLink", [category.title])}
            </a>
          </div>
        </div>
        <div className="mt-4">
          <ProductListing items={list.items} prices={prices} window={list.window} linkQuery={{ ...list.query, category: "", page: list.window.page }} />
        </div>
      </section>
    </div>
  );
}
