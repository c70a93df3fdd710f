/**
 * Pages under load: home, a category, a product and a search page in both languages, and a static HTML file of the
 * product page's size served by the same server. The static file is measured before and after the pages, and the ratio
 * uses their mean, so a machine whose load drifts during the run skews the ratio less. Each page is measured twice:
 * as a first-time visitor without cookies gets it (from the server's page cache once stored, see PAGE_CACHE_MB) and
 * "rendered", with a cookie that makes the server render every request, as a signed-in buyer or a visitor with a
 * cart pays. Next to them, a signed-in buyer of each price list (scripts/bench/buyers.ts), signed in through the code
 * the server mails to its outbox. Every row is printed with its ratio to the static file.
 */
import { randomBytes } from "node:crypto";
import { readFileSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { href } from "~/i18n/href";
import type { Lang } from "~/i18n/lang";
import type { CategoryDoc, ProductDoc } from "~/services/content/types";
import { ROOT, type BuiltServer } from "../../tests/http/support/built-server";
import { signedIn } from "../../tests/http/support/sign-in";
import { buyerOfEachPriceList } from "./buyers";
import { measure, printTable, rowJson, warnAboutBadRows, type Row } from "./load";

/** A cookie the shop does not know: the page stays anonymous, but the page cache must not answer it. */
const RENDER_EVERY_TIME = { Cookie: "bench=rendered" };

/** What the search page is asked: a broad word that every catalogue size has, with facets over its matches. */
const SEARCHED: Record<Lang, string> = { en: "push button", es: "pulsador" };

/** The first category and product of the embedded dataset. */
export function firstDocuments(): { category: CategoryDoc; product: ProductDoc } {
  const docs = readFileSync(path.join(ROOT, "content/dataset.ndjson"), "utf8")
    .split("\n")
    .filter(Boolean)
    .map((line) => JSON.parse(line) as { _type: string });
  const category = docs.find((d): d is CategoryDoc => d._type === "category");
  const product = docs.find((d): d is ProductDoc => d._type === "product");
  if (!category || !product) throw new Error("content/dataset.ndjson has no category or no product");
  return { category, product };
}

/** Static HTML of exactly `bytes` bytes. */
function staticHtml(bytes: number): string {
  const shell = '<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><title>bench</title></head><body><p></p></body></html>';
  return shell.replace("<p></p>", `<p>${"x".repeat(Math.max(0, bytes - shell.length))}</p>`);
}

/** The Cookie header of a session per price list, once its sign-in toast was shown (it would make every page the buyer's alone). */
async function buyerSessions(server: BuiltServer): Promise<{ priceList: string; cookie: string }[]> {
  const sessions = [];
  for (const { priceList, email } of await buyerOfEachPriceList()) {
    const browser = await signedIn(server, email);
    await (await browser.get("/cart")).arrayBuffer();
    sessions.push({ priceList, cookie: browser.cookieHeader() });
  }
  return sessions;
}

export async function benchPages(server: BuiltServer) {
  const baseUrl = server.url;
  const { category, product } = firstDocuments();
  const buyers = await buyerSessions(server);
  const staticName = `__bench-${randomBytes(4).toString("hex")}.html`;
  // Under a folder of public/: the server serves files only under the entries public/ had when it started.
  const staticFile = path.join(ROOT, "public", "images", staticName);
  const cleanUp = () => rmSync(staticFile, { force: true });
  process.once("SIGINT", cleanUp);
  try {
    const pages: { target: string; path: string }[] = [];
    for (const lang of ["en", "es"] as Lang[]) {
      pages.push(
        { target: `home ${lang}`, path: href("home", {}, lang) },
        { target: `category ${lang}`, path: href("category", { slug: category.slug[lang] }, lang) },
        { target: `product ${lang}`, path: href("product", { slug: product.slug[lang] }, lang) },
        { target: `search ${lang}`, path: `${href("search", {}, lang)}?q=${encodeURIComponent(SEARCHED[lang])}` },
      );
    }
    const productPath = pages.find((p) => p.target === "product en")!.path;
    const productBytes = (await (await fetch(baseUrl + productPath)).arrayBuffer()).byteLength;
    writeFileSync(staticFile, staticHtml(productBytes));

    const rows: Row[] = [await measure(baseUrl, "static html", `/images/${staticName}`)];
    for (const page of pages) {
      rows.push(await measure(baseUrl, page.target, page.path));
      rows.push(await measure(baseUrl, `${page.target} rendered`, page.path, { headers: RENDER_EVERY_TIME }));
      for (const { priceList, cookie } of buyers) {
        rows.push(await measure(baseUrl, `${page.target} ${priceList}`, page.path, { headers: { Cookie: cookie } }));
      }
    }
    rows.push(await measure(baseUrl, "static html", `/images/${staticName}`));

    const staticRuns = rows.filter((r) => r.target === "static html").map((r) => r.result.requests.average);
    const staticRps = staticRuns.reduce((a, b) => a + b, 0) / staticRuns.length;
    printTable(rows, staticRps);
    console.log(`\nstatic html: ${staticRuns.map((r) => r.toFixed(0)).join(" before, ")} after; mean ${staticRps.toFixed(0)} req/s`);
    const ratios = Object.fromEntries(rows.filter((r) => r.target !== "static html").map((r) => [r.target, r.result.requests.average / staticRps]));
    warnAboutBadRows(rows);
    return { staticRps, ratios, results: rows.map(rowJson) };
  } finally {
    cleanUp();
  }
}
