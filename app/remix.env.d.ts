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
    /** Set by entry.server's handleError when the database could not be reached: the edge answers 503, not Remix's 500. */
    databaseUnavailable?: boolean;
    /** The visitor, once resolved: by the server before Remix (for a page with templates) or by the root loader. */
    personal?: import("./root-personal.server").Personal;
    /** Templates of pages shared per audience (app/render/page-templates.server.ts); none when the page cache is off. */
    templates?: import("./render/page-templates.server").PageTemplates;
  }
}
