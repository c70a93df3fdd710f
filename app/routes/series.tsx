import "~/shared-chunk";
import type { ReactNode } from "react";
import { json, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Link, useLoaderData, useLocation } from "@remix-run/react";
import { SpecificationTable } from "~/components/catalog/SpecificationTable";
import { Breadcrumbs } from "~/components/layout/Breadcrumbs";
import { publicPageHeaders } from "~/http/cache-policy";
import { docHref } from "~/i18n/doc-links";
import { langFromPath } from "~/i18n/lang";
import { useT } from "~/i18n/useT";
import { settleLocalizedDocument } from "~/request/localized-document.server";
import { findSeries } from "~/services/content/catalog.server";
import type { LocaleSlug } from "~/services/content/types";
import { SHARED_TEMPLATE } from "~/render/personal-template";

/** A series' datasheet: no prices, so the same page for every visitor. */
export async function loader({ request, params }: LoaderFunctionArgs) {
  const lang = langFromPath(new URL(request.url).pathname);
  const slug = params.slug ?? "";
  const { doc: series, alternates } = settleLocalizedDocument(await findSeries(slug, lang), { routeId: "series", lang, slug, request });
  return json({ series, alternates });
}

export const headers = publicPageHeaders;
export const handle = SHARED_TEMPLATE;

export const meta: MetaFunction<typeof loader> = ({ data }) => (data ? [{ title: `${data.series.name} (${data.series.code})` }] : []);

function Section({ id, heading, children }: { id: string; heading: string; children: ReactNode }) {
  return (
    <section className="mt-10" aria-labelledby={id}>
      <h2 id={id} className="text-xl font-semibold text-neutral-900">
        {heading}
      </h2>
      {children}
    </section>
  );
}

function ProductLink({ pn, slug }: { pn: string; slug: LocaleSlug | undefined }) {
  const { lang } = useT();
  return (
    <Link to={docHref({ _type: "product", slug }, lang) ?? ""} className="font-mono text-primary-700 underline">
      {pn}
    </Link>
  );
}

export default function SeriesRoute() {
  const { series } = useLoaderData<typeof loader>();
  const { t, lang } = useT();
  const { pathname } = useLocation();
  const { datasheet, titles } = series;
  const slugs = new Map(series.products.map((p) => [p.pn, p.slug]));
  const title = t("catalogDatasheetTitle", [series.name]);
  const crumbs = [...series.breadcrumbs.map((c) => ({ label: c.title, to: docHref(c, lang) ?? "" })), { label: title, to: pathname }];
  return (
    <div className="mx-auto max-w-7xl px-4 py-6 sm:px-6 sm:py-10 lg:px-8">
      <Breadcrumbs items={crumbs} />
      <h1 className="mt-6 text-2xl font-bold tracking-tight text-neutral-900 sm:text-3xl">{title}</h1>
      <p className="mt-2 text-neutral-700">{t("catalogDatasheetIntro", [series.products.length, series.code])}</p>
      {datasheet.common.length > 0 ? (
        <Section id="datasheet-common" heading={t("catalogDatasheetCommon")}>
          <SpecificationTable rows={datasheet.common.map((a) => ({ ...a, title: titles[a.key] ?? a.key }))} />
        </Section>
      ) : null}
      <Section id="datasheet-variants" heading={t("catalogDatasheetVariants")}>
        {/* Wider than a phone: the table scrolls sideways on its own, the page does not. */}
        <div className="mt-4 overflow-x-auto">
          <table className="w-full border-collapse text-sm">
            <thead>
              <tr className="border-b border-neutral-300 text-left text-neutral-600">
                <th scope="col" className="py-2 pr-4 font-medium">
                  {t("catalogDatasheetPartNumber")}
                </th>
                {datasheet.varying.map((key) => (
                  <th key={key} scope="col" className="py-2 pr-4 font-medium">
                    {titles[key] ?? key}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {datasheet.rows.map((row) => (
                <tr key={row.pn} className="border-b border-neutral-200">
                  <th scope="row" className="whitespace-nowrap py-2 pr-4 text-left font-normal">
                    <ProductLink pn={row.pn} slug={slugs.get(row.pn)} />
                  </th>
                  {row.values.map((value, j) => (
                    <td key={datasheet.varying[j]} className="py-2 pr-4 text-neutral-900">
                      {value}
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </Section>
      {series.accessories.length > 0 ? (
        <Section id="datasheet-accessories" heading={t("catalogAccessories")}>
          <ul className="mt-4 space-y-1 text-sm">
            {series.accessories.map((p) => (
              <li key={p.pn}>
                <ProductLink pn={p.pn} slug={p.slug} /> {p.title}
              </li>
            ))}
          </ul>
        </Section>
      ) : null}
    </div>
  );
}
