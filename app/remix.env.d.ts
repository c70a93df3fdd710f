/// <reference types="@remix-run/node" />
/// <reference types="@remix-run/dev" />
import "@remix-run/server-runtime";

declare module "@remix-run/server-runtime" {
  interface AppLoadContext {
    cspNonce: string;
    clientIp: string;
    /** Forgets the pages the server keeps for anonymous visitors (after content changed). */
    purgePages: () => void;
  }
}
