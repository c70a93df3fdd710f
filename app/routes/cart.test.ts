/** The cart route's action and loader at the HTTP level, on the embedded dataset and a fresh embedded database. */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { CartActionData } from "~/components/cart/cart-messages";
import { readCartToken } from "~/request/cart-token.server";
import { readToast } from "~/request/toast.server";
import { mergeCarts } from "~/services/cart/cart.server";
import { createCartRepository } from "~/services/cart/cart-repository.server";
import { closeDb, getDb, prepareDatabase } from "~/services/db/index.server";
import { getKv } from "~/services/kv/index.server";
import { action, loader } from "./cart";

const dataDir = mkdtempSync(path.join(tmpdir(), "cart-route-"));
beforeAll(async () => {
  process.env.DATA_DIR = dataDir;
  await prepareDatabase();
});
afterAll(async () => {
  await closeDb();
  rmSync(dataDir, { recursive: true, force: true });
});

const BUTTON = "GCX1111-10";
const BUTTON_PAGE = "/products/22mm-nema-flush-push-button-black-1no-gcx1111-10";
const DUCT = "WDS-1X1-GR"; // wire duct, 20 to a package
const ENCLOSURE = "ENC-36308-N12"; // matches the `ENC-36*` ten-day rule

/** A browser: keeps the cookies the answers set, like a real one. */
function browser() {
  const jar = new Map<string, string>();
  const cookieHeader = () => [...jar].map(([k, v]) => `${k}=${v}`).join("; ");
  function keep(res: Response) {
    for (const line of res.headers.getSetCookie()) {
      const [pair] = line.split(";");
      const [name, ...value] = pair!.split("=");
      if (/max-age=0|expires=thu, 01 jan 1970/i.test(line)) jar.delete(name!);
      else jar.set(name!, value.join("="));
    }
    return res;
  }
  return {
    jar,
    async post(url: string, fields: Record<string, string>, extraCookie = ""): Promise<Response> {
      const request = new Request(`http://localhost${url}`, {
        method: "POST",
        body: new URLSearchParams(fields),
        headers: { Cookie: [cookieHeader(), extraCookie].filter(Boolean).join("; ") },
      });
      return keep(await action({ request, params: {}, context: {} } as ActionFunctionArgs));
    },
    async cart(url = "/cart") {
      const request = new Request(`http://localhost${url}`, { headers: { Cookie: cookieHeader() } });
      const res = await loader({ request, params: {}, context: {} } as LoaderFunctionArgs);
      return { res, data: await res.json() };
    },
    /** The toast the next page would show. */
    async toast() {
      return (await readToast(new Request("http://localhost/", { headers: { Cookie: cookieHeader() } }))).toast;
    },
    request: (url = "/") => new Request(`http://localhost${url}`, { headers: { Cookie: cookieHeader() } }),
  };
}

const quantities = (data: { cart: { lines: { pn: string; quantity: number }[] } }) => Object.fromEntries(data.cart.lines.map((l) => [l.pn, l.quantity]));

