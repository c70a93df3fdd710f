import "~/shared-chunk";
import type { HeadersFunction, LinksFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import type { ClientLoaderFunctionArgs } from "@remix-run/react";
import {
  isRouteErrorResponse,
  json,
  Links,
  Meta,
  Outlet,
  redirect,
  Scripts,
  ScrollRestoration,
  useLoaderData,
  useLocation,
  useRouteError,
  type ShouldRevalidateFunction,
} from "@remix-run/react";
import type { ReactNode } from "react";
import { ClientBehaviours } from "./client/ClientBehaviours";
import type { PublicConfig } from "./client/public-config";
import { shouldRevalidateRoot } from "./client/root-revalidation";
import { routeRuleFor } from "./client/route-rules";
import { TagManagerNoScript, ThirdPartyScripts } from "./client/ThirdPartyScripts";
import { ErrorLayout } from "./components/layout/ErrorLayout";
import { ErrorView } from "./components/layout/ErrorView";
import { FullStylesheet, InlineStylesheet } from "./components/layout/InlineStylesheet";
import { useAlternates } from "./components/layout/useAlternates";
import { getConfig, publicConfig } from "./config.server";
import stylesheet from "./styles/tailwind.css";
import { CACHE, isPersonal } from "./http/cache-policy";
import { errorTexts } from "./i18n/error-texts";
import { isLang, langFromPath, type Lang } from "./i18n/lang";
import { keepLanguageFile, loadLanguageFile, type LanguageFileHref } from "./i18n/language-file";
import { translate, type Translate } from "./i18n/translate";
import { useNonce } from "./nonce";
import { STORAGE_FALLBACK } from "./render/storage-fallback";
import { resolvePersonal } from "./root-personal.server";
import { shellOf, stringsOf, useRootData, type RootData } from "./root-data";
import { publishedLanguageFile } from "./services/content/language-file.server";
import { getSiteContent } from "./services/content/site.server";

// The page's own rules are inline (InlineStylesheet), the rest linked once it runs: no request blocks the first paint.
export const links: LinksFunction = () => [{ rel: "icon", href: "/favicon.svg", type: "image/svg+xml" }];

/**
 * What every page needs: the language and where its strings are, the shell, the configuration the browser may
 * see, and who is asking (resolved once: the buyer, their cart's line count, a pending sign-in).
 */
export async function loader({ request, context }: LoaderFunctionArgs) {
  if (context.edgeError) throw json({ lang: context.edgeError.lang }, { status: context.edgeError.status });
  const url = new URL(request.url);
  const config = getConfig();
  // Configured route rules are real redirects, so they work without JavaScript too.
  const rule = routeRuleFor(config.ROUTE_RULES, url.pathname);
  if (rule) throw redirect(rule.to, rule.status);

  const lang = langFromPath(url.pathname);
  // The server resolved the visitor already when it looked for a shared template of this page; the
  // page's renderer needs them too, to keep a template for their audience.
  const [site, personal] = await Promise.all([getSiteContent(), context.personal ?? resolvePersonal(request, context)]);
  context.personal = personal;
  const language = publishedLanguageFile(site, lang);
  // This server renders the page with it; the browser loads the file.
  keepLanguageFile(language.href, language.file);
  const data: RootData = {
    lang,
    strings: language.href,
    config: publicConfig(config),
    publicUrl: config.publicUrl,
    ...personal.data,
  };
  return json(data, { headers: personal.headers });
}

/** A personal page (a buyer, a cart, a toast): its no-store wins over whatever the page would cache. */
export const headers: HeadersFunction = ({ loaderHeaders, errorHeaders }) => {
  const cacheControl = loaderHeaders.get("Cache-Control");
  const headers = new Headers(isPersonal(cacheControl) ? { "Cache-Control": cacheControl! } : {});
  // A refused method (readForm's 405) names the ones the page takes.
  const allow = errorHeaders?.get("Allow");
  if (allow) headers.set("Allow", allow);
  // A limit's refusal (429) says when to try again, and is never cached.
  const retryAfter = errorHeaders?.get("Retry-After");
  if (retryAfter) {
    headers.set("Retry-After", retryAfter);
    headers.set("Cache-Control", CACHE.noStore);
  }
  return headers;
};

export const shouldRevalidate: ShouldRevalidateFunction = (args) => shouldRevalidateRoot(args);

/** A navigation shows the new root data once its language's strings are here (the first page's: entry.client). */
export async function clientLoader({ serverLoader }: ClientLoaderFunctionArgs) {
  const data = await serverLoader<typeof loader>();
  await loadLanguageFile(data.strings);
  return data;
}

function errorStatus(error: unknown): number {
  return isRouteErrorResponse(error) ? error.status : 500;
}

/** An error page the edge asked for names the visitor's language; others speak their path's. */
function errorLang(error: unknown, pathname: string): Lang {
  const data: unknown = isRouteErrorResponse(error) ? error.data : null;
  const lang = typeof data === "object" && data !== null && "lang" in data ? data.lang : null;
  return isLang(lang) ? lang : langFromPath(pathname);
}

export const meta: MetaFunction<typeof loader> = ({ data, error, location }) => {
  const lang = data?.lang ?? errorLang(error, location.pathname);
  const strings = stringsOf(data, lang);
  const shell = data && shellOf(data);
  const siteName = shell?.siteName ?? "";
  if (error) {
    const title = translate(strings, errorTexts(errorStatus(error)).title);
    return [{ title: siteName ? `${title} | ${siteName}` : title }, { name: "robots", content: "noindex" }];
  }
  return [{ title: siteName }, { name: "description", content: shell?.siteDescription ?? "" }];
};

/** hreflang for both languages plus x-default, and an absolute canonical without the query. */
function AlternateLinks({ publicUrl, lang }: { publicUrl: string; lang: Lang }) {
  const alternates = useAlternates();
  const { pathname } = useLocation();
  if (!alternates) return <link rel="canonical" href={publicUrl + pathname} />;
  return (
    <>
      <link rel="canonical" href={publicUrl + alternates[lang]} />
      <link rel="alternate" hrefLang="en" href={publicUrl + alternates.en} />
      <link rel="alternate" hrefLang="es" href={publicUrl + alternates.es} />
      <link rel="alternate" hrefLang="x-default" href={publicUrl + alternates.en} />
    </>
  );
}

type DocumentProps = { lang: Lang; strings?: LanguageFileHref; config?: PublicConfig; publicUrl?: string; children: ReactNode };

export function Document({ lang, strings, config, publicUrl, children }: DocumentProps) {
  const nonce = useNonce();
  return (
    <html lang={lang}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <script nonce={nonce} suppressHydrationWarning dangerouslySetInnerHTML={{ __html: STORAGE_FALLBACK }} />
        <Meta />
        {publicUrl ? <AlternateLinks publicUrl={publicUrl} lang={lang} /> : null}
        <InlineStylesheet />
        {/* Fetched while the scripts load: the page hydrates once both are here (entry.client). */}
        {strings ? <link rel="preload" as="fetch" href={strings} crossOrigin="anonymous" data-strings="" /> : null}
        <Links />
        {config ? <ThirdPartyScripts config={config} nonce={nonce} /> : null}
      </head>
      <body className="min-h-screen bg-white text-neutral-900 antialiased">
        <TagManagerNoScript gtmId={config?.gtmId ?? null} />
        {children}
        {config ? <ClientBehaviours config={config} /> : null}
        <FullStylesheet href={stylesheet} />
        <ScrollRestoration nonce={nonce} />
        <Scripts nonce={nonce} />
      </body>
    </html>
  );
}

/** The document; the layout routes (app/routes/layout.*.tsx) put the shell around each page. */
export default function App() {
  const data = useLoaderData<typeof loader>();
  return (
    <Document lang={data.lang} strings={data.strings} config={data.config} publicUrl={data.publicUrl}>
      <Outlet />
    </Document>
  );
}

/** Errors keep the header and footer when the root data is there, so visitors can search or navigate away. */
export function ErrorBoundary() {
  const error = useRouteError();
  const data = useRootData();
  const { pathname } = useLocation();
  const lang = data?.lang ?? errorLang(error, pathname);
  const status = errorStatus(error);
  const strings = stringsOf(data, lang);
  const t: Translate = (key, vars) => translate(strings, key, vars);
  const view = <ErrorView status={status} path={pathname} lang={lang} t={t} />;
  return (
    <Document lang={lang} strings={data?.strings} config={data?.config} publicUrl={data?.publicUrl}>
      {data ? (
        <ErrorLayout shell={shellOf(data)}>{view}</ErrorLayout>
      ) : (
        <main id="main-content" className="flex min-h-screen items-center justify-center px-4">
          {view}
        </main>
      )}
    </Document>
  );
}
