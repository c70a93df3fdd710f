import { href } from "~/i18n/href";
import type { Lang } from "~/i18n/lang";

/**
 * The price file's download (docs/price-file.md), of one category when `category` is a slug: a plain link, so the
 * browser downloads it with JavaScript on or off (a Remix link would fetch a resource route as a page).
 */
export function PriceFileLink({ lang, category, children }: { lang: Lang; category?: string; children: string }) {
  const path = href("priceFile", {}, lang);
  return (
    <a
      href={category ? `${path}?${new URLSearchParams({ category })}` : path}
      download
      className="text-sm font-medium text-primary-700 underline hover:text-primary-900"
    >
      {children}
    </a>
  );
}
