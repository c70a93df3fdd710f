/**
 * Anonymous carts over HTTP for the load and fault scripts: a keep-alive client that classifies failures, cart posts
 * whose acknowledgement (a 303 back) is recorded, and the read-back that checks every acknowledged post is stored.
 * Each post adds 1 to a line, so a cart's stored quantity of a part number must lie between the posts acknowledged
 * and the posts sent: fewer than acknowledged is a lost write.
 */
import { readFileSync } from "node:fs";
import { Agent, request as httpRequest, type IncomingHttpHeaders } from "node:http";
import path from "node:path";
import { href } from "~/i18n/href";
import { ROOT } from "../../tests/http/support/built-server";

export type Answer = { ok: true; status: number; headers: IncomingHttpHeaders; body: string; ms: number };
export type Failure = { ok: false; kind: "timeout" | "reset" | "refused" | "other"; message: string; ms: number };

/** One request on `agent`; never rejects: a failure is an answer of its own. */
export function send(
  agent: Agent,
  url: string,
  init: { method?: string; headers?: Record<string, string>; body?: string; timeoutMs?: number } = {},
): Promise<Answer | Failure> {
  const started = performance.now();
  const ms = () => performance.now() - started;
  return new Promise((resolve) => {
    const req = httpRequest(url, { agent, method: init.method ?? "GET", headers: init.headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on("data", (chunk: Buffer) => chunks.push(chunk));
      res.on("end", () => resolve({ ok: true, status: res.statusCode!, headers: res.headers, body: Buffer.concat(chunks).toString("utf8"), ms: ms() }));
      res.on("error", (error) => resolve(failure(error)));
    });
    const failure = (error: NodeJS.ErrnoException): Failure => {
      if (error.message === "timeout") return { ok: false, kind: "timeout", message: "no answer in time", ms: ms() };
      if (error.code === "ECONNRESET" || error.code === "EPIPE") return { ok: false, kind: "reset", message: `${error.code} ${error.message}`, ms: ms() };
      if (error.code === "ECONNREFUSED") return { ok: false, kind: "refused", message: error.code, ms: ms() };
      return { ok: false, kind: "other", message: `${error.code ?? ""} ${error.message}`, ms: ms() };
    };
    // A deadline for the whole exchange, waiting for a connection included (req.setTimeout counts only idle time).
    const timer = setTimeout(() => req.destroy(new Error("timeout")), init.timeoutMs ?? 10_000);
    req.on("close", () => clearTimeout(timer));
    req.on("error", (error) => resolve(failure(error)));
    req.end(init.body);
  });
}

/** Every part number of the embedded dataset, in its order. */
function allPartNumbers(): string[] {
  return readFileSync(path.join(ROOT, "content/dataset.ndjson"), "utf8")
    .split("\n")
    .filter(Boolean)
    .map((line) => JSON.parse(line) as { _type: string; pn?: string })
    .filter((doc) => doc._type === "product" && doc.pn)
    .map((doc) => doc.pn!);
}

/** The first `count` part numbers of the embedded dataset. */
export function partNumbers(count: number): string[] {
  return allPartNumbers().slice(0, count);
}

/** `count` part numbers spread evenly over the embedded dataset (a realistic mix of categories). */
export function spreadPartNumbers(count: number): string[] {
  const pns = allPartNumbers();
  const step = Math.max(1, Math.floor(pns.length / count));
  return Array.from({ length: count }, (_, i) => pns[(i * step) % pns.length]!);
}

export const CART_PATH = href("cart", {}, "en");

/** An anonymous cart: its cookie and, per part number, the adds sent and the adds acknowledged. */
export class AnonymousCart {
  cookie = "";
  readonly sent = new Map<string, number>();
  readonly acknowledged = new Map<string, number>();

  /** Changes when the server restarts on another port (the fault script): the cookie stays valid. */
  constructor(public baseUrl: string) {}

  /** Posts "add 1 of `pn`" as the cart form does; a 303 back is an acknowledged add. */
  async add(agent: Agent, pn: string, timeoutMs?: number): Promise<Answer | Failure> {
    this.sent.set(pn, (this.sent.get(pn) ?? 0) + 1);
    const answer = await send(agent, this.baseUrl + CART_PATH, {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: this.baseUrl, ...(this.cookie ? { Cookie: this.cookie } : {}) },
      body: new URLSearchParams({ intent: "add", pn, quantity: "1", redirectTo: CART_PATH }).toString(),
      timeoutMs,
    });
    if (answer.ok && answer.status === 303) {
      this.acknowledged.set(pn, (this.acknowledged.get(pn) ?? 0) + 1);
      const cart = [answer.headers["set-cookie"] ?? []].flat().find((line) => line.startsWith("cart="));
      if (cart && !this.cookie) this.cookie = cart.split(";")[0]!;
    }
    return answer;
  }

  /** Part numbers whose stored quantity is below the adds acknowledged (lost) or above the adds sent (invented). */
  async verify(agent: Agent): Promise<{ checked: number; problems: string[] }> {
    const page = await send(agent, this.baseUrl + CART_PATH, { headers: { Cookie: this.cookie }, timeoutMs: 30_000 });
    if (!page.ok || page.status !== 200) return { checked: 0, problems: [`cart page: ${page.ok ? page.status : page.message}`] };
    const stored = new Map([...page.body.matchAll(/id="cart-qty-([^"]+)"[^>]*?value="(\d+)"/g)].map((m) => [m[1]!, Number(m[2])]));
    const problems: string[] = [];
    for (const [pn, sent] of this.sent) {
      const quantity = stored.get(pn) ?? 0;
      const acknowledged = this.acknowledged.get(pn) ?? 0;
      if (quantity < acknowledged) problems.push(`${pn}: ${quantity} stored < ${acknowledged} acknowledged`);
      if (quantity > sent) problems.push(`${pn}: ${quantity} stored > ${sent} sent`);
    }
    return { checked: [...this.acknowledged.values()].reduce((a, b) => a + b, 0), problems };
  }
}

/** Carts whose first add was acknowledged (they have their cookie), created one after another. */
export async function createCarts(baseUrl: string, agent: Agent, count: number, pn: string): Promise<AnonymousCart[]> {
  const carts: AnonymousCart[] = [];
  for (let i = 0; i < count; i++) {
    const cart = new AnonymousCart(baseUrl);
    const answer = await cart.add(agent, pn);
    if (!cart.cookie) throw new Error(`Creating cart ${i} failed: ${answer.ok ? `${answer.status} without a cart cookie` : answer.message}`);
    carts.push(cart);
  }
  return carts;
}

/** The p-th percentile (0..100) of `values`, 0 for none. */
export function percentile(values: number[], p: number): number {
  if (values.length === 0) return 0;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}