describe("cart action", () => {
  it("adds from a product page: 303 back there, a toast, and the cart cookie only now", async () => {
    const b = browser();
    expect((await b.cart()).data.cart.lines).toEqual([]);
    expect(b.jar.has("cart")).toBe(false);
    const res = await b.post("/cart", { intent: "add", pn: BUTTON, quantity: "2", redirectTo: BUTTON_PAGE });
    expect(res.status).toBe(303);
    expect(res.headers.get("Location")).toBe(BUTTON_PAGE);
    expect(res.headers.get("Cache-Control")).toBe("private, no-store");
    const cookie = res.headers.getSetCookie().find((c) => c.startsWith("cart="))!;
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/SameSite=Lax/i);
    expect(cookie).toMatch(/Path=\//);
    expect(cookie).toMatch(/Max-Age=2592000/);
    expect(await b.toast()).toMatchObject({ type: "success", title: `Added 2 × ${BUTTON} to your cart` });
  });

  it("sums a second add, and prices the lines for the visitor", async () => {
    const b = browser();
    await b.post("/cart", { intent: "add", pn: BUTTON, quantity: "2" });
    await b.post("/cart", { intent: "add", pn: BUTTON, quantity: "3" });
    expect(await b.toast()).toMatchObject({ title: `Added 3 × ${BUTTON} to your cart`, description: expect.stringContaining("5") });
    const { res, data } = await b.cart();
    expect(res.headers.get("Cache-Control")).toBe("private, no-store");
    expect(data.alternates).toEqual({ en: "/cart", es: "/es/carrito" });
    expect(data.cart.lines).toHaveLength(1);
    expect(data.cart.lines[0]).toMatchObject({ pn: BUTTON, quantity: 5, listPriceCents: 1505, saleCents: 1385, subTotalSaleCents: 6925 });
    expect(data.cart.subtotalCents).toBe(6925);
  });

  it("sets, steps and removes; decrement never goes below the step", async () => {
    const b = browser();
    await b.post("/cart", { intent: "add", pn: BUTTON, quantity: "1" });
    await b.post("/cart", { intent: "set", pn: BUTTON, quantity: "4" });
    expect(quantities((await b.cart()).data)).toEqual({ [BUTTON]: 4 });
    await b.post("/cart", { intent: "increment", pn: BUTTON });
    expect(quantities((await b.cart()).data)).toEqual({ [BUTTON]: 5 });
    for (let i = 0; i < 5; i++) await b.post("/cart", { intent: "decrement", pn: BUTTON });
    expect(quantities((await b.cart()).data)).toEqual({ [BUTTON]: 1 });
    expect(await b.toast()).toMatchObject({ title: `Quantity of ${BUTTON} is now 1` });
  });

  it("steps wire duct by its package and flags a non-standard quantity", async () => {
    const b = browser();
    await b.post("/cart", { intent: "add", pn: DUCT, quantity: "20" });
    await b.post("/cart", { intent: "increment", pn: DUCT });
    let line = (await b.cart()).data.cart.lines[0];
    expect(line).toMatchObject({ quantity: 40, step: 20, nonStandard: false });
    await b.post("/cart", { intent: "set", pn: DUCT, quantity: "25" });
    line = (await b.cart()).data.cart.lines[0];
    expect(line).toMatchObject({ quantity: 25, nonStandard: true });
    await b.post("/cart", { intent: "decrement", pn: DUCT });
    expect((await b.cart()).data.cart.lines[0]).toMatchObject({ quantity: 20, nonStandard: false });
  });

  it("flags a line the ten-day lead-time rule matches", async () => {
    const b = browser();
    await b.post("/cart", { intent: "add", pn: ENCLOSURE, quantity: "1" });
    await b.post("/cart", { intent: "add", pn: BUTTON, quantity: "1" });
    const lines = (await b.cart()).data.cart.lines as { pn: string; leadTime10Days: boolean }[];
    expect(lines.map((l) => [l.pn, l.leadTime10Days])).toEqual([
      [ENCLOSURE, true],
      [BUTTON, false],
    ]);
  });

  it("answers a refused quantity from another page with a 303 and the reason, changing nothing and setting no cookie", async () => {
    const b = browser();
    const res = await b.post("/cart", { intent: "add", pn: BUTTON, quantity: "abc", redirectTo: BUTTON_PAGE });
    expect(res.status).toBe(303);
    expect(res.headers.get("Location")).toBe(BUTTON_PAGE);
    expect(b.jar.has("cart")).toBe(false);
    expect(await b.toast()).toMatchObject({
      type: "error",
      title: "Your cart was not changed",
      description: "“abc” is not a quantity: enter a whole number such as 1 or 20.",
    });
  });

  it("answers a refused quantity on the cart page in place (400), keeping the typed value", async () => {
    const b = browser();
    await b.post("/cart", { intent: "add", pn: BUTTON, quantity: "3" });
    const res = await b.post("/cart", { intent: "set", pn: BUTTON, quantity: "2.5" });
    expect(res.status).toBe(400);
    expect((await res.json()) as CartActionData).toEqual({ pn: BUTTON, quantity: "2.5", error: { key: "cartQuantityNotWhole", vars: ["2.5"] } });
    expect(quantities((await b.cart()).data)).toEqual({ [BUTTON]: 3 });
    expect((await b.post("/cart", { intent: "set", pn: BUTTON, quantity: "0", redirectTo: "/cart" })).status).toBe(400);
  });

  it("never fails on an unknown part number, a line not in the cart, or a malformed post", async () => {
    const b = browser();
    await b.post("/cart", { intent: "add", pn: "NO-SUCH-PART", quantity: "1" });
    expect(await b.toast()).toMatchObject({ type: "error", description: "We could not find part number “NO-SUCH-PART”." });
    expect(b.jar.has("cart")).toBe(false);
    await b.post("/cart", { intent: "set", pn: BUTTON, quantity: "2" });
    expect(await b.toast()).toMatchObject({ type: "error", description: `${BUTTON} is not in your cart any more.` });
    const res = await b.post("/cart", { intent: "explode", pn: BUTTON });
    expect(res.status).toBe(303);
    expect(await b.toast()).toMatchObject({ type: "error", description: "We could not read that request. Please try again." });
  });

  it("redirects only to same-origin paths", async () => {
    const b = browser();
    for (const redirectTo of ["//evil.example/x", "https://evil.example/", "/\\evil.example", "javascript:alert(1)"]) {
      const res = await b.post("/cart", { intent: "add", pn: BUTTON, quantity: "1", redirectTo });
      expect(res.headers.get("Location")).toBe("/cart");
    }
    expect((await b.post("/es/carrito", { intent: "add", pn: BUTTON, quantity: "1", redirectTo: "//evil" })).headers.get("Location")).toBe("/es/carrito");
  });

  it("speaks Spanish on the Spanish path", async () => {
    const b = browser();
    const res = await b.post("/es/carrito", { intent: "add", pn: BUTTON, quantity: "2" });
    expect(res.headers.get("Location")).toBe("/es/carrito");
    expect(await b.toast()).toMatchObject({ title: `Se agregaron 2 × ${BUTTON} a su carrito` });
    expect((await b.cart("/es/carrito")).data.cart.lines[0]?.title).toMatch(/Pulsador/);
  });

  it("removes the cart and its cookie with the last line, and on clear", async () => {
    const b = browser();
    await b.post("/cart", { intent: "add", pn: BUTTON, quantity: "1" });
    await b.post("/cart", { intent: "add", pn: DUCT, quantity: "20" });
    await b.post("/cart", { intent: "remove", pn: BUTTON });
    expect(await b.toast()).toMatchObject({ title: `Removed ${BUTTON} from your cart` });
    expect(b.jar.has("cart")).toBe(true);
    await b.post("/cart", { intent: "remove", pn: DUCT });
    expect(b.jar.has("cart")).toBe(false);
    expect((await b.cart()).data.cart.lines).toEqual([]);
    await b.post("/cart", { intent: "add", pn: BUTTON, quantity: "1" });
    await b.post("/cart", { intent: "clear" });
    expect(b.jar.has("cart")).toBe(false);
    expect(await b.toast()).toMatchObject({ title: "Your cart is now empty" });
  });

  it("ignores a cart cookie with a forged signature", async () => {
    const b = browser();
    await b.post("/cart", { intent: "add", pn: BUTTON, quantity: "1" });
    const forged = browser();
    forged.jar.set("cart", b.jar.get("cart")!.replace(/.{4}$/, "AAAA"));
    expect((await forged.cart()).data.cart.lines).toEqual([]);
  });

  it("keeps the campaign of the latest tagged page on a new line", async () => {
    const b = browser();
    const tracking = encodeURIComponent(
      JSON.stringify([
        { slug: "products", utm_source: "old" },
        { slug: "", utm_source: "news", utm_campaign: "spring" },
      ]),
    );
    await b.post("/cart", { intent: "add", pn: BUTTON, quantity: "1" }, `trackingParams=${tracking}`);
    const repository = createCartRepository(await getKv(), await getDb());
    const token = decodeURIComponent(b.jar.get("cart")!);
    const signedToken = JSON.parse(Buffer.from(token.split(".")[0]!, "base64").toString("utf8")) as string;
    const cart = await repository.findCart({ kind: "anonymous", token: signedToken });
    expect(cart?.items[0]?.utm).toEqual({ utm_source: "news", utm_campaign: "spring" });
  });
});

describe("mergeCarts", () => {
  it("moves the anonymous cart into the buyer's saved cart", async () => {
    const b = browser();
    await b.post("/cart", { intent: "add", pn: BUTTON, quantity: "2" });
    await b.post("/cart", { intent: "add", pn: DUCT, quantity: "20" });
    const repository = createCartRepository(await getKv(), await getDb());
    const buyer = { kind: "email", email: "merge@example.com" } as const;
    await repository.changeLine(buyer, BUTTON, () => ({ kind: "quantity", quantity: 7 }));
    const token = (await readCartToken(b.request()))!;
    expect(await mergeCarts(token, "Merge@Example.com")).toBe(1);
    // Lines keep when they were first added, so the merged one may sort first.
    expect(Object.fromEntries((await repository.findCart(buyer))!.items.map((i) => [i.pn, i.quantity]))).toEqual({ [BUTTON]: 7, [DUCT]: 20 });
    expect(await repository.findCart({ kind: "anonymous", token })).toBeNull();
  });
});
