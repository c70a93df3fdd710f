import "~/shared-chunk";
import { json, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { CategoryGrid } from "~/components/content/CategoryGrid";
import { documentMeta } from "~/components/content/document-meta";
import { EditorialDocument } from "~/components/content/EditorialDocument";
import { publicPageHeaders } from "~/http/cache-policy";
import { langFromPath } from "~/i18n/lang";
import { useT } from "~/i18n/useT";
import { settleLocalizedDocument } from "~/request/localized-document.server";
import { routeTable } from "~/routes";
import { findEditorial } from "~/services/content/editorial.server";
import { SHARED_TEMPLATE } from "~/render/personal-template";

/** The single-document editorial types, each registered (app/routes.ts) on this one module under its own route id. */
const KINDS = {
  article: { kicker: "pagesTypeArticle", related: "pagesRelatedArticle" },
  industry: { kicker: "pagesTypeIndustry", related: "pagesRelatedIndustry" },
  resource: { kicker: "pagesTypeResource", related: "pagesRelatedResource" },
  testimonial: { kicker: "pagesTypeTestimonial", related: "pagesRelatedTestimonial" },
  whitePaper: { kicker: "pagesTypeWhitePaper", related: "pagesRelatedWhitePaper" },
} as const;

type Kind = keyof typeof KINDS;

/** Which type a path is: the route whose path (in the request's language) has the same first segments. */
function kindOf(pathname: string): Kind | null {
  const lang = langFromPath(pathname);
  const prefix = (path: string) => path.slice(0, path.lastIndexOf("/") + 1);
  return (Object.keys(KINDS) as Kind[]).find((kind) => pathname.startsWith(prefix(routeTable[kind][lang]))) ?? null;
}

/** Finds the document by its slug in either language: 404 when unknown, 301 to this language's slug. */
export async function loader({ params, request }: LoaderFunctionArgs) {
  const lang = langFromPath(new URL(request.url).pathname);
  const kind = kindOf(new URL(request.url).pathname);
  if (!kind) throw new Response("Not Found", { status: 404 });
  const slug = params.slug ?? "";
  const { doc, alternates } = settleLocalizedDocument(await findEditorial(kind, slug, lang), { routeId: kind, lang, slug, request });
  return json({ kind, doc, alternates });
}

export const headers = publicPageHeaders;
export const handle = SHARED_TEMPLATE;
export const meta: MetaFunction<typeof loader> = ({ data }) => documentMeta(data?.doc);

export default function EditorialRoute() {
  const { kind, doc } = useLoaderData<typeof loader>();
  const { t } = useT();
  return (
    <EditorialDocument doc={doc} kicker={t(KINDS[kind].kicker)} relatedHeading={t(KINDS[kind].related)}>
      {doc.categories?.length ? (
        <section className="mt-14 border-t border-neutral-200 pt-10" aria-labelledby="editorial-categories">
          <h2 id="editorial-categories" className="mb-6 text-2xl font-semibold text-neutral-900">
            {t("pagesIndustryCategoriesHeading")}
          </h2>
          <CategoryGrid categories={doc.categories} />
        </section>
      ) : null}
    </EditorialDocument>
  );
}
