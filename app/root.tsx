import type { HeadersFunction, LinksFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
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
  useMatches,
  useRouteError,
  useRouteLoaderData,
  type ShouldRevalidateFunction,
} from "@remix-run/react";
import type { ReactNode } from "react";
import shellStrings from "../content/strings/shell.json";
import { ClientBehaviours } from "./client/ClientBehaviours";
import { AuthOverlays } from "./components/auth/AuthOverlays";
import { leanUser } from "./components/auth/lean-user";
import { LOGIN_PARAM } from "./components/auth/login-urls";
import { pendingSummary } from "./components/auth/pending-login.server";
import { shouldRevalidateRoot } from "./client/root-revalidation";
import { routeRuleFor } from "./client/route-rules";
import { TagManagerNoScript, ThirdPartyScripts } from "./client/ThirdPartyScripts";
import { DefaultLayout } from "./components/layout/DefaultLayout";
import { ErrorLayout } from "./components/layout/ErrorLayout";
import { ErrorView } from "./components/layout/ErrorView";
import { TestLayout } from "./components/layout/TestLayout";
import { useAlternates } from "./components/layout/useAlternates";
import { getConfig, publicConfig, type PublicConfig } from "./config.server";
import { langFromPath, type Lang } from "./i18n/lang";
import { translate, type Strings, type Translate } from "./i18n/translate";
import { useNonce } from "./nonce";
import { getAuth, guardRequest } from "./services/auth/index.server";
import { getSiteContent, stringsFor } from "./services/content/site.server";
import { shellFor } from "./services/content/shell.server";
import { cartLineCount } from "./services/cart/cart.server";
import { readToast } from "./services/flash.server";
import stylesheet from "./styles/tailwind.css";

export const links: LinksFunction = () => [
  { rel: "stylesheet", href: stylesheet },
  { rel: "icon", href: "/favicon.svg", type: "image/svg+xml" },
];

export async function loader({ request }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  const config = getConfig();
  // Configured route rules are real redirects, so they work without JavaScript too.
  const rule = routeRuleFor(config.ROUTE_RULES, url.pathname);
  if (rule) throw redirect(rule.to, rule.status);

  const guard = await guardRequest(request);
  if (guard) throw guard;

  const lang = langFromPath(url.pathname);
  const [site, flash, auth, cartCount] = await Promise.all([getSiteContent(), readToast(request), getAuth(request), cartLineCount(request)]);
  // The code step of the login modal shows the e-mail waiting for its code.
  const pendingLogin = url.searchParams.get(LOGIN_PARAM) === "code" ? await pendingSummary(request) : null;
  const headers = new Headers(flash.headers ?? undefined);
  if (auth.setCookie) headers.append("Set-Cookie", auth.setCookie);
  // A signed-in buyer's page (their name, their prices) is never shared.
  if (auth.user || pendingLogin) headers.set("Cache-Control", "private, no-store");
  // The header shows the visitor's own cart count.
  if (cartCount !== null) headers.set("Cache-Control", "private, no-store");
  return json(
    {
      lang,
      strings: stringsFor(site, lang),
      config: publicConfig(config),
      publicUrl: config.publicUrl,
      shell: shellFor(site, lang),
      toast: flash.toast,
      user: leanUser(auth.user),
      pendingLogin,
      cartCount,
    },
    { headers },
  );
}

/** A page showing a toast or a signed-in buyer is personal: its no-store wins over whatever the page would cache. */
export const headers: HeadersFunction = ({ loaderHeaders }) => {
  const cacheControl = loaderHeaders.get("Cache-Control");
  return cacheControl ? { "Cache-Control": cacheControl } : new Headers();
};

export const shouldRevalidate: ShouldRevalidateFunction = (args) => shouldRevalidateRoot(args);

export type RootData = ReturnType<typeof useLoaderData<typeof loader>>;

export function useRootData(): RootData {
  return useRouteLoaderData<typeof loader>("root") as RootData;
}

/** Shell strings bundled with the app, for an error page when the root loader itself failed. */
function fallbackStrings(lang: Lang): Strings {
  return Object.fromEntries(Object.entries(shellStrings).map(([key, value]) => [key, value[lang]]));
}

function errorStatus(error: unknown): number {
  return isRouteErrorResponse(error) ? error.status : 500;
}

export const meta: MetaFunction<typeof loader> = ({ data, error, location }) => {
  const lang = data?.lang ?? langFromPath(location.pathname);
  const strings = data?.strings ?? fallbackStrings(lang);
  const siteName = data?.shell.siteName ?? "";
  if (error) {
    const title = translate(strings, errorStatus(error) === 404 ? "shellNotFoundTitle" : "shellServerErrorTitle");
    return [{ title: siteName ? `${title} | ${siteName}` : title }, { name: "robots", content: "noindex" }];
  }
  return [{ title: siteName }, { name: "description", content: data?.shell.siteDescription ?? "" }];
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

type DocumentProps = { lang: Lang; config?: PublicConfig; publicUrl?: string; children: ReactNode };

export function Document({ lang, config, publicUrl, children }: DocumentProps) {
  const nonce = useNonce();
  return (
    <html lang={lang}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <Meta />
        {publicUrl ? <AlternateLinks publicUrl={publicUrl} lang={lang} /> : null}
        <Links />
        {config ? <ThirdPartyScripts config={config} nonce={nonce} /> : null}
      </head>
      <body className="min-h-screen bg-white text-neutral-900 antialiased">
        <TagManagerNoScript gtmId={config?.gtmId ?? null} />
        {children}
        {config ? <ClientBehaviours config={config} /> : null}
        <ScrollRestoration nonce={nonce} />
        <Scripts nonce={nonce} />
      </body>
    </html>
  );
}

/** Route modules choose a layout with `export const handle = { layout: "test" }`; the default is the shop shell. */
function useLayoutName(): string | undefined {
  const handle = useMatches().at(-1)?.handle as { layout?: string } | undefined;
  return handle?.layout;
}

export default function App() {
  const data = useLoaderData<typeof loader>();
  const layout = useLayoutName();
  return (
    <Document lang={data.lang} config={data.config} publicUrl={data.publicUrl}>
      {layout === "test" ? (
        <TestLayout toast={data.toast}>
          <Outlet />
        </TestLayout>
      ) : (
        <>
          <DefaultLayout shell={data.shell} toast={data.toast}>
            <Outlet />
          </DefaultLayout>
          <AuthOverlays user={data.user} pending={data.pendingLogin} />
        </>
      )}
    </Document>
  );
}

export function ErrorBoundary() {
  const error = useRouteError();
  const data = useRouteLoaderData<typeof loader>("root");
  const { pathname } = useLocation();
  const lang = data?.lang ?? langFromPath(pathname);
  const status = errorStatus(error);
  const strings = data?.strings ?? fallbackStrings(lang);
  const t: Translate = (key, vars) => translate(strings, key, vars);
  const view = <ErrorView status={status} path={pathname} lang={lang} t={t} />;
  return (
    <Document lang={lang} config={data?.config} publicUrl={data?.publicUrl}>
      {data ? (
        <ErrorLayout shell={data.shell}>{view}</ErrorLayout>
      ) : (
        <main id="main-content" className="flex min-h-screen items-center justify-center px-4">
          {view}
        </main>
      )}
    </Document>
  );
}
