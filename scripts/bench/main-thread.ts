/**
 * The main-thread work of the goal pages (home, category, product, both languages) as a slow phone would do it:
 * each page loaded RUNS times in Debian's chromium with the CPU throttled 4× (as Lighthouse's mobile estimate
 * assumes), with the medians of the long tasks (and their blocking time: each task's time over 50 ms), the
 * browser's own layout, style, script and task durations (Performance.getMetrics), the element count and the HTML
 * bytes. Unlike Lighthouse's score, these figures say where the time goes, and their medians over many loads hold
 * still enough on a busy machine to compare two builds (run it on each, alternately).
 */
import { chromium } from "@playwright/test";
import type { Lang } from "~/i18n/lang";
import { CHROMIUM, CHROMIUM_FLAGS, GOAL_PAGES, pagesToAudit } from "./lighthouse";
import { machineLoad } from "./load";
import { median } from "./median";
import { printColumns } from "./table";

const RUNS = Number(process.env.BENCH_MAIN_THREAD_RUNS ?? 7);
const CPU_SLOWDOWN = 4;
/** A task is "long" from 50 ms; what it takes over that blocks input (Lighthouse's total blocking time). */
const LONG_TASK_MS = 50;

type Sample = {
  longTasks: number;
  longestMs: number;
  blockingMs: number;
  layoutMs: number;
  styleMs: number;
  scriptMs: number;
  taskMs: number;
  elements: number;
  htmlBytes: number;
};
export type MainThreadRow = { page: string; lang: Lang; path: string } & { [K in keyof Sample]: number | null };

const KEYS = ["longTasks", "longestMs", "blockingMs", "layoutMs", "styleMs", "scriptMs", "taskMs", "elements", "htmlBytes"] as const;

/** Collects the long tasks from the page's start; read back once the page is loaded. */
const OBSERVE_LONG_TASKS = `
  window.__longTasks = [];
  new PerformanceObserver((list) => { for (const e of list.getEntries()) window.__longTasks.push(e.duration); })
    .observe({ type: "longtask", buffered: true });
`;

export async function benchMainThread(baseUrl: string): Promise<MainThreadRow[]> {
  const pages = pagesToAudit().filter(({ page }) => GOAL_PAGES.includes(page));
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_FLAGS.filter((flag) => flag !== "--headless=new"), headless: true });
  const samples = pages.map(() => [] as Sample[]);
  console.log(`\nMain thread at ${CPU_SLOWDOWN}× CPU slowdown on ${baseUrl}, ${RUNS} loads a page, ${machineLoad()}\n`);
  try {
    for (let run = 0; run < RUNS; run++) {
      for (const [i, { path }] of pages.entries()) {
        // A new context each load: a first visit, nothing cached.
        const context = await browser.newContext({ viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75, isMobile: true });
        const page = await context.newPage();
        await page.addInitScript(OBSERVE_LONG_TASKS);
        const cdp = await context.newCDPSession(page);
        await cdp.send("Performance.enable");
        await cdp.send("Emulation.setCPUThrottlingRate", { rate: CPU_SLOWDOWN });
        const response = await page.goto(baseUrl + path, { waitUntil: "load" });
        const htmlBytes = (await response?.body())?.length ?? 0;
        // Hydration and the images' decoding follow the load event: wait for the main thread to be quiet.
        await page.evaluate(() => new Promise((resolve) => requestIdleCallback(resolve, { timeout: 5000 })));
        const tasks = await page.evaluate(() => (window as unknown as { __longTasks: number[] }).__longTasks);
        const elements = await page.evaluate(() => document.getElementsByTagName("*").length);
        const { metrics } = (await cdp.send("Performance.getMetrics")) as { metrics: { name: string; value: number }[] };
        const seconds = (name: string) => (metrics.find((m) => m.name === name)?.value ?? 0) * 1000;
        samples[i]!.push({
          longTasks: tasks.length,
          longestMs: Math.max(0, ...tasks),
          blockingMs: tasks.reduce((sum, d) => sum + Math.max(0, d - LONG_TASK_MS), 0),
          layoutMs: seconds("LayoutDuration"),
          styleMs: seconds("RecalcStyleDuration"),
          scriptMs: seconds("ScriptDuration"),
          taskMs: seconds("TaskDuration"),
          elements,
          htmlBytes,
        });
        await context.close();
      }
    }
  } finally {
    await browser.close();
  }
  const rows = pages.map(({ page, lang, path }, i) => ({
    page,
    lang,
    path,
    ...(Object.fromEntries(KEYS.map((key) => [key, median(samples[i]!.map((s) => s[key]))])) as Record<keyof Sample, number | null>),
  }));
  const header = ["page", "lang", "long tasks", "longest ms", "blocking ms", "layout ms", "style ms", "script ms", "task ms", "elements", "HTML bytes"];
  const fixed = (value: number | null) => (value === null ? "-" : value.toFixed(0));
  printColumns(
    header,
    rows.map((r) => [r.page, r.lang, ...KEYS.map((key) => fixed(r[key]))]),
    (column) => column < 2,
  );
  console.log(`\nMedians of ${RUNS} loads a page; ${machineLoad()}`);
  return rows;
}
