/**
 * Asks URL for an answer every EVERY_MS for SECONDS s, from a process of its own: the load client's busy event loop
 * must delay neither the probes nor their timing. Prints one JSON line: { "answers": [{ "status", "ms" }],
 * "failures": [{ "kind", "ms" }] }. Usage: node health-probe.mjs URL EVERY_MS SECONDS TIMEOUT_MS
 */
import { request } from "node:http";

const [url, everyMs, seconds, timeoutMs] = [process.argv[2], ...process.argv.slice(3, 6).map(Number)];
const answers = [];
const failures = [];

function probe() {
  const started = performance.now();
  const ms = () => performance.now() - started;
  return new Promise((resolve) => {
    const req = request(url, { agent: false }, (res) => {
      res.resume();
      res.on("end", () => resolve(answers.push({ status: res.statusCode, ms: ms() })));
    });
    const timer = setTimeout(() => req.destroy(new Error("timeout")), timeoutMs);
    req.on("close", () => clearTimeout(timer));
    req.on("error", (error) => resolve(failures.push({ kind: error.message === "timeout" ? "timeout" : (error.code ?? "other"), ms: ms() })));
    req.end();
  });
}

const until = Date.now() + seconds * 1000;
const probes = [];
while (Date.now() < until) {
  probes.push(probe());
  await new Promise((resolve) => setTimeout(resolve, everyMs));
}
await Promise.all(probes);
console.log(JSON.stringify({ answers, failures }));
