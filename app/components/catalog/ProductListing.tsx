import { useLocation } from "@remix-run/react";
import { listQueryParams, type ListQuery, type PageWindow } from "~/domain/catalog-query";
import { useT } from "~/i18n/useT";
import { IconSprite } from "~/components/layout/icons";
import { Pagination } from "~/components/ui/Pagination";
import type { ProductCardView } from "~/services/content/views";
import type { ProductPrice } from "~/domain/price-list";
import { ProductCard } from "./ProductCard";
import { resultSummary } from "./result-summary";

type Props = {
  items: ProductCardView[];
  prices: Record<string, ProductPrice>;
  window: PageWindow;
  /** The query page links carry (the category page leaves its own category out). */
  linkQuery: ListQuery;
};

/** Pictures above the fold load eagerly: the first row of the widest grid. */
const EAGER_CARDS = 4;
/** Drawn once for the whole list; every card's heart refers to it. */
const LIST_ICONS = ["heart"] as const;

function pageHref(pathname: string, query: ListQuery, page: number): string {
  const search = listQueryParams({ ...query, page }).toString();
  return search ? `${pathname}?${search}` : pathname;
}

/** One page of products: the range shown, the cards and the page links. Shared by the list and category pages. */
export function ProductListing({ items, prices, window, linkQuery }: Props) {
  const { t } = useT();
  const { pathname } = useLocation();
  return (
    <section aria-labelledby="product-results">
      {/* The range is the section's heading, so the cards' h3 titles follow an h2 (heading order). */}
      <h2 id="product-results" className="text-sm font-normal text-neutral-600">
        {t(...resultSummary(window))}
      </h2>
      {items.length > 0 ? (
        <IconSprite names={LIST_ICONS}>
          <ul className="product-grid mt-4">
            {items.map((product, i) => (
              <li key={product.pn}>
                <ProductCard product={product} price={prices[product.pn]} priority={i < EAGER_CARDS} />
              </li>
            ))}
          </ul>
        </IconSprite>
      ) : null}
      <Pagination window={window} pageHref={(page) => pageHref(pathname, linkQuery, page)} />
    </section>
  );
}
