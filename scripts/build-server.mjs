// Bundles server.ts into $BUILD_DIR/server.js; npm packages stay external and load from node_modules.
import { build } from "esbuild";

const buildDir = process.env.BUILD_DIR || "build";
await build({
  entryPoints: ["server.ts"],
  outfile: `${buildDir}/server.js`,
  bundle: true,
  platform: "node",
  format: "esm",
  target: "node20",
  packages: "external",
  alias: { "~": "./app" },
  logLevel: "warning",
});
