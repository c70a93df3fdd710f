import { Agent } from "node:http";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { send } from "../../scripts/bench/carts";
import { startTwoServers, type TwoServers } from "../../scripts/two-servers";
import { NoJsBrowser } from "./support/browser";
import { pageText, placeOrderFields } from "./support/html";
import { sold } from "./support/products";
import { signedIn } from "./support/sign-in";

// Two servers behind Debian's nginx running the sample config (docs/operations.md#behind-a-proxy), on one PostgreSQL
// and one Redis behind the Upstash REST endpoint: what a buyer does on one server holds on the other. nginx's
// round robin sends consecutive requests to A and B in turn; its X-Upstream header says which one answered.
const SECRET = "revalidate-both";
let stack: TwoServers;
beforeAll(async () => {
  stack = await startTwoServers({ REVALIDATE_SECRET: SECRET, AUTH_RATE_LIMIT_FACTOR: "20", PUBLIC_API_RATE_LIMIT_FACTOR: "0.05" });
}, 300_000);
afterAll(async () => {
  await stack?.stop();
});

type Server = "A" | "B";

/** `request` sent through nginx until both servers have answered it (round robin: two or three times). */
async function fromBoth(request: () => Promise<Response>): Promise<Record<Server, Response>> {
  const answers: Partial<Record<Server, Response>> = {};
  for (let i = 0; i < 10 && !(answers.A && answers.B); i++) {
    const res = await request();
    answers[stack.servedBy(res.headers.get("x-upstream"))] = res;
  }
  if (!answers.A || !answers.B) throw new Error("nginx did not send the request to both servers in 10 tries");
  return answers as Record<Server, Response>;
}

