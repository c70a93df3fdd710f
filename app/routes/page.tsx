import "~/shared-chunk";
import { json, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { CategoryGrid } from "~/components/content/CategoryGrid";
import { documentMeta } from "~/components/content/document-meta";
import { EditorialDocument } from "~/components/content/EditorialDocument";
import { docHref } from "~/i18n/doc-links";
import { href } from "~/i18n/href";
import { langFromPath } from "~/i18n/lang";
import { useT } from "~/i18n/useT";
import { findContentPage } from "~/services/content/editorial.server";
import { publicPageHeaders } from "~/http/cache-policy";
import { settleLocalizedDocument } from "~/request/localized-document.server";
import { SHARED_TEMPLATE } from "~/render/personal-template";

/** Generic content page: any path no other route takes, looked up as a page's full slug. */
export async function loader({ params, request }: LoaderFunctionArgs) {
  const lang = langFromPath(new URL(request.url).pathname);
  const slug = params["*"] ?? "";
  // A trailing slash is looked up without it, then redirected to the canonical path by the slug check.
  const found = await findContentPage(slug.replace(/\/+$/, ""), lang);
  const { doc, alternates } = settleLocalizedDocument(found, { routeId: "page", lang, slug, request, paramName: "*" });
  return json({ doc, alternates });
}

export const headers = publicPageHeaders;
export const handle = SHARED_TEMPLATE;
export const meta: MetaFunction<typeof loader> = ({ data }) => documentMeta(data?.doc);

export default function ContentPageRoute() {
  const { doc } = useLoaderData<typeof loader>();
  const { t, lang } = useT();
  const trail = doc.ancestors.flatMap((a) => {
    const to = docHref(a, lang);
    return to ? [{ label: a.title, to }] : [];
  });
  return (
    <EditorialDocument doc={doc} trail={trail}>
      {doc.categoryGrid ? (
        <section className="mt-12" aria-labelledby="shop-categories">
          <div className="mb-6 flex flex-wrap items-baseline justify-between gap-4">
            <h2 id="shop-categories" className="text-2xl font-semibold text-neutral-900">
              {t("pagesShopCategoriesHeading")}
            </h2>
            <Link to={href("products", {}, lang)} className="font-medium text-primary-700 hover:underline">
              {t("pagesShopAllProducts")}
            </Link>
          </div>
          <CategoryGrid categories={doc.categoryGrid} />
        </section>
      ) : null}
    </EditorialDocument>
  );
}
