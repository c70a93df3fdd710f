import { fileURLToPath } from "node:url";
import { configDefaults, defineConfig } from "vitest/config";

const HTTP = "tests/http/**";
const HTTP_TESTS = "tests/http/**/*.test.ts";
/**
 * Files that set process-wide state before importing the app (DATA_DIR, read once by the configuration
 * and the database singletons; vi.mock): each needs a module graph of its own.
 */
const NEEDS_OWN_MODULES = [
  "app/request/sign-in.server.test.ts",
  "app/request/viewer.server.test.ts",
  "app/routes/cart.test.ts",
  "app/routes/catalog-routes.test.ts",
  "app/services/content/catalog.test.ts",
  "app/services/lifecycle.server.test.ts",
  "app/services/db/index.server.test.ts",
  "app/routes/account.addresses.test.ts",
];

export default defineConfig({
  resolve: { alias: { "~": fileURLToPath(new URL("./app", import.meta.url)) } },
  test: {
    environment: "node",
    testTimeout: 30_000,
    hookTimeout: 60_000,
    pool: "forks",
    // Worker threads for the unit project only; one thread runs many files without a fresh module graph each.
    poolOptions: { threads: { isolate: false } },
    // `npm run test:unit` runs the first two, `npm run test:http` the last.
    projects: [
      {
        extends: true,
        test: {
          name: "unit",
          include: ["app/**/*.test.ts", "scripts/**/*.test.ts", "content/**/*.test.ts", "tests/**/*.test.ts"],
          exclude: [...configDefaults.exclude, HTTP, ...NEEDS_OWN_MODULES],
          // One module graph and one warm PGlite per worker instead of per file: most of this stage's time.
          pool: "threads",
        },
      },
      { extends: true, test: { name: "unit-isolated", include: NEEDS_OWN_MODULES } },
      {
        extends: true,
        test: {
          name: "http",
          include: [HTTP_TESTS],
          // One server fills a data directory (migrations, seed, catalogue) that every other server boots from a copy of.
          globalSetup: ["tests/http/support/template-data-dir.ts"],
          setupFiles: ["tests/http/support/use-template-data-dir.ts"],
          env: {
            // Servers started by the tests inherit these: parallel test files must not see 503s from load shedding.
            RENDER_QUEUE_LIMIT: "1000",
            RENDER_QUEUE_TIMEOUT_MS: "60000",
            // Each server's boot (how it started, ms until ready), summed up at the end of the run.
            HTTP_BOOT_LOG: fileURLToPath(new URL("./test-timings/http-boots.jsonl", import.meta.url)),
          },
        },
      },
    ],
  },
});
