/// <reference types="@remix-run/node" />
/// <reference types="@remix-run/dev" />
import "@remix-run/server-runtime";

declare module "@remix-run/server-runtime" {
  interface AppLoadContext {
    cspNonce: string;
    clientIp: string;
    /** Forgets the pages the server keeps for anonymous visitors (after content changed). */
    purgePages: () => void;
    /** Set when the Express edge refused the request (app/http/edge-error.server.ts): only its error page is rendered. */
    edgeError?: { status: number; lang: import("./i18n/lang").Lang };
    /** The visitor, resolved by the server before Remix (a page's GET), for the root loader to reuse. */
    personal?: import("./root-personal.server").Personal;
    /** Where to keep this page's template for the visitor's audience, when its route shares one (app/render/page-templates.server.ts). */
    template?: import("./render/page-templates.server").TemplateTarget;
  }
}
