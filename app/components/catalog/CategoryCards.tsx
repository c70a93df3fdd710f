import { SiteLink } from "~/components/ui/SiteLink";
import { Image } from "~/components/content/Image";
import { docHref } from "~/i18n/doc-links";
import { useT } from "~/i18n/useT";
import type { CategoryView } from "~/services/content/views";

/** Child categories as compact picture cards: two to a row on a phone, so the products stay near. */
export function CategoryCards({ categories }: { categories: CategoryView["children"] }) {
  const { lang } = useT();
  return (
    <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-4">
      {categories.map((category) => (
        <li key={category._id}>
          <SiteLink
            to={docHref(category, lang) ?? ""}
            className="flex h-full flex-col items-center gap-2 rounded-lg border border-neutral-200 bg-white p-3 text-center text-sm font-semibold text-neutral-900 shadow-sm hover:border-primary-600 hover:text-primary-700 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-info-600 sm:flex-row sm:text-left"
          >
            <span aria-hidden className="shrink-0">
              <Image image={category.image} lang={lang} decorative width={64} className="h-16 w-16 object-contain" />
            </span>
            <span>{category.title}</span>
          </SiteLink>
        </li>
      ))}
    </ul>
  );
}
