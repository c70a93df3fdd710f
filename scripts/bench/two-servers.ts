/**
 * The two-server row: a signed-in buyer's orders page (rendered for every request) under load through nginx in
 * front of two servers (scripts/two-servers.ts), against one of those servers alone, in the same run. Next to each
 * throughput, how busy the machine's CPUs were and each server's share, since on a small machine the servers,
 * nginx, PostgreSQL and autocannon itself all take turns on the same cores.
 */
import { readFileSync } from "node:fs";
import { cpus } from "node:os";
import { startTwoServers } from "../two-servers";
import { signedIn } from "../../tests/http/support/sign-in";
import { measure, rowJson, type Row } from "./load";
import { printColumns } from "./table";

const PAGE = "/my-account/orders";
const BUYER = "maria.gonzalez@example.com";
/** Linux's clock ticks a second (USER_HZ), the unit of /proc/PID/stat's CPU times. */
const TICKS_PER_SECOND = 100;

/** CPU seconds `pid` has used so far (user and system, /proc/PID/stat fields 14 and 15). */
function cpuSeconds(pid: number): number {
  const fields = readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1]!.split(" ");
  return (Number(fields[11]) + Number(fields[12])) / TICKS_PER_SECOND;
}

/** Milliseconds all CPUs together spent busy and in total so far. */
function machineTimes(): { busy: number; total: number } {
  return cpus().reduce(
    (sum, { times }) => {
      const total = times.user + times.nice + times.sys + times.idle + times.irq;
      return { busy: sum.busy + total - times.idle, total: sum.total + total };
    },
    { busy: 0, total: 0 },
  );
}

/** The answers other than 200, by status: "3 × 503". */
function otherAnswers(row: Row): string {
  const others = Object.entries(row.result.statusCodeStats).filter(([status]) => status !== "200");
  return others.length === 0 ? "0" : others.map(([status, { count }]) => `${count} × ${status}`).join(", ");
}

type Measured = { row: Row; machineBusy: number; serverCpu: { a: number; b: number } };

/** `run`, with the machine's busy share and each server's CPU use (in cores) over its whole duration. */
async function withCpu(pids: { a: number; b: number }, run: () => Promise<Row>): Promise<Measured> {
  const started = { at: performance.now(), machine: machineTimes(), a: cpuSeconds(pids.a), b: cpuSeconds(pids.b) };
  const row = await run();
  const wall = (performance.now() - started.at) / 1000;
  const machine = machineTimes();
  return {
    row,
    machineBusy: (machine.busy - started.machine.busy) / (machine.total - started.machine.total),
    serverCpu: { a: (cpuSeconds(pids.a) - started.a) / wall, b: (cpuSeconds(pids.b) - started.b) / wall },
  };
}

export async function benchTwoServers() {
  const stack = await startTwoServers();
  process.once("SIGINT", () => void stack.stop().then(() => process.exit(130)));
  try {
    const buyer = await signedIn(stack.a, BUYER);
    // Once its sign-in toast was shown (it would make the next page alone differ).
    await (await buyer.get("/cart")).arrayBuffer();
    const request = { headers: { Cookie: buyer.cookieHeader() } };
    const pids = { a: stack.a.process.pid!, b: stack.b.process.pid! };
    const runs = [
      await withCpu(pids, () => measure(stack.a.url, "one server", PAGE, request)),
      await withCpu(pids, () => measure(stack.url, "nginx, two servers", PAGE, request)),
    ];
    console.log(`\nThe orders page of a signed-in buyer (${PAGE}), ${cpus().length} CPUs\n`);
    const percent = (share: number) => `${(share * 100).toFixed(0)} %`;
    printColumns(
      ["target", "status", "req/s", "p50 ms", "p99 ms", "not 200", "CPUs busy", "server A", "server B"],
      runs.map(({ row, machineBusy, serverCpu }) => [
        row.target,
        String(row.status),
        row.result.requests.average.toFixed(0),
        row.result.latency.p50.toFixed(1),
        row.result.latency.p99.toFixed(1),
        otherAnswers(row),
        percent(machineBusy),
        percent(serverCpu.a),
        percent(serverCpu.b),
      ]),
      (i) => i === 0,
    );
    const [alone, proxied] = runs.map((run) => run.row.result.requests.average) as [number, number];
    console.log(`\nnginx and two servers / one server: ${(proxied / alone).toFixed(2)}×`);
    return runs.map(({ row, machineBusy, serverCpu }) => ({ ...rowJson(row), machineBusy, serverCpu }));
  } finally {
    await stack.stop();
  }
}
