import { tsImport } from "tsx/esm/api";

/** @type {import('@remix-run/dev').AppConfig} */
export default {
  ignoredRouteFiles: ["**/*"],
  serverModuleFormat: "esm",
  future: { v3_fetcherPersist: true, v3_relativeSplatPath: true, v3_throwAbortReason: true, v3_lazyRouteDiscovery: true },
  tailwind: true,
  // One typed table (app/routes.ts) gives every route its English and Spanish path.
  async routes(defineRoutes) {
    const { defineLocalizedRoutes } = await tsImport("./app/routes.ts", import.meta.url);
    return defineRoutes(defineLocalizedRoutes);
  },
};
