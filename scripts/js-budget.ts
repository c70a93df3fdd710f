/**
 * `npm run check:js-budget`: the initial JavaScript of every page of the build in BUILD_DIR (default `build`) as a
 * table, and a non-zero exit when a page is over the budget (scripts/js-budget/budget.ts). Needs a build.
 */
import { BUILD_DIR, ROOT } from "../tests/http/support/built-server";
import { formatTable, JS_BUDGET, overBudget } from "./js-budget/budget";
import { measureBuild } from "./js-budget/measure-build";

const pages = measureBuild(ROOT, BUILD_DIR);
console.log(
  `Initial JavaScript per page (${BUILD_DIR}; budget ${JS_BUDGET.maxSentBytes / 1024} KB sent with Brotli, ${JS_BUDGET.maxGzipBytes / 1024} KB gzipped, in ${JS_BUDGET.maxFiles} files)\n`,
);
console.log(formatTable(pages));
const problems = overBudget(pages, JS_BUDGET);
if (problems.length > 0) {
  console.error(`\nOver the JavaScript budget:\n${problems.map((line) => `  ${line}`).join("\n")}`);
  console.error("A route module that does not import app/shared-chunk.ts, or a module two route modules share that it does not list, makes a file of its own.");
  process.exit(1);
}
console.log("\nEvery page is within the budget.");
