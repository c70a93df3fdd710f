/** The resident memory of a process, from /proc (Linux), in MB; null once the process is gone. */
import { readFileSync } from "node:fs";

export function rssMb(pid: number): number | null {
  try {
    const kb = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, "utf8"))?.[1];
    return kb ? Number(kb) / 1024 : null;
  } catch {
    return null;
  }
}

/** Samples `pid`'s RSS every `everyMs` and keeps the peak until stopped. */
export function watchPeak(pid: number, everyMs = 200): { peak(): number; stop(): void } {
  let peak = rssMb(pid) ?? 0;
  const timer = setInterval(() => (peak = Math.max(peak, rssMb(pid) ?? 0)), everyMs);
  return { peak: () => peak, stop: () => clearInterval(timer) };
}

/**
 * The lowest RSS of `pid` seen while it idles for at most `maxMs`, sampled every second; it stops early once at or
 * below `targetMb`. V8 and the allocator give memory back some seconds after the load ends, not at once.
 */
export async function settledRss(pid: number, targetMb: number, maxMs: number): Promise<number | null> {
  const until = Date.now() + maxMs;
  let lowest = rssMb(pid);
  while (lowest !== null && lowest > targetMb && Date.now() < until) {
    await new Promise((resolve) => setTimeout(resolve, 1000));
    const now = rssMb(pid);
    if (now === null) return null;
    lowest = Math.min(lowest, now);
  }
  return lowest;
}
