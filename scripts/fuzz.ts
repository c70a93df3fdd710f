/**
 * `npm run fuzz`: malformed requests against every route, form and API of the built server (production, request log
 * off, temporary DATA_DIR; builds first when there is no build), some signed in, some anonymous. Deterministic: case
 * i of seed s is always the same request (scripts/fuzz/cases.ts). Prints the answers per status class, every answer
 * >= 500 (with a line that replays it), the requests left without an answer, and the server's RSS at start (after
 * one warm-up pass over the pages and FUZZ_WARM_UP, default 200, cases of another seed), at its peak and after the run (the lowest within 30 s of idle).
 * Exit code 1 when the goals are missed: an answer >= 500, the server exiting, or RSS after > 110 % of start (requests
 * without an answer are listed but are no goal: a broken framing may rightly be answered by closing).
 * Options: FUZZ_SEED (default 1), FUZZ_REQUESTS (default 800), FUZZ_CONCURRENCY (default 4), FUZZ_SECONDS (time cap,
 * default 180), FUZZ_ONLY (a comma list of case numbers to replay), FUZZ_WARM_UP (default 200), BUILD_DIR.
 */
import { startBuiltServer } from "../tests/http/support/built-server";
import { ensureBuild } from "./bench/ensure-build";
import { fuzzCase, type FuzzCase } from "./fuzz/cases";
import { sendRaw, type RawAnswer } from "./fuzz/raw-http";
import { rssMb, settledRss, watchPeak } from "./fuzz/rss";
import { bearerTokenFor, signedIn } from "../tests/http/support/sign-in";
import { fuzzTargets } from "./fuzz/targets";

const SEED = Number(process.env.FUZZ_SEED ?? 1);
const REQUESTS = Number(process.env.FUZZ_REQUESTS ?? 800);
const CONCURRENCY = Number(process.env.FUZZ_CONCURRENCY ?? 4);
const SECONDS = Number(process.env.FUZZ_SECONDS ?? 180);
const ONLY = process.env.FUZZ_ONLY?.split(",").map(Number);
const REQUEST_TIMEOUT_MS = 15_000;
/** Malformed requests of another seed sent before "start" is measured. */
const WARM_UP_CASES = Number(process.env.FUZZ_WARM_UP ?? 200);
/** The longest idle after the run for the server to give memory back. */
const IDLE_MS = 30_000;
const EMAIL = "fuzz.buyer@voltshop.example";

type Outcome = { fuzz: FuzzCase; answer: RawAnswer };

function statusClass(answer: RawAnswer): string {
  if (answer.kind === "answer") return `${Math.floor(answer.status / 100)}xx`;
  return answer.kind === "error" ? `error ${answer.code}` : answer.kind;
}

function oneLine(text: string, max: number): string {
  // Control and non-ASCII characters of a raw answer or request would garble the terminal.
  const flat = [...text]
    .map((c) => (c >= " " && c <= "~" ? c : " "))
    .join("")
    .replace(/ +/g, " ")
    .trim();
  return flat.length > max ? `${flat.slice(0, max)}…` : flat;
}

/** Method, target and headers of a case, short enough for a table row. */
function summary({ request }: FuzzCase): string {
  const headers = request.headers
    .filter(([k]) => !["User-Agent", "Accept"].includes(k))
    .map(([k, v]) => `${k}: ${oneLine(v, 40)}`)
    .join("; ");
  const body = request.body ? `; body ${request.body.length} B` : "";
  return `${oneLine(request.method, 10)} ${oneLine(request.target, 80)} [${headers}${body}]`;
}

ensureBuild();
// Every case comes from this one address: the public calls' per-IP limits would answer most of theirs 429 unparsed.
// The page cache and the templates are bounded (PAGE_CACHE_MB each) and fill as the cases ask for pages: kept small,
// they are still exercised, and what they hold cannot pass for a leak in the RSS goal (64 MB each would: +132 MB
// after 2,400 cases, against +36 MB with them off).
const server = await startBuiltServer({ NODE_ENV: "production", LOG_REQUESTS: "false", PUBLIC_API_RATE_LIMIT_FACTOR: "1000", PAGE_CACHE_MB: "4" });
process.once("SIGINT", () => void server.stop().then(() => process.exit(130)));
const pid = server.process.pid!;
const port = Number(new URL(server.url).port);
let crashed: string | null = null;
void server.exited.then((code) => (crashed = `the server exited with code ${code} (signal ${server.process.signalCode})`));

