import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { NoJsBrowser } from "./support/browser";
import { startBuiltServer, type BuiltServer } from "./support/built-server";
import { signedIn } from "./support/sign-in";
import { pageText, unescapeHtml } from "./support/html";

// Favorites without JavaScript (docs/accounts.md#favorites): hearts on product pages post to the favorites page,
// a visitor signs in first and the part is kept by the sign-in, and the favorites page moves parts to the cart.
let server: BuiltServer;
beforeAll(async () => {
  server = await startBuiltServer({ AUTH_RATE_LIMIT_FACTOR: "20" });
}, 120_000);
afterAll(async () => {
  await server?.stop();
});

const BUTTON = { pn: "GCX1111-10", title: "22mm NEMA Flush Push Button, Black, 1NO", page: "/products/22mm-nema-flush-push-button-black-1no-gcx1111-10" };
const DUCT = "WDS-1X1-GR";

const text = async (res: Response) => unescapeHtml(await pageText(res));

/** The page after a post's 303, where its toast shows. */
async function followed(browser: NoJsBrowser, res: Response): Promise<string> {
  expect(res.status).toBe(303);
  return text(await browser.get(res.headers.get("location")!));
}

/** The part numbers of the favorites page, in its order. */
async function favoritesOf(browser: NoJsBrowser, path = "/my-account/favorites"): Promise<string[]> {
  const res = await browser.get(path);
  expect(res.status).toBe(200);
  const html = await text(res);
  return [...html.matchAll(/name="intent" value="remove"\/><input type="hidden" name="pn" value="([^"]+)"/g)].map((m) => m[1]!);
}

/** The saved cart's quantities, as the hubKV call reads them. */
async function cartQuantities(browser: NoJsBrowser, email: string): Promise<Record<string, number>> {
  const res = await browser.get(`/api/private/hubKV?key=${encodeURIComponent(`${email}:liveCart`)}`);
  expect(res.status).toBe(200);
  const cart = (await res.json()) as { cartItems: { pn: string; prod_quantity: number }[] } | null;
  return Object.fromEntries((cart?.cartItems ?? []).map((item) => [item.pn, item.prod_quantity]));
}
describe("favorites", () => {
  it("sends a visitor to sign in, then keeps the part and returns to the page it was asked on", async () => {
    const browser = new NoJsBrowser(server.url);
    const res = await browser.post("/my-account/favorites", { intent: "add", pn: BUTTON.pn, redirectTo: BUTTON.page });
    expect(res.status).toBe(303);
    expect(res.headers.get("location")).toBe("/login");
    expect(browser.cookies.has("__favorite")).toBe(true);
    expect(await text(await browser.get("/login"))).toContain(`Sign in to keep favorites: ${BUTTON.pn} will be added`);

    await signedIn(server, "favorites.visitor@example.com", browser);
    expect(browser.cookies.has("__favorite")).toBe(false);
    const page = await text(await browser.get(BUTTON.page));
    expect(page).toContain(`Added ${BUTTON.title} to your favorites`);
    expect(page).toContain(`aria-label="Remove ${BUTTON.title} from favorites"`);
    expect(await favoritesOf(browser)).toEqual([BUTTON.pn]);
  });

  it("lists favorites newest first with prices, removes them, and refuses unknown parts and bad posts", async () => {
    const browser = await signedIn(server, "favorites.list@example.com");
    expect(await favoritesOf(browser)).toEqual([]);
    await browser.post("/my-account/favorites", { intent: "add", pn: BUTTON.pn, redirectTo: BUTTON.page });
    const added = await browser.post("/es/mi-cuenta/favoritos", { intent: "add", pn: DUCT });
    expect(added.headers.get("location")).toBe("/es/mi-cuenta/favoritos");
    expect(await followed(browser, added)).toContain("a sus favoritos");
    expect(await favoritesOf(browser, "/es/mi-cuenta/favoritos")).toEqual([DUCT, BUTTON.pn]);
    expect(await text(await browser.get("/my-account/favorites"))).toContain("$15.05");

    const again = await browser.post("/my-account/favorites", { intent: "add", pn: DUCT });
    expect(await followed(browser, again)).toContain("is already in your favorites");
    const unknown = await browser.post("/my-account/favorites", { intent: "add", pn: "NO-SUCH-PART" });
    expect(await followed(browser, unknown)).toContain("NO-SUCH-PART is not in our catalogue");
    const bad = await browser.post("/my-account/favorites", { intent: "add" });
    expect(await followed(browser, bad)).toContain("Your favorites were not changed");
    const offSite = await browser.post("/my-account/favorites", { intent: "remove", pn: DUCT, redirectTo: "https://evil.example/" });
    expect(offSite.headers.get("location")).toBe("/my-account/favorites");
    expect(await favoritesOf(browser)).toEqual([BUTTON.pn]);
  });

  it("moves one part to the cart at its package step, and adds all to the cart keeping the favorites", async () => {
    const email = "favorites.cart@example.com";
    const browser = await signedIn(server, email);
    await browser.post("/my-account/favorites", { intent: "add", pn: BUTTON.pn });
    await browser.post("/my-account/favorites", { intent: "add", pn: DUCT });
    const moved = await browser.post("/my-account/favorites", { intent: "moveToCart", pn: DUCT });
    expect(await followed(browser, moved)).toContain("to your cart");
    expect(await favoritesOf(browser)).toEqual([BUTTON.pn]);
    expect(await cartQuantities(browser, email)).toEqual({ [DUCT]: 20 });

    const all = await browser.post("/my-account/favorites", { intent: "addAllToCart" });
    // One part is "1 part" (Intl.PluralRules through the string lookup), in both languages.
    const added = await followed(browser, all);
    expect(added).toContain("Added 1 part to your cart");
    expect(added).toContain("1 saved part");
    expect(added).not.toMatch(/\b1 (saved )?parts\b/);
    const addedEs = await followed(browser, await browser.post("/es/mi-cuenta/favoritos", { intent: "addAllToCart" }));
    expect(addedEs).toContain("Se agregó 1 pieza a su carrito");
    expect(addedEs).not.toMatch(/\b1 piezas\b/);
    expect(await favoritesOf(browser)).toEqual([BUTTON.pn]);
    expect(await cartQuantities(browser, email)).toEqual({ [DUCT]: 20, [BUTTON.pn]: 2 });
  });

  it("is for signed-in buyers: the page sends a visitor to sign in", async () => {
    const res = await new NoJsBrowser(server.url).get("/es/mi-cuenta/favoritos");
    expect(res.status).toBe(303);
    expect(res.headers.get("location")).toBe("/es/login");
  });
});
