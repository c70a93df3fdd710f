// The layer rules of app/ (README: routes -> request -> services -> domain) and the package.json rules.
// Tests are exempt from the layer rules (they may reach into any layer) but not from no-circular.
const TEST = "\\.test\\.ts$";
const SERVER_ONLY = "\\.server\\.tsx?$";
const NPM = "^node_modules/";
// The route table (app/routes.ts) is plain data: paths by route id. Links are built from it everywhere.
const ROUTE_TABLE = "^app/routes\\.ts$";

/** A layer rule: modules under `from` must not import what `to` describes; test files are exempt. */
function layer(name, comment, from, to) {
  return { name, comment, severity: "error", from: { path: from, pathNot: TEST }, to };
}

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: "no-circular",
      comment: "An import cycle in app/ (type-only imports included): split the module both sides need.",
      severity: "error",
      from: { path: "^app/" },
      // app/shared-chunk.ts only groups modules for the browser build; the lazily loaded forms import it and it imports
      // the modules that load them (a dynamic import), which is no cycle at run time.
      to: { circular: true, viaOnly: { pathNot: "^app/shared-chunk\\.ts$" } },
    },
    // libphonenumber-js and i18n-iso-countries are pure data libraries (phone metadata, country codes and names): no
    // I/O, the same in the browser and on the server, so the address rules may use them; fast-xml-parser is a pure parser
    // (text in, objects out) for the PunchOut documents.
    layer(
      "domain-is-pure",
      "Domain rules are pure TypeScript: they import only other domain modules, zod and the pure libraries libphonenumber-js, i18n-iso-countries and fast-xml-parser.",
      "^app/domain/",
      {
        pathNot: [
          "^app/domain/",
          "^node_modules/zod/",
          "^node_modules/libphonenumber-js/",
          "^node_modules/i18n-iso-countries/",
          "^node_modules/fast-xml-parser/",
        ],
      },
    ),
    layer("components-stay-presentational", "Components take plain props: no routes, root, request or server-only modules.", "^app/components/", {
      path: ["^app/routes/", "^app/root\\.tsx$", "^app/request/", SERVER_ONLY],
    }),
    layer(
      "components-take-shapes-not-services",
      "Components may name the shapes services answer (type-only imports of non-server modules), never call a service.",
      "^app/components/",
      { path: "^app/services/", dependencyTypesNot: ["type-only"] },
    ),
    layer("services-take-plain-values", "Services do I/O for plain values: no components, routes, root, request or browser code.", "^app/services/", {
      path: ["^app/components/", "^app/routes/", "^app/root\\.tsx$", "^app/request/", "^app/client/"],
    }),
    layer("request-below-routes", "The request layer serves routes: it never imports views or route modules.", "^app/request/", {
      path: ["^app/components/", "^app/routes/", "^app/root\\.tsx$"],
    }),
    layer("client-is-browser-only", "Browser behaviour imports only client, domain and i18n modules, the route table (and npm packages).", "^app/client/", {
      pathNot: ["^app/client/", "^app/domain/", "^app/i18n/", ROUTE_TABLE, NPM],
    }),
    layer(
      "i18n-is-pure",
      "Languages and strings import only i18n and domain modules, the route table, the root data hook and the strings' own files (and npm packages).",
      "^app/i18n/",
      { pathNot: ["^app/i18n/", "^app/domain/", ROUTE_TABLE, "^app/root-data\\.ts$", "^content/strings/[^/]+\\.json$", NPM] },
    ),
    layer("http-is-express-side", "Express-side modules never import views, route modules or browser code.", "^app/http/", {
      path: ["^app/components/", "^app/routes/", "^app/client/"],
    }),
    layer(
      "routes-are-independent",
      "A route module never imports another route module: move what they share into a layer below.",
      "^app/routes/([^/]+?)\\.tsx?$",
      {
        path: "^app/routes/",
        // Its own server half (login.server.ts of login.tsx) is part of the route.
        pathNot: "^app/routes/$1(\\.server)?\\.tsx?$",
      },
    ),
    {
      name: "not-to-unresolvable",
      comment: "An import that does not resolve to a file or an installed package.",
      severity: "error",
      from: {},
      to: { couldNotResolve: true },
    },
    {
      name: "no-non-package-json",
      comment: "An npm package imported without being declared in package.json.",
      severity: "error",
      from: {},
      to: { dependencyTypes: ["npm-no-pkg", "npm-unknown"] },
    },
    {
      name: "not-to-dev-dep",
      comment: "Production code (app/ outside tests and testing/ helpers, server.ts) imports a devDependency; types alone are fine.",
      severity: "error",
      from: { path: ["^app/", "^server\\.ts$"], pathNot: [TEST, "(^|/)testing/", "\\.d\\.ts$"] },
      // `@remix-run/dev/server-build` is a virtual module: the Remix compiler replaces it with the app's own build.
      to: { dependencyTypes: ["npm-dev"], dependencyTypesNot: ["type-only"], pathNot: "^node_modules/@remix-run/dev/server-build\\.js$" },
    },
  ],
  options: {
    doNotFollow: { path: NPM },
    // node_modules may be a symlink (git worktrees share one install): keep its paths as node_modules/….
    preserveSymlinks: true,
    // Type-only imports are dependencies too: they count for cycles and the layer rules.
    tsPreCompilationDeps: true,
    // Resolves the `~/` alias (tsconfig paths) to app/.
    tsConfig: { fileName: "tsconfig.json" },
    enhancedResolveOptions: {
      exportsFields: ["exports"],
      conditionNames: ["import", "require", "node", "default", "types"],
      mainFields: ["module", "main", "types", "typings"],
    },
    skipAnalysisNotInRules: true,
  },
};
