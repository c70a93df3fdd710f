import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { criticalCss, parseStylesheet } from "~/render/critical-css";
import { NoJsBrowser } from "./support/browser";
import { startBuiltServer, type BuiltServer } from "./support/built-server";
import { signedIn } from "./support/sign-in";

// Catalogue pages are rendered once per audience (visitors, the buyers of one price list) and filled in
// with each visitor's own name, cart count and hearts (app/render/page-templates.server.ts). Every page so
// served must be exactly the page rendered for that visitor alone, and nobody may see another's part.

const PUBLIC_URL = "http://shop.test";
const PAGES = ["/es/categoria/pulsadores", "/products/22mm-nema-flush-push-button-black-1no-gcx1111-10", "/es", "/", "/products?sort=pn"];

type Visitor = { label: string; name: string | null; setUp: (server: BuiltServer) => Promise<NoJsBrowser> };

async function withCart(browser: NoJsBrowser, pns: string[]): Promise<NoJsBrowser> {
  for (const pn of pns) {
    const res = await browser.post("/cart", { intent: "add", pn, quantity: "2", redirectTo: "/cart" });
    if (res.status !== 303) throw new Error(`adding ${pn}: ${res.status}`);
  }
  return browser;
}

function withCookie(browser: NoJsBrowser, name: string, value: string): NoJsBrowser {
  browser.cookies.set(name, value);
  return browser;
}

async function withFavorite(browser: NoJsBrowser, pn: string): Promise<NoJsBrowser> {
  const res = await browser.post("/my-account/favorites", { intent: "add", pn, redirectTo: "/" });
  if (res.status !== 303) throw new Error(`adding favorite ${pn}: ${res.status}`);
  return browser;
}

// Two OEM buyers (one template between them), buyers of two other lists, a visitor with a cart and one without.
const VISITORS: Visitor[] = [
  {
    label: "OEM buyer 1",
    name: "Maria Gonzalez",
    setUp: async (s) => withFavorite(await withCart(await signedIn(s, "maria.gonzalez@example.com"), ["GCX1111-10"]), "GCX1111-10"),
  },
  {
    label: "OEM buyer 2",
    name: "Ana Ruiz",
    setUp: async (s) => withCart(await signedIn(s, "ana.ruiz@example.com"), ["GCX1111-10", "GCX1112-01", "GCX1113-11"]),
  },
  { label: "stocking distributor", name: "Tom Becker", setUp: (s) => signedIn(s, "tom.becker@example.com") },
  { label: "reseller", name: "Li Chen", setUp: async (s) => withFavorite(await signedIn(s, "li.chen@example.com"), "GCX1112-01") },
  { label: "visitor with a cart", name: null, setUp: (s) => withCart(new NoJsBrowser(s.url), ["GCX1112-01"]) },
  // A cookie the shop does not know keeps a cart-less visitor's page out of the anonymous page cache.
  { label: "visitor", name: null, setUp: async (s) => withCookie(new NoJsBrowser(s.url), "seen", "1") },
];

const NAMES = VISITORS.flatMap((v) => (v.name ? [v.name] : []));

/** The page without its per-response nonce. */
const INLINE_STYLES = /(<style id="inline-styles">)(.*?)(<\/style>)/s;
/** The page without its nonce and inline stylesheet (compared on its own: a template's serves every option of its choices). */
const comparable = (html: string) => html.replace(/nonce="[^"]*"/g, 'nonce=""').replace(INLINE_STYLES, "$1$3");
const inlineStyles = (html: string) => INLINE_STYLES.exec(html)?.[2] ?? "";

let templated: BuiltServer;
let direct: BuiltServer;
const browsers = new Map<string, { templated: NoJsBrowser; direct: NoJsBrowser }>();

beforeAll(async () => {
  const env = { PUBLIC_URL, AUTH_RATE_LIMIT_FACTOR: "20" };
  [templated, direct] = await Promise.all([startBuiltServer(env), startBuiltServer({ ...env, PAGE_CACHE_MB: "0" })]);
  for (const visitor of VISITORS) {
    const [t, d] = await Promise.all([visitor.setUp(templated), visitor.setUp(direct)]);
    // The toasts of the set-up (an added line, a heart) are shown once, here, not on the pages compared below.
    await Promise.all([t.get("/cart"), d.get("/cart")]);
    browsers.set(visitor.label, { templated: t, direct: d });
  }
}, 240_000);

