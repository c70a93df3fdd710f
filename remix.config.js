import { tsImport } from "tsx/esm/api";

// BUILD_DIR lets several builds live side by side (tests, parallel work); the server reads the same variable.
const buildDir = process.env.BUILD_DIR || "build";

/** @type {import('@remix-run/dev').AppConfig} */
export default {
  ignoredRouteFiles: ["**/*"],
  serverModuleFormat: "esm",
  // The country list imports only the core of i18n-iso-countries with its English and Spanish JSON locales: bundled,
  // because Node's ESM loader would refuse an external JSON import (and the package's own entry loads every locale).
  serverDependenciesToBundle: [/^i18n-iso-countries(\/.*)?$/, /^diacritics$/],
  serverBuildPath: `${buildDir}/index.js`,
  assetsBuildDirectory: `${buildDir}/client`,
  publicPath: "/build/",
  tailwind: true,
  future: { v3_fetcherPersist: true, v3_relativeSplatPath: true, v3_throwAbortReason: true, v3_lazyRouteDiscovery: true },
  // One typed table (app/routes.ts) gives every route its place in the tree and its English and Spanish path.
  // Test-only routes exist only in a build made with TEST_ROUTES=true (the one the browser tests run).
  async routes(defineRoutes) {
    const { defineRouteTree } = await tsImport("./app/routes.ts", import.meta.url);
    return defineRoutes((route) => defineRouteTree(route, { withTestRoutes: process.env.TEST_ROUTES === "true" }));
  },
};
