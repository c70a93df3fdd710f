/**
 * The quote PDF of a 200-line cart (docs/quote.md): an anonymous cart filled by form posts from products spread over
 * the catalogue, then BENCH_QUOTE_PDF_RUNS times (default 7) "Download quote (PDF)" posted (the cart priced and the
 * quote stored) and its PDF fetched (made from the snapshot); the medians of both and the PDF's size.
 */
import { NoJsBrowser } from "../../tests/http/support/browser";
import { spreadPartNumbers } from "./carts";
import { median } from "./median";

const LINES = 200;
const RUNS = Number(process.env.BENCH_QUOTE_PDF_RUNS ?? 7);

async function timed<T>(work: () => Promise<T>): Promise<{ ms: number; value: T }> {
  const start = performance.now();
  const value = await work();
  return { ms: performance.now() - start, value };
}

export async function benchQuotePdf(baseUrl: string) {
  const browser = new NoJsBrowser(baseUrl);
  for (const [i, pn] of spreadPartNumbers(LINES).entries()) {
    const res = await browser.post("/cart", { intent: "add", pn, quantity: String(1 + (i % 5)) });
    if (res.status !== 303) throw new Error(`adding ${pn} answered ${res.status}`);
  }
  const runs: { makeMs: number; fetchMs: number; bytes: number }[] = [];
  for (let run = 0; run < RUNS; run++) {
    const made = await timed(() => browser.post("/cart", { intent: "quote" }));
    const location = made.value.headers.get("location");
    if (made.value.status !== 303 || !location?.startsWith("/quote/")) throw new Error(`the quote post answered ${made.value.status} ${location}`);
    const fetched = await timed(async () => {
      const res = await browser.get(location);
      if (res.status !== 200) throw new Error(`${location} answered ${res.status}`);
      return (await res.arrayBuffer()).byteLength;
    });
    runs.push({ makeMs: made.ms, fetchMs: fetched.ms, bytes: fetched.value });
  }
  const result = {
    lines: LINES,
    runs: RUNS,
    makeMedianMs: Math.round(median(runs.map((r) => r.makeMs))!),
    fetchMedianMs: Math.round(median(runs.map((r) => r.fetchMs))!),
    bytes: runs[0]!.bytes,
  };
  console.log(
    `Quote PDF of a ${LINES}-line cart (median of ${RUNS}): made (post, priced and stored) ${result.makeMedianMs} ms, ` +
      `fetched (PDF made from the snapshot) ${result.fetchMedianMs} ms, ${(result.bytes / 1024).toFixed(1)} KB\n`,
  );
  return result;
}
