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
