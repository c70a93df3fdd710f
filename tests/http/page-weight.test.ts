import { readFileSync } from "node:fs";
import { get } from "node:http";
import path from "node:path";
import { afterAll, beforeAll, expect, it } from "vitest";
import { href } from "~/i18n/href";
import { COMPILE_HINT } from "../../scripts/compile-hints";
import { CATEGORY_HTML_MAX_SENT_BYTES } from "../../scripts/js-budget/budget";
import { ROOT, startBuiltServer, type BuiltServer } from "./support/built-server";

// The category page's HTML is judged by what a browser is sent (issue 20), not by its size unpacked.
let server: BuiltServer;
beforeAll(async () => {
  server = await startBuiltServer();
}, 120_000);
afterAll(async () => {
  await server?.stop();
});

type Category = { _type: string; slug: { en: string; es: string } };
const firstCategory = readFileSync(path.join(ROOT, "content/dataset.ndjson"), "utf8")
  .split("\n")
  .filter(Boolean)
  .map((line) => JSON.parse(line) as Category)
  .find((doc) => doc._type === "category")!;

/** The bytes a GET is answered with as a browser asks (fetch would decode them). */
function sentAsToABrowser(pathname: string) {
  return new Promise<{ status: number; encoding?: string; bytes: number }>((resolve, reject) => {
    get(`${server.url}${pathname}`, { headers: { "accept-encoding": "gzip, deflate, br, zstd" } }, (res) => {
      let bytes = 0;
      res.on("data", (chunk: Buffer) => (bytes += chunk.byteLength));
      res.on("end", () => resolve({ status: res.statusCode ?? 0, encoding: res.headers["content-encoding"], bytes }));
    }).on("error", reject);
  });
}

it.each(["en", "es"] as const)("sends the first category's page (%s) in at most 20 KB of Brotli", async (lang) => {
  const pathname = href("category", { slug: firstCategory.slug[lang] }, lang);
  // The first answer is rendered, the second comes from the page cache: both count.
  for (const answer of [await sentAsToABrowser(pathname), await sentAsToABrowser(pathname)]) {
    expect({ pathname, status: answer.status, encoding: answer.encoding }).toEqual({ pathname, status: 200, encoding: "br" });
    expect(answer.bytes, pathname).toBeLessThanOrEqual(CATEGORY_HTML_MAX_SENT_BYTES);
  }
});

it("sends the scripts every page runs at load with V8's compile hint on their first line", async () => {
  const html = await (await fetch(`${server.url}/`)).text();
  const manifest = /window\.__remixManifest = (\{[\s\S]*?\});\s*window\.__remixRouteModules/.exec(html);
  expect(manifest, "the page's inline manifest").not.toBeNull();
  const { entry } = JSON.parse(manifest![1]!) as { entry: { module: string; imports: string[] } };
  const scripts = [entry.module, ...entry.imports];
  for (const script of scripts) {
    const source = await (await fetch(`${server.url}${script}`)).text();
    expect(source.startsWith(COMPILE_HINT), script).toBe(true);
  }
});
