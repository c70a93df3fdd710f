import { describe, expect, it } from "vitest";
import { JS_BUDGET, measurePages, overBudget } from "./budget";
import { initialFiles, parseBrowserManifest, staticImportsOf, type BrowserManifest } from "./initial-js";

const manifest: BrowserManifest = {
  entry: { module: "/build/entry.js", imports: ["/build/_shared/react.js"] },
  routes: {
    root: { id: "root", module: "/build/root.js", imports: ["/build/_shared/react.js", "/build/_shared/ui.js"] },
    "layout.shop": { id: "layout.shop", parentId: "root", module: "/build/layout.js" },
    "home.en": { id: "home.en", parentId: "layout.shop", module: "/build/home.js", imports: ["/build/_shared/ui.js"] },
    "login.en": { id: "login.en", parentId: "layout.shop", module: "/build/login.js", imports: ["/build/_shared/forms.js"] },
  },
};
// forms.js imports zod.js statically (the manifest does not say so) and loads phone.js only when asked.
const imports = staticImportsOf(
  {
    outputs: {
      "out/client/_shared/forms.js": {
        imports: [
          { path: "out/client/_shared/zod.js", kind: "import-statement" },
          { path: "out/client/_shared/phone.js", kind: "dynamic-import" },
        ],
      },
      "out/client/styles.css": { imports: [] },
    },
  },
  "out/client",
  "/build/",
);

describe("initialFiles", () => {
  it("is the entry, the route chain and their static imports, transitively, once each", () => {
    expect(initialFiles(manifest, imports, "login.en")).toEqual([
      "/build/entry.js",
      "/build/_shared/react.js",
      "/build/root.js",
      "/build/_shared/ui.js",
      "/build/layout.js",
      "/build/login.js",
      "/build/_shared/forms.js",
      "/build/_shared/zod.js",
    ]);
  });

  it("refuses a route the build does not have", () => {
    expect(() => initialFiles(manifest, imports, "nope.en")).toThrow(/nope\.en/);
  });
});

describe("the budget", () => {
  const sizes: Record<string, number> = { "/build/_shared/react.js": 60_000, "/build/_shared/zod.js": 30_000 };
  const pages = measurePages(manifest, imports, ["home.en", "login.en"], (url) => ({ gzip: sizes[url] ?? 1_000, sent: (sizes[url] ?? 1_000) / 2 }));

  it("sums each page's files", () => {
    expect(pages).toEqual([
      { routeId: "home.en", files: 6, gzipBytes: 65_000, sentBytes: 32_500 },
      { routeId: "login.en", files: 8, gzipBytes: 96_000, sentBytes: 48_000 },
    ]);
  });

  it("fails a page over the size sent, over the gzipped size and over the file count", () => {
    expect(overBudget(pages, { maxSentBytes: 48_000, maxGzipBytes: 96_000, maxFiles: 8 })).toEqual([]);
    expect(overBudget(pages, { maxSentBytes: 40 * 1024, maxGzipBytes: 80 * 1024, maxFiles: 7 })).toEqual([
      "login.en: 46.9 KB sent (Brotli), over the 40.0 KB budget",
      "login.en: 93.8 KB gzipped, over the 80.0 KB budget",
      "login.en: 8 files, over the 7-file budget",
    ]);
  });

  it("holds every page at 100 KB sent with Brotli, whatever its gzipped size", () => {
    const atLimit = { routeId: "cart.en", files: 9, gzipBytes: 115 * 1024, sentBytes: 100 * 1024 };
    expect(overBudget([atLimit], JS_BUDGET)).toEqual([]);
    expect(overBudget([{ ...atLimit, sentBytes: atLimit.sentBytes + 1 }], JS_BUDGET)).toEqual(["cart.en: 100.0 KB sent (Brotli), over the 100.0 KB budget"]);
  });
});

it("reads the manifest Remix writes for the browser", () => {
  const source = `window.__remixManifest=${JSON.stringify(manifest)};`;
  expect(parseBrowserManifest(source)).toEqual(manifest);
});
