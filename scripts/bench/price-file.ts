/**
 * The price file (docs/price-file.md) downloaded whole from the built server: anonymous twice (the first download
 * also loads the catalogue's products into the content cache) and as a buyer of a customer's own list. Each row: the
 * records, MB, seconds to the first byte and to the end, and the server's memory: its resident set before, the
 * highest sampled every 10 ms during the download, and the kernel's peak (VmHWM, reset before each download where
 * /proc/<pid>/clear_refs lets us, else the peak since the server started). Run it on a generated catalogue of
 * 50,000 products to see that the file streams (docs/benchmarks.md).
 */
import { readFileSync, writeFileSync } from "node:fs";
import type { BuiltServer } from "../../tests/http/support/built-server";
import { signedIn } from "../../tests/http/support/sign-in";
import { buyerOfEachPriceList } from "./buyers";
import { printColumns } from "./table";

const SAMPLE_MS = 10;

/** The process's memory figure `field` (VmRSS, VmHWM) in MB. */
function memoryMb(pid: number, field: "VmRSS" | "VmHWM"): number {
  const line = readFileSync(`/proc/${pid}/status`, "utf8")
    .split("\n")
    .find((l) => l.startsWith(`${field}:`));
  return Number(/(\d+)/.exec(line ?? "")?.[1] ?? 0) / 1024;
}

/** Resets the kernel's peak resident set to the current one; false where the kernel does not let us. */
function resetPeak(pid: number): boolean {
  try {
    writeFileSync(`/proc/${pid}/clear_refs`, "5");
    return true;
  } catch {
    return false;
  }
}

type Download = {
  target: string;
  records: number;
  mb: number;
  firstByteSeconds: number;
  seconds: number;
  rssBeforeMb: number;
  rssPeakMb: number;
  hwmMb: number;
  hwmReset: boolean;
};

async function download(server: BuiltServer, target: string, path: string, cookie: string): Promise<Download> {
  const pid = server.process.pid!;
  const hwmReset = resetPeak(pid);
  const rssBeforeMb = memoryMb(pid, "VmRSS");
  let rssPeakMb = rssBeforeMb;
  const sampler = setInterval(() => (rssPeakMb = Math.max(rssPeakMb, memoryMb(pid, "VmRSS"))), SAMPLE_MS);
  const started = performance.now();
  let firstByte = 0;
  let bytes = 0;
  let records = 0;
  try {
    const res = await fetch(server.url + path, { headers: cookie ? { Cookie: cookie } : {} });
    if (!res.ok || !res.body) throw new Error(`${path} answered ${res.status}`);
    const reader = res.body.getReader();
    for (let read = await reader.read(); !read.done; read = await reader.read()) {
      const chunk = read.value;
      firstByte ||= performance.now();
      bytes += chunk.length;
      for (const byte of chunk) if (byte === 0x0a) records++;
    }
  } finally {
    clearInterval(sampler);
  }
  const seconds = (performance.now() - started) / 1000;
  return {
    target,
    records,
    mb: bytes / 1024 / 1024,
    firstByteSeconds: (firstByte - started) / 1000,
    seconds,
    rssBeforeMb,
    rssPeakMb,
    hwmMb: memoryMb(pid, "VmHWM"),
    hwmReset,
  };
}

export async function benchPriceFile(server: BuiltServer) {
  const rows = [await download(server, "anonymous, first", "/price-file.csv", ""), await download(server, "anonymous", "/price-file.csv", "")];
  const buyer = (await buyerOfEachPriceList())[1]!;
  // On a large catalogue on a loaded machine the sign-in may be cut off: the anonymous figures are kept all the same.
  const cookie = await signedIn(server, buyer.email).then(
    (browser) => browser.cookieHeader(),
    (error: unknown) => console.error(`Price file: ${buyer.email} could not sign in, no buyer row:`, error),
  );
  if (cookie) rows.push(await download(server, `buyer ${buyer.priceList} (es)`, "/es/lista-de-precios.csv", cookie));
  console.log("\nPrice file (whole catalogue; records include the header)\n");
  printColumns(
    ["target", "records", "MB", "first byte s", "total s", "RSS before MB", "RSS peak MB", "VmHWM MB"],
    rows.map((r) => [
      r.target,
      String(r.records),
      r.mb.toFixed(1),
      r.firstByteSeconds.toFixed(2),
      r.seconds.toFixed(2),
      r.rssBeforeMb.toFixed(0),
      r.rssPeakMb.toFixed(0),
      `${r.hwmMb.toFixed(0)}${r.hwmReset ? "" : " (since start)"}`,
    ]),
    (column) => column === 0,
  );
  return rows;
}
