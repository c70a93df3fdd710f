/**
 * The quote API under load: POST /api/public/quote with a realistic 20-line body (products spread over the
 * catalogue, a Pittsburgh destination, FedEx ground), anonymous, so every request prices and quotes the cart afresh.
 */
import { spreadPartNumbers } from "./carts";
import { measure, printTable, rowJson, warnAboutBadRows } from "./load";

const LINES = 20;

function quoteBody(): string {
  const items = spreadPartNumbers(LINES).map((pn, i) => ({ pn, quantity: 1 + (i % 5) }));
  return JSON.stringify({ items, destination: { country: "US", state: "PA", postalCode: "15222" }, carrier: "fedex", method: "ground" });
}

export async function benchQuoteApi(baseUrl: string) {
  const body = quoteBody();
  const row = await measure(baseUrl, `quote ${LINES} lines`, "/api/public/quote", { method: "POST", headers: { "Content-Type": "application/json" }, body });
  printTable([row]);
  warnAboutBadRows([row]);
  return { ...rowJson(row), lines: LINES, bodyBytes: body.length };
}
