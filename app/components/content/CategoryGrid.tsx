import { SiteLink } from "~/components/ui/SiteLink";
import { docHref } from "~/i18n/doc-links";
import { useT } from "~/i18n/useT";
import type { DocCard } from "~/services/content/views";
import { CardImage } from "./CardImage";

type CategoryWithChildren = DocCard & { children?: DocCard[] };

/** Top-level categories as picture cards, each listing its child categories. */
export function CategoryGrid({ categories }: { categories: readonly CategoryWithChildren[] }) {
  const { lang } = useT();
  return (
    <ul className="grid grid-cols-1 gap-6 sm:grid-cols-2 lg:grid-cols-3">
      {categories.map((category) => {
        const to = docHref(category, lang);
        return (
          <li key={category._id} className="flex flex-col overflow-hidden rounded-lg border border-neutral-200 bg-white shadow-sm">
            <CardImage image={category.image} lang={lang} />
            <div className="flex flex-1 flex-col p-4">
              <h3 className="text-lg font-semibold text-neutral-900">
                {to ? (
                  <SiteLink to={to} className="hover:text-primary-700 hover:underline">
                    {category.title}
                  </SiteLink>
                ) : (
                  category.title
                )}
              </h3>
              {category.children?.length ? (
                <ul className="mt-2 text-sm">
                  {category.children.map((child) => {
                    const childTo = docHref(child, lang);
                    return (
                      <li key={child._id}>
                        {childTo ? (
                          <SiteLink to={childTo} className="inline-block py-1 text-neutral-700 hover:text-primary-700 hover:underline">
                            {child.title}
                          </SiteLink>
                        ) : (
                          child.title
                        )}
                      </li>
                    );
                  })}
                </ul>
              ) : null}
            </div>
          </li>
        );
      })}
    </ul>
  );
}
