/**
 * Lighthouse audits of the built server's pages: home, a category, a product, the cart (of a visitor with one line,
 * so it is not empty) and the login page, in both languages. Lighthouse's default (mobile) configuration with its
 * simulated throttling, driving Debian's chromium; the browser's own background fetches are switched off so the run
 * downloads nothing but the shop's pages.
 */
import { Agent } from "node:http";
import { launch } from "chrome-launcher";
import lighthouse, { type Flags } from "lighthouse";
import { href } from "~/i18n/href";
import type { Lang } from "~/i18n/lang";
import { AnonymousCart, partNumbers } from "./carts";
import { firstDocuments } from "./pages";
import { printColumns } from "./table";

const CHROMIUM = "/usr/bin/chromium";
const CHROMIUM_FLAGS = [
  "--headless=new",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--no-first-run",
];
const CATEGORIES = ["performance", "accessibility", "best-practices", "seo"] as const;
/** The Core Web Vitals (and first paint) as Lighthouse names its audits. */
const METRICS = {
  lcpMs: "largest-contentful-paint",
  cls: "cumulative-layout-shift",
  tbtMs: "total-blocking-time",
  fcpMs: "first-contentful-paint",
} as const;

type Scores = Record<(typeof CATEGORIES)[number], number | null>;
type Metrics = Record<keyof typeof METRICS, number | null>;
export type LighthouseRow = { page: string; lang: Lang; path: string; scores: Scores; metrics: Metrics };

/** A visitor's cart cookie with one line in it. */
async function oneLineCartCookie(baseUrl: string): Promise<string> {
  const cart = new AnonymousCart(baseUrl);
  const agent = new Agent({ keepAlive: false });
  const answer = await cart.add(agent, partNumbers(1)[0]!);
  if (!cart.cookie) throw new Error(`Adding to a cart failed: ${answer.ok ? answer.status : answer.message}`);
  return cart.cookie;
}

function pagesToAudit(): { page: string; lang: Lang; path: string }[] {
  const { category, product } = firstDocuments();
  return (["en", "es"] as Lang[]).flatMap((lang) => [
    { page: "home", lang, path: href("home", {}, lang) },
    { page: "category", lang, path: href("category", { slug: category.slug[lang] }, lang) },
    { page: "product", lang, path: href("product", { slug: product.slug[lang] }, lang) },
    { page: "cart", lang, path: href("cart", {}, lang) },
    { page: "login", lang, path: href("login", {}, lang) },
  ]);
}

const score = (value: number | null) => (value === null ? "-" : value.toFixed(2));
const ms = (value: number | null) => (value === null ? "-" : value.toFixed(0));

function printTable(rows: LighthouseRow[]): void {
  const header = ["page", "lang", "perf", "a11y", "best-pr", "seo", "LCP ms", "CLS", "TBT ms", "FCP ms"];
  const lines = rows.map((r) => [
    r.page,
    r.lang,
    score(r.scores.performance),
    score(r.scores.accessibility),
    score(r.scores["best-practices"]),
    score(r.scores.seo),
    ms(r.metrics.lcpMs),
    r.metrics.cls === null ? "-" : r.metrics.cls.toFixed(3),
    ms(r.metrics.tbtMs),
    ms(r.metrics.fcpMs),
  ]);
  printColumns(header, lines, (i) => i < 2);
}

/** A trace that failed to record now and then (NO_NAVSTART) is one of Lighthouse's known flukes: up to two more tries. */
async function audit(url: string, flags: Flags, attempts = 3) {
  for (let attempt = 1; ; attempt++) {
    const result = await lighthouse(url, flags);
    if (!result) throw new Error(`Lighthouse gave no result for ${url}`);
    const { runtimeError } = result.lhr;
    if (!runtimeError) return result.lhr;
    if (attempt >= attempts) throw new Error(`Lighthouse on ${url}: ${runtimeError.code} ${runtimeError.message}`);
    console.log(`Lighthouse on ${url}: ${runtimeError.code}, trying again`);
  }
}

export async function benchLighthouse(baseUrl: string): Promise<LighthouseRow[]> {
  const cartCookie = await oneLineCartCookie(baseUrl);
  const chrome = await launch({ chromePath: CHROMIUM, chromeFlags: CHROMIUM_FLAGS, logLevel: "error" });
  const rows: LighthouseRow[] = [];
  try {
    console.log(`\nLighthouse (mobile, simulated throttling) on ${baseUrl} with ${CHROMIUM}\n`);
    for (const { page, lang, path } of pagesToAudit()) {
      const flags: Flags = {
        port: chrome.port,
        logLevel: "error",
        onlyCategories: [...CATEGORIES],
        ...(page === "cart" ? { extraHeaders: { Cookie: cartCookie } } : {}),
      };
      const { categories, audits } = await audit(baseUrl + path, flags);
      const scores = Object.fromEntries(CATEGORIES.map((c) => [c, categories[c]?.score ?? null])) as Scores;
      const metrics = Object.fromEntries(Object.entries(METRICS).map(([key, audit]) => [key, audits[audit]?.numericValue ?? null])) as Metrics;
      rows.push({ page, lang, path, scores, metrics });
    }
  } finally {
    chrome.kill();
  }
  printTable(rows);
  return rows;
}
