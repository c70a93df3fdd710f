import { useLocation } from "@remix-run/react";
import type { ReactNode } from "react";
import { Breadcrumbs, type Crumb } from "~/components/layout/Breadcrumbs";
import { useT } from "~/i18n/useT";
import type { EditorialView } from "~/services/content/views";
import { CardGrid } from "./DocCard";
import { Image } from "./Image";
import { PortableText } from "./PortableText";
import { PublishedDate } from "./PublishedDate";

type Props = {
  doc: Omit<EditorialView, "categories" | "related"> & Partial<Pick<EditorialView, "related">>;
  /** Small label above the title, e.g. "Article". */
  kicker?: string;
  /** Crumbs between Home (added by Breadcrumbs) and the document itself. */
  trail?: Crumb[];
  relatedHeading?: string;
  /** Extra sections after the body (an industry's categories, the shop's category grid). */
  children?: ReactNode;
};

/** The page of one editorial document: breadcrumbs, title, date, lead, picture, body, then related documents. */
export function EditorialDocument({ doc, kicker, trail = [], relatedHeading, children }: Props) {
  const { t, lang } = useT();
  const { pathname } = useLocation();
  const crumbs: Crumb[] = [...trail, { label: doc.title, to: pathname }];
  // A testimonial names its author, unless its excerpt (a signed quote) already does.
  const attribution = doc.author && !doc.excerpt?.includes(doc.author) ? [doc.author, doc.company].filter(Boolean).join(", ") : null;
  return (
    <div className="mx-auto max-w-6xl px-4 py-6 sm:px-6 sm:py-10 lg:px-8">
      <Breadcrumbs items={crumbs} />
      <article className="mt-6">
        <header className="max-w-3xl">
          {kicker ? <p className="text-sm font-semibold uppercase tracking-wide text-primary-700">{kicker}</p> : null}
          <h1 className="mt-2 text-3xl font-bold tracking-tight text-neutral-900 sm:text-4xl">{doc.title}</h1>
          {doc.publishedAt ? (
            <p className="mt-3 text-sm text-neutral-500">
              <PublishedDate iso={doc.publishedAt} lang={lang} label={(date) => t("pagesPublishedOn", [date])} />
            </p>
          ) : null}
          {attribution ? <p className="mt-3 font-medium text-neutral-700">{attribution}</p> : null}
          {doc.excerpt ? <p className="mt-4 text-lg leading-relaxed text-neutral-600">{doc.excerpt}</p> : null}
        </header>
        {doc.image ? (
          <Image
            image={doc.image}
            lang={lang}
            width={768}
            sizes="(min-width: 768px) 768px, 100vw"
            priority
            className="mt-8 w-full max-w-3xl rounded-lg bg-neutral-50 object-contain"
          />
        ) : null}
        <PortableText value={doc.body} lang={lang} className="mt-6 max-w-3xl text-neutral-800" />
      </article>
      {children}
      {doc.related?.length && relatedHeading ? (
        <section className="mt-14 border-t border-neutral-200 pt-10" aria-labelledby="related-heading">
          <h2 id="related-heading" className="mb-6 text-2xl font-semibold text-neutral-900">
            {relatedHeading}
          </h2>
          <CardGrid docs={doc.related} showImages={false} />
        </section>
      ) : null}
    </div>
  );
}
