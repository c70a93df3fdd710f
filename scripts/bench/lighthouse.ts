/**
 * Lighthouse audits of the built server's pages: home, a category, a product, the cart (of a visitor with one line,
 * so it is not empty) and the login page, in both languages, each three times (in three rounds over the pages), with
 * the median of each score and metric. Goal (issue 20): performance at least 0.98, as the median, on home, category
 * and product in both languages. Lighthouse's default (mobile) configuration with its simulated throttling, driving
 * Debian's chromium; the browser's own background fetches are switched off so the run downloads nothing but the
 * shop's pages. Each round also audits an empty page (the floor row), which shows what the machine itself allows, and
 * a Remix page with one heading (the framework row, ./framework-floor.ts), which shows what the shop's stack allows.
 */
import { Agent, createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { launch } from "chrome-launcher";
import lighthouse, { type Flags } from "lighthouse";
import { href } from "~/i18n/href";
import type { Lang } from "~/i18n/lang";
import { AnonymousCart, partNumbers } from "./carts";
import { medianOf } from "./median";
import { serveFrameworkFloor } from "./framework-floor";
import { firstDocuments } from "./pages";
import { printColumns } from "./table";

export const CHROMIUM = "/usr/bin/chromium";
export const CHROMIUM_FLAGS = [
  "--headless=new",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--no-first-run",
];
const CATEGORIES = ["performance", "accessibility", "best-practices", "seo"] as const;
const RUNS = 3;
/** The pages held to the performance goal, and the goal: their median performance score. */
export const GOAL_PAGES: readonly string[] = ["home", "category", "product"];
const GOAL_PERFORMANCE = 0.98;
/** The Core Web Vitals (and first paint) as Lighthouse names its audits. */
const METRICS = {
  lcpMs: "largest-contentful-paint",
  cls: "cumulative-layout-shift",
  tbtMs: "total-blocking-time",
  fcpMs: "first-contentful-paint",
} as const;

type Scores = Record<(typeof CATEGORIES)[number], number | null>;
type Metrics = Record<keyof typeof METRICS, number | null>;
/**
 * A page's medians over its runs, each run's performance score, and whether the median meets the goal (null for a
 * page the goal does not cover).
 */
export type LighthouseRow = {
  page: string;
  lang: Lang;
  path: string;
  scores: Scores;
  metrics: Metrics;
  performanceRuns: (number | null)[];
  meetsGoal: boolean | null;
};

/** A visitor's cart cookie with one line in it. */
async function oneLineCartCookie(baseUrl: string): Promise<string> {
  const cart = new AnonymousCart(baseUrl);
  const agent = new Agent({ keepAlive: false });
  const answer = await cart.add(agent, partNumbers(1)[0]!);
  if (!cart.cookie) throw new Error(`Adding to a cart failed: ${answer.ok ? answer.status : answer.message}`);
  return cart.cookie;
}

/**
 * The machine's floor: a page with one heading, no style and no script. Lighthouse's simulated throttling scales the
 * browser's own wall-clock task times by 4, so on a loaded or slow machine even this page loses points; the goal
 * pages' scores are read against it.
 */
const FLOOR_PAGE = `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Floor</title><meta name="description" content="An empty page"></head><body><h1>An empty page</h1></body></html>`;

async function serveFloorPage(): Promise<{ url: string; close: () => void }> {
  const server = createServer((_request, response) => {
    response.writeHead(200, { "Content-Type": "text/html; charset=utf-8" });
    response.end(FLOOR_PAGE);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return { url: `http://127.0.0.1:${port}/`, close: () => server.close() };
}

export function pagesToAudit(): { page: string; lang: Lang; path: string }[] {
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
  const header = ["page", "lang", "perf runs", "perf", "goal", "a11y", "best-pr", "seo", "LCP ms", "CLS", "TBT ms", "FCP ms"];
  const lines = rows.map((r) => [
    r.page,
    r.lang,
    r.performanceRuns.map(score).join(" "),
    score(r.scores.performance),
    r.meetsGoal === null ? "" : r.meetsGoal ? "met" : "MISSED",
    score(r.scores.accessibility),
    score(r.scores["best-practices"]),
    score(r.scores.seo),
    ms(r.metrics.lcpMs),
    r.metrics.cls === null ? "-" : r.metrics.cls.toFixed(3),
    ms(r.metrics.tbtMs),
    ms(r.metrics.fcpMs),
  ]);
  console.log(`\nMedians of ${RUNS} runs a page; goal: performance ${GOAL_PERFORMANCE} or more on ${GOAL_PAGES.join(", ")}, both languages`);
  console.log(`floor: a page with one heading and nothing else, served beside the shop: what this machine allows`);
  console.log(`framework: a Remix v2 and React 18 app as created, one route with a heading: what the shop's stack allows\n`);
  printColumns(header, lines, (i) => i < 3 || i === 4);
  const missed = rows.filter((r) => r.meetsGoal === false).map((r) => `${r.page} ${r.lang} ${score(r.scores.performance)}`);
  console.log(missed.length === 0 ? "\nPerformance goal met on every page it covers." : `\nPerformance goal missed: ${missed.join(", ")}`);
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
  // The framework's app first: its build may fail, and then no server of the bench's is left open.
  const framework = await serveFrameworkFloor();
  const floor = await serveFloorPage();
  const floors: Record<string, string> = { floor: floor.url, framework: framework.url };
  const chrome = await launch({ chromePath: CHROMIUM, chromeFlags: CHROMIUM_FLAGS, logLevel: "error" });
  const pages = [...pagesToAudit(), ...Object.keys(floors).map((page) => ({ page, lang: "en" as Lang, path: "" }))];
  const runs = pages.map(() => [] as { scores: Scores; metrics: Metrics }[]);
  try {
    console.log(`\nLighthouse (mobile, simulated throttling) on ${baseUrl} with ${CHROMIUM}, ${RUNS} rounds over ${pages.length} pages\n`);
    for (let round = 0; round < RUNS; round++) {
      for (const [i, { page, lang, path }] of pages.entries()) {
        const flags: Flags = {
          port: chrome.port,
          logLevel: "error",
          onlyCategories: [...CATEGORIES],
          ...(page === "cart" ? { extraHeaders: { Cookie: cartCookie } } : {}),
        };
        const { categories, audits } = await audit(floors[page] ?? baseUrl + path, flags);
        const scores = Object.fromEntries(CATEGORIES.map((c) => [c, categories[c]?.score ?? null])) as Scores;
        const metrics = Object.fromEntries(Object.entries(METRICS).map(([key, audit]) => [key, audits[audit]?.numericValue ?? null])) as Metrics;
        runs[i]!.push({ scores, metrics });
        // A round takes minutes on a busy machine: each run says it has ended.
        console.log(`round ${round + 1}/${RUNS}: ${page} ${lang} performance ${score(scores.performance)}`);
      }
    }
  } finally {
    chrome.kill();
    floor.close();
    framework.close();
  }
  const rows = pages.map(({ page, lang, path }, i): LighthouseRow => {
    const scores = medianOf(
      runs[i]!.map((run) => run.scores),
      CATEGORIES,
    );
    const performance = scores.performance;
    return {
      page,
      lang,
      path,
      scores,
      metrics: medianOf(
        runs[i]!.map((run) => run.metrics),
        Object.keys(METRICS) as (keyof typeof METRICS)[],
      ),
      performanceRuns: runs[i]!.map((run) => run.scores.performance),
      meetsGoal: GOAL_PAGES.includes(page) ? performance !== null && performance >= GOAL_PERFORMANCE : null,
    };
  });
  printTable(rows);
  return rows;
}
