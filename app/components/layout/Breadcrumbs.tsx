import { Link } from "@remix-run/react";
import { href } from "~/i18n/href";
import { useT } from "~/i18n/useT";

export type Crumb = { label: string; to: string };

/**
 * The trail from the home page (added here) to the current page (the last item, not linked).
 * Page routes pass the items between: `<Breadcrumbs items={[{label: category, to}, {label: title, to}]} />`.
 */
export function Breadcrumbs({ items }: { items: Crumb[] }) {
  const { t, lang } = useT();
  const trail = [{ label: t("shellHome"), to: href("home", {}, lang) }, ...items];
  return (
    <nav aria-label={t("shellBreadcrumbs")} className="text-sm">
      <ol className="flex flex-wrap items-center gap-x-2 gap-y-1 text-neutral-500">
        {trail.map((crumb, i) => {
          const last = i === trail.length - 1;
          return (
            <li key={`${crumb.to}-${i}`} className="flex items-center gap-2">
              {i > 0 ? (
                <span aria-hidden className="text-neutral-300">
                  /
                </span>
              ) : null}
              {last ? (
                <span aria-current="page" className="font-medium text-neutral-800">
                  {crumb.label}
                </span>
              ) : (
                <Link to={crumb.to} className="rounded hover:text-primary-700 hover:underline focus-ring">
                  {crumb.label}
                </Link>
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