try {
  const bootRss = rssMb(pid)!;
  const account = { cookie: (await signedIn(server, EMAIL)).cookieHeader(), accessToken: await bearerTokenFor(server, EMAIL) };
  const targets = fuzzTargets(EMAIL);
  const ctx = { targets, host: `127.0.0.1:${port}`, origin: server.url, signedInCookie: account.cookie, accessToken: account.accessToken };

  // Warm-up: every page once anonymously and once signed in, so "start" is a server with warm caches and code.
  for (const page of targets.pages) {
    for (const cookie of [[], [["Cookie", account.cookie]] as [string, string][]]) {
      await sendRaw(port, { method: "GET", target: page.path, headers: [["Host", ctx.host], ...cookie] }, REQUEST_TIMEOUT_MS);
    }
  }
  // …and a round of malformed requests of another seed: the first 4xx answers grow the heap and compile code once;
  // the goal is about memory that keeps growing with the requests (a leak), measured from there.
  for (let i = 0; i < WARM_UP_CASES; i++) await sendRaw(port, fuzzCase(SEED + 1_000_000, i, ctx).request, REQUEST_TIMEOUT_MS);
  const startRss = rssMb(pid)!;
  const peak = watchPeak(pid);

  const indices = ONLY ?? Array.from({ length: REQUESTS }, (_, i) => i);
  const deadline = Date.now() + SECONDS * 1000;
  const outcomes: Outcome[] = [];
  let next = 0;
  const worker = async () => {
    while (next < indices.length && Date.now() < deadline && !crashed) {
      const fuzz = fuzzCase(SEED, indices[next++]!, ctx);
      outcomes.push({ fuzz, answer: await sendRaw(port, fuzz.request, REQUEST_TIMEOUT_MS) });
    }
  };
  const started = Date.now();
  console.log(`Fuzzing ${server.url}: seed ${SEED}, ${indices.length} cases, ${CONCURRENCY} at a time, at most ${SECONDS} s`);
  await Promise.all(Array.from({ length: CONCURRENCY }, worker));
  const tookS = (Date.now() - started) / 1000;
  peak.stop();
  const afterRss = await settledRss(pid, startRss * 1.1, IDLE_MS);

  const classes = new Map<string, number>();
  const families = new Map<string, Map<string, number>>();
  for (const { fuzz, answer } of outcomes) {
    const cls = statusClass(answer);
    classes.set(cls, (classes.get(cls) ?? 0) + 1);
    const row = families.get(fuzz.family) ?? new Map<string, number>();
    row.set(cls, (row.get(cls) ?? 0) + 1);
    families.set(fuzz.family, row);
  }
  const columns = [...classes.keys()].sort();
  console.log(`\n${outcomes.length} requests in ${tookS.toFixed(0)} s (${outcomes.filter((o) => o.fuzz.signedIn).length} signed in)\n`);
  const pad = (cells: string[]) => cells.map((c, i) => (i === 0 ? c.padEnd(14) : c.padStart(Math.max(7, columns[i - 1]!.length)))).join("  ");
  console.log(pad(["family", ...columns]));
  for (const [family, row] of [...families].sort()) console.log(pad([family, ...columns.map((c) => String(row.get(c) ?? 0))]));
  console.log(pad(["all", ...columns.map((c) => String(classes.get(c)))]));

  const errors = outcomes.filter((o) => o.answer.kind === "answer" && o.answer.status >= 500);
  const unanswered = outcomes.filter((o) => o.answer.kind !== "answer");
  const replay = (f: FuzzCase) => `FUZZ_SEED=${SEED} FUZZ_ONLY=${f.index} npm run fuzz`;
  if (errors.length) {
    console.log(`\nAnswers >= 500 (${errors.length}):`);
    for (const { fuzz, answer } of errors) {
      if (answer.kind !== "answer") continue;
      console.log(`#${fuzz.index} ${answer.status} ${fuzz.family}: ${fuzz.label}${fuzz.signedIn ? " (signed in)" : ""}`);
      console.log(`    ${summary(fuzz)}`);
      console.log(`    body: ${oneLine(answer.bodyExcerpt, 160)}`);
      console.log(`    replay: ${replay(fuzz)}`);
    }
  }
  if (errors.length) {
    // The server's own account of the failures (stack traces) is in its output; the end of it, for a first look.
    const lines = server.output().trim().split("\n");
    const messages = [...new Set(lines.filter((line) => !/^\s+at /.test(line)))];
    console.log(`\nThe server's output without stack frames (${messages.length} distinct lines, the last 30):\n${messages.slice(-30).join("\n")}`);
  }
  if (unanswered.length) {
    console.log(`\nNo answer (${unanswered.length}; expected only for framing cases):`);
    for (const { fuzz, answer } of unanswered) {
      console.log(`#${fuzz.index} ${statusClass(answer)} after ${answer.ms.toFixed(0)} ms ${fuzz.family}: ${fuzz.label} — ${oneLine(summary(fuzz), 160)}`);
    }
  }
  const fmt = (mb: number | null) => (mb === null ? "gone" : `${mb.toFixed(0)} MB`);
  console.log(
    `\nServer RSS: boot ${fmt(bootRss)}, start (after the warm-up pages and ${WARM_UP_CASES} cases) ${fmt(startRss)}, peak ${fmt(peak.peak())}, after the run (lowest in at most ${IDLE_MS / 1000} s idle) ${fmt(afterRss)}`,
  );

  const missed: string[] = [];
  if (errors.length) missed.push(`${errors.length} answers >= 500`);
  if (crashed) missed.push(crashed);
  if (afterRss === null || afterRss > startRss * 1.1) missed.push(`RSS after ${fmt(afterRss)} > 110 % of start ${fmt(startRss)}`);
  // Reported, not a goal: Node's server itself closes some (CONNECT without a handler) without an answer.
  const unansweredWellFormed = unanswered.filter((o) => !o.fuzz.framing).length;
  if (unansweredWellFormed) console.log(`\nNote: ${unansweredWellFormed} requests other than framing cases got no answer (listed above)`);
  console.log(missed.length ? `\nGoals missed: ${missed.join("; ")}` : "\nGoals met: no answer >= 500, no crash, RSS back within 110 % of start");
  process.exitCode = missed.length ? 1 : 0;
} finally {
  await server.stop();
}