afterAll(async () => {
  await Promise.all([templated?.stop(), direct?.stop()]);
});

describe("catalogue pages shared per audience", () => {
  it("are, for every visitor at once, byte for byte the page rendered for them alone", async () => {
    const served = new Map<string, number>();
    for (let round = 0; round < 2; round++) {
      await Promise.all(
        VISITORS.flatMap((visitor) =>
          PAGES.map(async (page) => {
            const { templated: t, direct: d } = browsers.get(visitor.label)!;
            const [fromTemplate, alone] = await Promise.all([t.get(page), d.get(page)]);
            expect(fromTemplate.status).toBe(200);
            const via = fromTemplate.headers.get("x-cache") ?? "";
            served.set(via, (served.get(via) ?? 0) + 1);
            const html = await fromTemplate.text();
            const aloneHtml = await alone.text();
            expect(comparable(html), `${visitor.label} on ${page}`).toBe(comparable(aloneHtml));
            // The template's rules hold every rule of the page alone.
            expect(inlineStyles(aloneHtml).length).toBeGreaterThan(5_000);
            expect(criticalCss(parseStylesheet(inlineStyles(html)), aloneHtml), `${visitor.label} on ${page}`).toBe(inlineStyles(aloneHtml));
            for (const other of NAMES) if (other !== visitor.name) expect(html, `${visitor.label} sees ${other}`).not.toContain(other);
            if (visitor.name) expect(html).toContain(visitor.name);
            expect(fromTemplate.headers.get("cache-control")).toBe(alone.headers.get("cache-control"));
          }),
        ),
      );
    }
    // The second round is served from templates: one per page and audience, filled in per visitor.
    expect(served.get("TEMPLATE") ?? 0).toBeGreaterThanOrEqual(VISITORS.length * PAGES.length);
  }, 120_000);

  it("fills in each visitor's own cart count and hearts, and their own list's prices", async () => {
    const page = async (label: string) => (await browsers.get(label)!.templated.get(PAGES[1]!)).text();
    const maria = await page("OEM buyer 1");
    const ana = await page("OEM buyer 2");
    const visitorWithCart = await page("visitor with a cart");
    const count = (html: string) => /data-testid="cart-count"[^>]*>([^<]*)</.exec(html)?.[1] ?? null;
    expect([count(maria), count(ana), count(visitorWithCart), count(await page("visitor"))]).toEqual(["1", "3", "1", null]);
    // Maria keeps GCX1111-10 as a favorite, Ana does not: the product page's heart says so.
    expect(maria).toMatch(/name="intent" value="remove"\/><input type="hidden" name="pn" value="GCX1111-10"/);
    expect(ana).toMatch(/name="intent" value="add"\/><input type="hidden" name="pn" value="GCX1111-10"/);
    // Same list, same price; another list, its own (docs/pricing.md).
    expect(maria).toContain("$13.85");
    expect(ana).toContain("$13.85");
    expect(await page("stocking distributor")).toContain("$8.73");
  });

  it("still sends a visitor who prefers Spanish from the English home to /es, once the home is a template", async () => {
    for (const label of ["OEM buyer 1", "visitor with a cart"]) {
      const browser = browsers.get(label)!.templated;
      expect((await browser.get("/")).headers.get("x-cache"), label).toBe("TEMPLATE");
      const spanish = await browser.get("/", { "Accept-Language": "es-MX,es;q=0.9" });
      expect([spanish.status, spanish.headers.get("location")], label).toEqual([302, "/es"]);
    }
  });

  it("renders alone a page with something only for this visitor (a toast)", async () => {
    const browser = browsers.get("OEM buyer 2")!.templated;
    const added = await browser.post("/cart", { intent: "add", pn: "GCX1111-10", quantity: "1", redirectTo: PAGES[1]! });
    expect(added.status).toBe(303);
    const res = await browser.get(PAGES[1]!);
    expect(res.headers.get("x-cache")).not.toBe("TEMPLATE");
    expect(await res.text()).toContain('data-testid="cart-count"');
  });
});
