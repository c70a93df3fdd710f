import type { LinksFunction, LoaderFunctionArgs } from "@remix-run/node";
import { json, Links, Meta, Outlet, Scripts, ScrollRestoration, useLoaderData, useRouteLoaderData } from "@remix-run/react";
import { publicConfig } from "./config.server";
import { langFromPath, type Lang } from "./i18n/lang";
import { getSiteContent, stringsFor } from "./services/content/site.server";
import { useNonce } from "./nonce";
import stylesheet from "./styles/tailwind.css";

export const links: LinksFunction = () => [{ rel: "stylesheet", href: stylesheet }];

export async function loader({ request }: LoaderFunctionArgs) {
  const lang = langFromPath(new URL(request.url).pathname);
  const site = await getSiteContent();
  return json({
    lang,
    strings: stringsFor(site, lang),
    config: publicConfig(),
  });
}

export type RootData = ReturnType<typeof useLoaderData<typeof loader>>;

export function useRootData(): RootData {
  return useRouteLoaderData<typeof loader>("root") as RootData;
}

export function Document({ lang, children }: { lang: Lang; children: React.ReactNode }) {
  const nonce = useNonce();
  return (
    <html lang={lang}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <Meta />
        <Links />
      </head>
      <body className="min-h-screen bg-white text-neutral-900 antialiased">
        {children}
        <ScrollRestoration nonce={nonce} />
        <Scripts nonce={nonce} />
      </body>
    </html>
  );
}

export default function App() {
  const { lang } = useLoaderData<typeof loader>();
  return (
    <Document lang={lang}>
      <Outlet />
    </Document>
  );
}
