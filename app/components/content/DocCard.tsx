import { SiteLink } from "~/components/ui/SiteLink";
import { docHref } from "~/i18n/doc-links";
import { useT } from "~/i18n/useT";
import type { DocCard as DocCardData } from "~/services/content/views";
import { CardImage } from "./CardImage";
import { PublishedDate } from "./PublishedDate";

/** A linked card for another document: picture, title, date and excerpt; the whole card is the link. */
export function DocCard({ doc, showImage = true, headingLevel = 3 }: { doc: DocCardData; showImage?: boolean; headingLevel?: 2 | 3 }) {
  const { t, lang } = useT();
  const to = docHref(doc, lang);
  const Heading = headingLevel === 2 ? "h2" : "h3";
  return (
    <article className="group relative flex h-full flex-col overflow-hidden rounded-lg border border-neutral-200 bg-white shadow-sm transition-shadow focus-within:ring-2 focus-within:ring-primary-600 hover:shadow-md">
      {showImage ? <CardImage image={doc.image} lang={lang} /> : null}
      <div className="flex flex-1 flex-col gap-2 p-4">
        <Heading className="text-lg font-semibold leading-snug text-neutral-900">
          {to ? (
            <SiteLink to={to} className="after:absolute after:inset-0 group-hover:text-primary-700 focus:outline-none">
              {doc.title}
            </SiteLink>
          ) : (
            doc.title
          )}
        </Heading>
        {doc.publishedAt ? (
          <p className="text-sm text-neutral-500">
            <PublishedDate iso={doc.publishedAt} lang={lang} label={(date) => t("pagesPublishedOn", [date])} />
          </p>
        ) : null}
        {doc.excerpt ? <p className="line-clamp-3 text-sm text-neutral-600">{doc.excerpt}</p> : null}
      </div>
    </article>
  );
}

/** A responsive grid of cards. */
export function CardGrid({ docs, showImages = true }: { docs: readonly DocCardData[]; showImages?: boolean }) {
  return (
    <ul className="grid grid-cols-1 gap-6 sm:grid-cols-2 lg:grid-cols-3">
      {docs.map((doc) => (
        <li key={doc._id}>
          <DocCard doc={doc} showImage={showImages} />
        </li>
      ))}
    </ul>
  );
}
