import { Form, Link } from "@remix-run/react";
import { Image } from "~/components/content/Image";
import { AddToCartForm } from "~/components/catalog/AddToCartForm";
import { Price } from "~/components/catalog/Price";
import { buttonClass } from "~/components/ui/Button";
import { docHref } from "~/i18n/doc-links";
import { href } from "~/i18n/href";
import { useT } from "~/i18n/useT";
import type { FavoriteItem } from "~/services/favorites/types";

function IntentForm({ intent, pn, label, children }: { intent: string; pn?: string; label?: string; children: React.ReactNode }) {
  const { lang } = useT();
  return (
    <Form method="post" action={href("accountFavorites", {}, lang)} preventScrollReset>
      <input type="hidden" name="intent" value={intent} />
      {pn ? <input type="hidden" name="pn" value={pn} /> : null}
      <button type="submit" aria-label={label} className={buttonClass(intent === "remove" ? "ghost" : "secondary", "md", "whitespace-nowrap")}>
        {children}
      </button>
    </Form>
  );
}

function FavoriteRow({ item }: { item: FavoriteItem }) {
  const { t, lang } = useT();
  const { product } = item;
  const title = product?.title ?? item.pn;
  const to = product ? docHref({ _type: "product", slug: product.slug }, lang) : null;
  return (
    <li className="grid grid-cols-[4rem_1fr] gap-4 border-b border-neutral-200 py-4 sm:grid-cols-[5rem_1fr_auto]">
      {product ? <Image image={product.image} lang={lang} decorative width={80} className="h-16 w-16 object-contain sm:h-20 sm:w-20" /> : <span />}
      <div className="flex flex-col gap-1">
        <h2 className="font-semibold text-neutral-900">
          {to ? (
            <Link to={to} className="hover:underline">
              {title}
            </Link>
          ) : (
            title
          )}
        </h2>
        <p className="font-mono text-sm text-neutral-600">{t("catalogPartNumber", [item.pn])}</p>
        {product ? <Price price={item.price ?? undefined} /> : <p className="text-sm text-neutral-600">{t("favoritesNoLongerSold")}</p>}
      </div>
      <div className="col-span-2 flex flex-wrap items-end gap-2 sm:col-span-1 sm:flex-col sm:items-stretch">
        {product ? (
          <>
            <AddToCartForm product={product} compact />
            <IntentForm intent="moveToCart" pn={item.pn} label={t("favoritesMoveToCartNamed", [title])}>
              {t("favoritesMoveToCart")}
            </IntentForm>
          </>
        ) : null}
        <IntentForm intent="remove" pn={item.pn} label={t("favoritesRemoveNamed", [title])}>
          {t("favoritesRemove")}
        </IntentForm>
      </div>
    </li>
  );
}

/** The favorites page: each saved part with its price, add to cart, move to cart and remove; add all at the top. */
export function FavoritesList({ items }: { items: FavoriteItem[] | null }) {
  const { t } = useT();
  return (
    <section className="flex flex-col gap-4">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 className="text-2xl font-bold text-neutral-900">{t("favoritesTitle")}</h1>
          <p className="mt-1 text-neutral-700">{t("favoritesIntro")}</p>
        </div>
        {items && items.some((item) => item.product) ? <IntentForm intent="addAllToCart">{t("favoritesAddAllToCart")}</IntentForm> : null}
      </div>
      {items === null ? (
        <p role="alert" className="rounded-md border border-warning-500 bg-warning-50 p-4 text-neutral-900">
          {t("favoritesUnavailable")}
        </p>
      ) : items.length === 0 ? (
        <p className="text-neutral-700">{t("favoritesEmpty")}</p>
      ) : (
        <>
          <p className="text-sm text-neutral-600">{t("favoritesCount", [items.length])}</p>
          <ul>
            {items.map((item) => (
              <FavoriteRow key={item.pn} item={item} />
            ))}
          </ul>
        </>
      )}
    </section>
  );
}
