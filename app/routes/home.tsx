import "~/shared-chunk";
import { json, redirect, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import type { ReactNode } from "react";
import { CardGrid } from "~/components/content/DocCard";
import { documentMeta } from "~/components/content/document-meta";
import { Image } from "~/components/content/Image";
import { PortableText } from "~/components/content/PortableText";
import { sameAlternates } from "~/i18n/alternates";
import { docHref } from "~/i18n/doc-links";
import { href } from "~/i18n/href";
import { langFromPath } from "~/i18n/lang";
import { useT } from "~/i18n/useT";
import { getHome } from "~/services/content/editorial.server";
import { CACHE, publicPageHeaders } from "~/http/cache-policy";
import { shouldRedirectRootToSpanish } from "~/request/detect-locale.server";
import { notFound } from "~/request/localized-document.server";
import { SHARED_TEMPLATE } from "~/render/personal-template";

/** The English home depends on the visitor's saved language and browser languages. */
const ROOT_VARY = "Cookie, Accept-Language";

export async function loader({ request }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  const lang = langFromPath(url.pathname);
  if (lang === "en" && (await shouldRedirectRootToSpanish(request))) {
    throw redirect(href("home", {}, "es") + url.search, { headers: { Vary: ROOT_VARY, "Cache-Control": CACHE.personalPage } });
  }
  const home = await getHome(lang);
  if (!home.page) notFound();
  return json({ ...home, page: home.page, alternates: sameAlternates("home") }, lang === "en" ? { headers: { Vary: ROOT_VARY } } : undefined);
}

export const headers = publicPageHeaders;
export const handle = SHARED_TEMPLATE;
export const meta: MetaFunction<typeof loader> = ({ data }) => documentMeta(data?.page);

function Section({ id, title, children, action }: { id: string; title: string; children: ReactNode; action?: ReactNode }) {
  return (
    <section aria-labelledby={id} className="mx-auto max-w-6xl px-4 py-10 sm:px-6 lg:px-8">
      <div className="mb-6 flex flex-wrap items-baseline justify-between gap-4">
        <h2 id={id} className="text-2xl font-semibold tracking-tight text-neutral-900">
          {title}
        </h2>
        {action}
      </div>
      {children}
    </section>
  );
}

const primaryButton =
  "inline-flex items-center justify-center rounded-md bg-primary-700 px-5 py-3 text-base font-semibold text-white shadow-sm hover:bg-primary-800 focus-visible:outline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary-700";
const secondaryButton =
  "inline-flex items-center justify-center rounded-md border border-neutral-300 bg-white px-5 py-3 text-base font-semibold text-neutral-900 shadow-sm hover:bg-neutral-50 focus-visible:outline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary-700";

export default function HomeRoute() {
  const { page, shop, categories, articles, industries, testimonial, whitePapers, resources } = useLoaderData<typeof loader>();
  const { t, lang } = useT();
  const shopTo = docHref(shop, lang);
  const testimonialTo = docHref(testimonial, lang);
  return (
    <>
      <section className="border-b border-neutral-200 bg-gradient-to-b from-primary-50 to-white">
        <div className={`mx-auto grid max-w-6xl items-center gap-8 px-4 py-12 sm:px-6 sm:py-16 lg:px-8 ${page.image ? "lg:grid-cols-2" : ""}`}>
          <div className="max-w-3xl">
            <h1 className="text-3xl font-bold tracking-tight text-neutral-900 sm:text-5xl">{page.title}</h1>
            {page.excerpt ? <p className="mt-5 text-lg leading-relaxed text-neutral-700">{page.excerpt}</p> : null}
            <div className="mt-8 flex flex-col gap-3 sm:flex-row">
              {shopTo ? (
                <Link to={shopTo} className={primaryButton}>
                  {t("pagesHomeShopCta")}
                </Link>
              ) : null}
              <Link to={href("products", {}, lang)} className={secondaryButton}>
                {t("pagesHomeProductsCta")}
              </Link>
            </div>
          </div>
          {page.image ? (
            <Image image={page.image} lang={lang} width={560} sizes="(min-width: 1024px) 560px, 100vw" priority className="w-full rounded-lg object-contain" />
          ) : null}
        </div>
      </section>

      {page.body?.length ? (
        <div className="mx-auto max-w-6xl px-4 pt-6 sm:px-6 lg:px-8">
          <PortableText value={page.body} lang={lang} className="max-w-3xl text-neutral-800" />
        </div>
      ) : null}

      {categories.length ? (
        <Section
          id="home-categories"
          title={t("pagesHomeCategoriesHeading")}
          action={
            shopTo ? (
              <Link to={shopTo} className="font-medium text-primary-700 hover:underline">
                {t("pagesShopAllProducts")}
              </Link>
            ) : undefined
          }
        >
          <CardGrid docs={categories} />
        </Section>
      ) : null}

      {industries.length ? (
        <Section id="home-industries" title={t("pagesHomeIndustriesHeading")}>
          <CardGrid docs={industries} showImages={false} />
        </Section>
      ) : null}

      {testimonial ? (
        <section aria-labelledby="home-testimonial" className="bg-neutral-900 text-white">
          <div className="mx-auto max-w-4xl px-4 py-14 sm:px-6 lg:px-8">
            <h2 id="home-testimonial" className="text-sm font-semibold uppercase tracking-wide text-primary-300">
              {t("pagesHomeTestimonialHeading")}
            </h2>
            <figure className="mt-4">
              <blockquote className="text-xl leading-relaxed sm:text-2xl">{testimonial.excerpt}</blockquote>
              {testimonialTo ? (
                <figcaption className="mt-6">
                  <Link to={testimonialTo} className="font-medium text-primary-300 underline underline-offset-2 hover:text-primary-200">
                    {t("pagesTestimonialReadStory", [testimonial.title])}
                  </Link>
                </figcaption>
              ) : null}
            </figure>
          </div>
        </section>
      ) : null}

      {articles.length ? (
        <Section id="home-articles" title={t("pagesHomeArticlesHeading")}>
          <CardGrid docs={articles} showImages={false} />
        </Section>
      ) : null}

      {whitePapers.length ? (
        <Section id="home-white-papers" title={t("pagesHomeWhitePapersHeading")}>
          <CardGrid docs={whitePapers} showImages={false} />
        </Section>
      ) : null}

      {resources.length ? (
        <Section id="home-resources" title={t("pagesHomeResourcesHeading")}>
          <CardGrid docs={resources} showImages={false} />
        </Section>
      ) : null}
    </>
  );
}
