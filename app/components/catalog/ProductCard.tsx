import { Image } from "~/components/content/Image";
import { docHref } from "~/i18n/doc-links";
import { useT } from "~/i18n/useT";
import type { ProductCardView } from "~/services/content/views";
import type { ProductPrice } from "~/domain/price-list";
import { FavoriteButton } from "~/components/favorites/FavoriteButton";
import { SiteLink } from "~/components/ui/SiteLink";
import { AddToCartForm } from "./AddToCartForm";
import { Price } from "./Price";

type Props = { product: ProductCardView; price: ProductPrice | undefined; priority?: boolean };

/** A product in a list: picture, title, part number, package quantity, the visitor's price and add to cart. */
export function ProductCard({ product, price, priority = false }: Props) {
  const { t, lang } = useT();
  const to = docHref({ _type: "product", slug: product.slug }, lang) ?? "";
  return (
    <article className="product-card">
      {/* The card lays out its children, so this link needs no display class of its own. */}
      <SiteLink to={to} tabIndex={-1} aria-hidden>
        <Image image={product.image} lang={lang} decorative width={128} priority={priority} className="product-card-img" />
      </SiteLink>
      <div className="min-[420px]:mt-3">
        <h3 className="product-card-title">
          <SiteLink to={to} className="product-card-link">
            {product.title}
          </SiteLink>
        </h3>
        <p className="product-card-pn">{t("catalogPartNumber", [product.pn])}</p>
        {product.pkgqty > 1 ? <p className="text-sm text-neutral-600">{t("catalogPackQuantity", [product.pkgqty])}</p> : null}
      </div>
      <div className="product-card-buy">
        <Price price={price} />
        <div className="product-card-actions">
          <AddToCartForm product={product} compact className="flex-1" />
          <FavoriteButton pn={product.pn} title={product.title} />
        </div>
      </div>
    </article>
  );
}
