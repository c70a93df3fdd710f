import type { RouteRuleLike } from "./route-rules";

/** The only settings the browser may see (made by `publicConfig` in config.server.ts). */
export type PublicConfig = {
  gtmId: string | null;
  captchaSiteKey: string | null;
  chat: { propertyId: string | null; widgetId: string | null } | null;
  googleSignIn: boolean;
  buildPollSeconds: number;
  routeRules: (RouteRuleLike & { status: 301 | 302 | 307 | 308 })[];
  sanityImages: { projectId: string; dataset: string } | null;
};
