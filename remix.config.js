import { tsImport } from "tsx/esm/api";

// BUILD_DIR lets several builds live side by side (tests, parallel work); the server reads the same variable.
const buildDir = process.env.BUILD_DIR || "build";

/** @type {import('@remix-run/dev').AppConfig} */
export default {
  ignoredRouteFiles: ["**/*"],
  serverModuleFormat: "esm",
  serverBuildPath: `${buildDir}/index.js`,
  assetsBuildDirectory: `${buildDir}/client`,
  publicPath: "/build/",
  tailwind: true,
  future: { v3_fetcherPersist: true, v3_relativeSplatPath: true, v3_throwAbortReason: true, v3_lazyRouteDiscovery: true },
  // One typed table (app/routes.ts) gives every route its English and Spanish path.
  async routes(defineRoutes) {
    const { defineLocalizedRoutes } = await tsImport("./app/routes.ts", import.meta.url);
    return defineRoutes(defineLocalizedRoutes);
  },
};
