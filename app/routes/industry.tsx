import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { CategoryGrid } from "~/components/content/CategoryGrid";
import { documentMeta } from "~/components/content/document-meta";
import { EditorialDocument } from "~/components/content/EditorialDocument";
import { useT } from "~/i18n/useT";
import { loadEditorialDocument, publicPageHeaders } from "~/services/content/editorial-route.server";

export const loader = (args: LoaderFunctionArgs) => loadEditorialDocument("industry", "industry", args);
export const headers = publicPageHeaders;
export const meta: MetaFunction<typeof loader> = ({ data }) => documentMeta(data?.doc);

export default function IndustryRoute() {
  const { doc } = useLoaderData<typeof loader>();
  const { t } = useT();
  return (
    <EditorialDocument doc={doc} kicker={t("pagesTypeIndustry")} relatedHeading={t("pagesRelatedIndustry")}>
      {doc.categories?.length ? (
        <section className="mt-14 border-t border-neutral-200 pt-10" aria-labelledby="industry-categories">
          <h2 id="industry-categories" className="mb-6 text-2xl font-semibold text-neutral-900">
            {t("pagesIndustryCategoriesHeading")}
          </h2>
          <CategoryGrid categories={doc.categories} />
        </section>
      ) : null}
    </EditorialDocument>
  );
}
