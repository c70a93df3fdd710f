import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { newOrder } from "~/domain/testing/orders";
import { migrate } from "~/services/db/migrate.server";
import { createOrderRepository } from "~/services/db/orders.server";
import { createPgliteDatabase } from "~/services/db/pglite.server";
import { seedDatabase } from "~/services/db/seed.server";
import checkout from "../../content/strings/checkout.json";
import quickOrder from "../../content/strings/quick-order.json";
import type { NoJsBrowser } from "./support/browser";
import { startBuiltServer, type BuiltServer } from "./support/built-server";
import { pageText, unescapeHtml, withoutScripts } from "./support/html";
import { sold } from "./support/products";
import { box, cartLines } from "./support/quick-order";
import { signedIn } from "./support/sign-in";

// Issue 23, item 4, without JavaScript: an order of the account area goes into the cart again in one post, through
// quick order (docs/quick-order.md#reorder); a line no longer sold is reported as quick order reports it.
const dataDir = mkdtempSync(path.join(tmpdir(), "voltshop-reorder-"));
let server: BuiltServer;
const numbers = { whole: "", removed: "", foreign: "" };
const line = (pn: string, quantity: number) => ({ ...newOrder("").lines[0]!, pn, quantity });
const other = sold.find((pn) => !pn.startsWith("GCX11"))!;

beforeAll(async () => {
  const db = await createPgliteDatabase(path.join(dataDir, "pglite"));
  await migrate(db);
  await seedDatabase(db);
  const orders = createOrderRepository(db);
  const store = async (key: string, lines: ReturnType<typeof line>[], owner = {}) => (await orders.create(newOrder(key, { lines, ...owner }))).order.number;
  numbers.whole = await store("reorder-whole", [line("GCX1111-10", 3), line(other, 2)]);
  // GCX1132-11 was sold when the order was placed; the catalogue no longer has it.
  numbers.removed = await store("reorder-removed", [line("GCX1111-10", 1), line("GCX1132-11", 4)]);
  numbers.foreign = await store("reorder-foreign", [line("GCX1111-10", 5)], { webUserId: "WU-2002", email: "tom.becker@example.com", customerId: "C-1002" });
  await db.close();
  server = await startBuiltServer({ DATA_DIR: dataDir, AUTH_RATE_LIMIT_FACTOR: "20" });
}, 120_000);
afterAll(async () => {
  await server?.stop();
  rmSync(dataDir, { recursive: true, force: true });
});

const page = async (res: Response) => unescapeHtml(withoutScripts(await pageText(res)));
const clearCart = async (browser: NoJsBrowser) => expect((await browser.post("/cart", { intent: "clear", redirectTo: "/cart" })).status).toBe(303);

describe("reorder", () => {
  let maria: NoJsBrowser;
  beforeAll(async () => {
    maria = await signedIn({ ...server, dataDir }, "maria.gonzalez@example.com");
  }, 60_000);

  it("adds every line of an order to the cart in one post and goes to the cart; each order of the list has the button", async () => {
    await clearCart(maria);
    const list = await pageText(maria.get("/my-account/orders"));
    expect(list).toContain(`<form method="post" action="/my-account/orders/${numbers.whole}"`);
    const res = await maria.post(`/my-account/orders/${numbers.whole}`, {});
    expect(res.status).toBe(303);
    expect(res.headers.get("location")).toBe("/cart");
    const cart = await pageText(maria.get("/cart"));
    expect(cart).toContain(quickOrder.quickOrderAdded_other.en.replace("~~1~~", "2"));
    expect(await cartLines(maria)).toBe(2);
  });

  it("reports a product the catalogue no longer sells as quick order does, in Spanish, with its line kept in a quick order box", async () => {
    await clearCart(maria);
    const res = await maria.post(`/es/mi-cuenta/pedidos/${numbers.removed}`, {});
    expect(res.status).toBe(200);
    const html = await page(res);
    expect(html).toContain(checkout.orderReorderNumber.es.replace("~~1~~", numbers.removed));
    expect(html).toContain(quickOrder.quickOrderAdded_one.es.replace("~~1~~", "1"));
    expect(html).toContain(quickOrder.quickOrderUnknownPartNumber.es.replace("~~1~~", "GCX1132-11"));
    expect(html).toMatch(/<form [^>]*action="\/es\/pedido-rapido"[^>]*id="quick-order"|<form [^>]*id="quick-order"[^>]*action="\/es\/pedido-rapido"/);
    expect(html).toMatch(/<button type="submit" form="quick-order" name="use" value="1\|GCX1123-11"/);
    expect(box(html)).toBe("GCX1132-11\t4");
    expect(await cartLines(maria)).toBe(1);

    // The closest part number, chosen: quick order adds it and goes to the cart.
    const form = new FormData();
    form.append("lines", box(html)!);
    form.append("use", "1|GCX1123-11");
    const chosen = await maria.postMultipart("/es/pedido-rapido", form);
    expect(chosen.status).toBe(303);
    expect(chosen.headers.get("location")).toBe("/es/carrito");
    expect(await cartLines(maria)).toBe(2);
  });

  it("answers 404 for another company's order, or a number that is not one, and adds nothing", async () => {
    await clearCart(maria);
    expect((await maria.post(`/my-account/orders/${numbers.foreign}`, {})).status).toBe(404);
    expect((await maria.post("/my-account/orders/W-1", {})).status).toBe(404);
    expect(await cartLines(maria)).toBe(0);
  });
});
