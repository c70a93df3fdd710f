import "~/shared-chunk";
import { json, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Link, useLoaderData, useLocation } from "@remix-run/react";
import { AddToCartForm } from "~/components/catalog/AddToCartForm";
import { FavoriteButton } from "~/components/favorites/FavoriteButton";
import { Price } from "~/components/catalog/Price";
import { ProductCard } from "~/components/catalog/ProductCard";
import { SpecificationTable } from "~/components/catalog/SpecificationTable";
import { productJsonLd, serializeJsonLd } from "~/components/catalog/product-json-ld";
import { Image } from "~/components/content/Image";
import { Breadcrumbs } from "~/components/layout/Breadcrumbs";
import { getConfig } from "~/config.server";
import { docHref } from "~/i18n/doc-links";
import { langFromPath } from "~/i18n/lang";
import { useT } from "~/i18n/useT";
import { useNonce } from "~/nonce";
import { findProduct, type ProductCard as ProductCardData } from "~/services/content/catalog.server";
import { settleLocalizedDocument } from "~/request/localized-document.server";
import { getViewer, pricedPageCache, viewerHeaders } from "~/request/viewer.server";
import { loaderCachePolicy } from "~/http/cache-policy";
import type { ProductPrice } from "~/domain/price-list";
import { getSiteContent } from "~/services/content/site.server";
import { pricesFor } from "~/services/pricing.server";
import { SHARED_TEMPLATE } from "~/render/personal-template";

export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const lang = langFromPath(new URL(request.url).pathname);
  const slug = params.slug ?? "";
  const viewer = await getViewer(request, context);
  const [found, site] = await Promise.all([findProduct(slug, lang), getSiteContent()]);
  const { doc: product, alternates } = settleLocalizedDocument(found, { routeId: "product", lang, slug, request });
  const prices = await pricesFor([product, ...product.accessories, ...product.accessoryOf], viewer.priceList);
  const origin = getConfig().publicUrl;
  const jsonLd = productJsonLd({
    pn: product.pn,
    title: product.title,
    description: product.description,
    url: origin + alternates[lang],
    image: product.image?.src ? origin + product.image.src : null,
    brand: site.siteConfig.company.name,
    price: prices[product.pn],
  });
  return json({ product, prices, alternates, jsonLd: serializeJsonLd(jsonLd) }, { headers: viewerHeaders(viewer, pricedPageCache(viewer)) });
}

export const headers = loaderCachePolicy;
export const handle = SHARED_TEMPLATE;

export const meta: MetaFunction<typeof loader> = ({ data }) =>
  data ? [{ title: `${data.product.title} (${data.product.pn})` }, { name: "description", content: data.product.description }] : [];

function LeadTime({ days }: { days: number }) {
  const { t } = useT();
  return <>{days <= 0 ? t("catalogShipsToday") : t("catalogShipsInDays", [days])}</>;
}

function RelatedProducts({ heading, products, prices }: { heading: string; products: ProductCardData[]; prices: Record<string, ProductPrice> }) {
  if (products.length === 0) return null;
  return (
    <section className="mt-12">
      <h2 className="text-xl font-semibold text-neutral-900">{heading}</h2>
      <ul className="product-grid mt-4">
        {products.map((p) => (
          <li key={p.pn}>
            <ProductCard product={p} price={prices[p.pn]} />
          </li>
        ))}
      </ul>
    </section>
  );
}

export default function ProductRoute() {
  const { product, prices, jsonLd } = useLoaderData<typeof loader>();
  const { t, lang } = useT();
  const nonce = useNonce();
  const { pathname } = useLocation();
  const crumbs = [...product.breadcrumbs.map((c) => ({ label: c.title, to: docHref(c, lang) ?? "" })), { label: product.title, to: pathname }];
  return (
    <div className="mx-auto max-w-7xl px-4 py-6 sm:px-6 sm:py-10 lg:px-8">
      <script type="application/ld+json" nonce={nonce} dangerouslySetInnerHTML={{ __html: jsonLd }} />
      <Breadcrumbs items={crumbs} />
      <article className="mt-6">
        <div className="grid gap-8 md:grid-cols-2">
          <div className="rounded-lg border border-neutral-200 bg-neutral-50 p-6">
            <Image image={product.image} lang={lang} width={400} priority className="mx-auto aspect-square w-full max-w-[14rem] object-contain md:max-w-sm" />
          </div>
          <div>
            <h1 className="text-2xl font-bold tracking-tight text-neutral-900 sm:text-3xl">{product.title}</h1>
            <p className="mt-2 font-mono text-sm text-neutral-600">{t("catalogPartNumber", [product.pn])}</p>
            {product.series ? (
              <p className="mt-1 text-sm text-neutral-600">
                {t("catalogSeries")}: {t("catalogSeriesValue", [product.series.name, product.series.code])}
                {product.series.slug ? (
                  <>
                    {" "}
                    <Link to={docHref({ _type: "productSeries", slug: product.series.slug }, lang) ?? ""} className="text-primary-700 underline">
                      {t("catalogDatasheetLink")}
                    </Link>
                  </>
                ) : null}
              </p>
            ) : null}
            <div className="mt-6">
              <Price price={prices[product.pn]} size="lg" />
            </div>
            <ul className="mt-4 space-y-1 text-sm text-neutral-700">
              <li>{t("catalogPackQuantity", [product.pkgqty])}</li>
              {product.wireDuct && product.pkgqty > 1 ? <li>{t("catalogSoldInPacks", [product.pkgqty])}</li> : null}
              <li className="font-medium text-success-800">
                <LeadTime days={product.leadTimeDays} />
              </li>
            </ul>
            <div className="mt-6 flex flex-wrap items-end gap-3">
              <AddToCartForm product={product} />
              <FavoriteButton pn={product.pn} title={product.title} />
            </div>
            <p className="mt-8 leading-relaxed text-neutral-700">{product.description}</p>
          </div>
        </div>
        {product.attributes.length > 0 ? (
          <section className="mt-12">
            <h2 className="text-xl font-semibold text-neutral-900">{t("catalogSpecifications")}</h2>
            <SpecificationTable rows={product.attributes} />
          </section>
        ) : null}
        <RelatedProducts heading={t("catalogAccessories")} products={product.accessories} prices={prices} />
        <RelatedProducts heading={t("catalogAccessoryFor")} products={product.accessoryOf} prices={prices} />
      </article>
    </div>
  );
}