const orderNumbers = (html: string) => new Set([...html.matchAll(/\/orders\/(W-\d+)"/g)].map((m) => m[1]));

describe("two servers behind nginx", () => {
  it("signs a buyer in through A and knows them on B; signed out on A, the cookie is refused on B", async () => {
    const email = "li.chen@example.com";
    const onA = await signedIn(stack.a, email);
    const viaProxy = new NoJsBrowser(stack.url);
    for (const [name, value] of onA.cookies) viaProxy.cookies.set(name, value);
    for (const res of Object.values(await fromBoth(() => viaProxy.get("/my-account/profile")))) {
      expect(res.status).toBe(200);
      expect(await res.text()).toContain(email);
    }

    expect((await onA.post("/logout", {})).status).toBe(303);
    for (const res of Object.values(await fromBoth(() => viaProxy.get("/my-account/profile")))) {
      expect([302, 303]).toContain(res.status);
      expect(res.headers.get("location")).toMatch(/^\/login/);
    }
  }, 120_000);

  it("keeps every one of 200 edits two clients make at once to one cart through A and B", async () => {
    const first = new NoJsBrowser(stack.url);
    expect((await first.post("/cart", { intent: "add", pn: sold[0]!, quantity: "1" })).status).toBe(303);
    const second = first.clone();
    const expected = new Map([[sold[0]!, 1]]);
    const served: Record<Server, number> = { A: 0, B: 0 };
    // Each client edits part numbers of its own, so the cart's end state does not depend on how their edits interleave.
    const edit = async (client: NoJsBrowser, pns: string[]) => {
      for (let i = 0; i < 100; i++) {
        const pn = pns[i % pns.length]!;
        const set = i % 4 === 3;
        const quantity = set ? i + 1 : (i % 5) + 1;
        const res = await client.post("/cart", { intent: set ? "set" : "add", pn, quantity: String(quantity) });
        expect(res.status).toBe(303);
        served[stack.servedBy(res.headers.get("x-upstream"))]++;
        expected.set(pn, set ? quantity : (expected.get(pn) ?? 0) + quantity);
      }
    };
    await Promise.all([edit(first, sold.slice(0, 3)), edit(second, sold.slice(3, 6))]);

    const page = await pageText(first.get("/cart"));
    const stored = new Map([...page.matchAll(/id="cart-qty-([^"]+)"[^>]*?value="(\d+)"/g)].map((m) => [m[1]!, Number(m[2])]));
    expect(stored).toEqual(expected);
    expect(served.A + served.B).toBe(200);
    expect(Math.min(served.A, served.B)).toBeGreaterThanOrEqual(50);
  }, 180_000);

  it("counts a client's calls on A and B against one limit, by the address nginx saw", async () => {
    // PUBLIC_API_RATE_LIMIT_FACTOR 0.05: 6 price calls a minute per client address. Each call has a query of its
    // own: the page cache would answer a repeated anonymous one. Clients come from loopback addresses of their own.
    let n = 0;
    const call = (agent: Agent, headers: Record<string, string> = {}) =>
      send(agent, `${stack.url}/api/public/price?listName=OEM&call=${n++}`, { headers }).then((answer) => {
        if (!answer.ok) throw new Error(answer.message);
        return { status: answer.status, server: stack.servedBy(answer.headers["x-upstream"]) };
      });
    const client = new Agent({ localAddress: "127.0.0.2" });
    const within = [];
    for (let i = 0; i < 6; i++) within.push(await call(client));
    expect(within.map((answer) => answer.status)).toEqual([200, 200, 200, 200, 200, 200]);
    expect(within.filter((answer) => answer.server === "A")).toHaveLength(3);
    // The seventh is refused whichever server it reaches, and a forged X-Forwarded-For does not change the client.
    expect((await call(client, { "X-Forwarded-For": "198.51.100.7" })).status).toBe(429);
    expect((await call(client)).status).toBe(429);
    // Another client is not counted with it: the servers count the client's address, not nginx's.
    expect((await call(new Agent({ localAddress: "127.0.0.3" }))).status).toBe(200);
  }, 60_000);

  it("changes the page B serves within a second of a revalidation posted to A", async () => {
    const page = "/products/22mm-nema-flush-push-button-black-1no-gcx1111-10";
    /** The page as B serves it through nginx, and when that request was sent. */
    const fromB = async () => {
      for (let i = 0; i < 10; i++) {
        const sentAt = Date.now();
        const res = await fetch(stack.url + page);
        await res.text();
        if (stack.servedBy(res.headers.get("x-upstream")) === "B") return { cache: res.headers.get("x-cache"), sentAt };
      }
      throw new Error("nginx did not send the page to B in 10 tries");
    };
    await fromB();
    expect((await fromB()).cache).toBe("HIT");
    const posted = await fetch(`${stack.a.url}/api/revalidate`, { method: "POST", headers: { Authorization: `Bearer ${SECRET}` } });
    expect(await posted.json()).toEqual({ revalidated: true, otherServersTold: true });
    const told = Date.now();
    // The first request B answers that was sent later than a second after the revalidation must get the new page
    // (a MISS): what counts is when a request is sent, not how long a render takes on this busy machine.
    let sentAt = told;
    await vi.waitFor(
      async () => {
        const answer = await fromB();
        sentAt = answer.sentAt;
        expect(answer.cache).toBe("MISS");
      },
      { timeout: 5_000, interval: 50 },
    );
    expect(sentAt - told).toBeLessThan(1_000);
  }, 60_000);

  it("places one order when the same checkout is posted to A and B at once", async () => {
    const onA = await signedIn(stack.a, "maria.gonzalez@example.com");
    const onB = new NoJsBrowser(stack.b.url);
    for (const [name, value] of onA.cookies) onB.cookies.set(name, value);
    expect((await onA.post("/cart", { intent: "add", pn: "GCX1111-10", quantity: "3" })).status).toBe(303);
    const review = {
      intent: "review",
      billingContactId: "CT-5001",
      shippingContactId: "CT-5001",
      shipping: "fedex:ground",
      shipperNumber: "",
      poNumber: "",
      notes: "",
    };
    const fields = placeOrderFields(await pageText(onA.post("/checkout", review)));
    const before = orderNumbers(await pageText(onA.get("/my-account/orders")));

    const placed = await Promise.all([onA.post("/checkout", fields), onB.post("/checkout", fields)]);
    expect(placed.map((res) => res.status)).toEqual([303, 303]);
    const locations = new Set(placed.map((res) => res.headers.get("location")));
    expect(locations.size).toBe(1);
    const [location] = locations;
    const after = orderNumbers(await pageText(onA.get("/my-account/orders")));
    expect([...after].filter((number) => !before.has(number))).toEqual([location!.split("/").pop()]);
  }, 120_000);
});
