import { readFileSync } from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ICON_SHAPES } from "~/domain/icons/icon-set";
import { iconBody } from "~/domain/icons/iconify";
import { toCents } from "~/domain/money";
import { salePrice, type PriceListEntry } from "~/domain/price-list";
import errors from "../../content/strings/errors.json";
import type { NoJsBrowser } from "./support/browser";
import { ROOT, startBuiltServer, startShiftedServer, type BuiltServer, type ShiftedServer } from "./support/built-server";
import { bearerTokenFor, signedIn } from "./support/sign-in";

// The public calls of spec section 7 (price list, part-number search, icons) against the built server, checked
// against the catalogue's own files: the content dataset and the seeded price lists.
const SESSION_SECRET = "public-calls-test-secret";
let server: BuiltServer;
let tom: NoJsBrowser;
let sam: NoJsBrowser;
beforeAll(async () => {
  server = await startBuiltServer({ AUTH_RATE_LIMIT_FACTOR: "20", SESSION_SECRET });
  // Tom buys for C-1002 (DIST-STOCKING); Sam for C-1004 (KEY-ACCOUNT-A) and C-1005 (`list`, i.e. OEM).
  [tom, sam] = await Promise.all([signedIn(server, "tom.becker@example.com"), signedIn(server, "sam.okafor@example.com")]);
}, 120_000);
afterAll(async () => {
  await server?.stop();
});

type Doc = { _id: string; _type: string; [field: string]: unknown };
const documents = readFileSync(path.join(ROOT, "content/dataset.ndjson"), "utf8")
  .split("\n")
  .filter(Boolean)
  .map((line) => JSON.parse(line) as Doc);
const byId = new Map<string, unknown>(documents.map((d) => [d._id, d]));
type Product = { pn: string; list_price: number; pkgqty: number; tariff: boolean; series: { _ref: string }; category: { _ref: string } };
const products = documents.filter((d) => d._type === "product") as unknown as Product[];
const productByPn = new Map(products.map((p) => [p.pn, p]));
const priceLists = (
  JSON.parse(readFileSync(path.join(ROOT, "content/seed/price-lists.json"), "utf8")) as { lists: { name: string; entries: PriceListEntry[] }[] }
).lists;
const entriesOf = (name: string) => priceLists.find((l) => l.name === name)!.entries;

/** What the catalogue says a search hit for `pn` holds, priced on `list`. */
function expectedSource(pn: string, list: string) {
  const product = productByPn.get(pn)!;
  const series = byId.get(product.series._ref) as { title: string; discountSchedule: string };
  const category = byId.get(product.category._ref) as { slug: { en: string } };
  const sale = salePrice({ pn, listPriceCents: toCents(product.list_price), discountSchedule: series.discountSchedule }, entriesOf(list));
  return {
    pn,
    list_price: product.list_price,
    sale_price: sale.cents / 100,
    series: series.title,
    pkgqty: product.pkgqty,
    parent: category.slug.en,
    tariff: product.tariff,
  };
}

type Caller = { cookie: NoJsBrowser } | { bearer: string } | null;

function headersOf(caller: Caller): Record<string, string> {
  if (caller && "cookie" in caller) return { Cookie: caller.cookie.cookieHeader() };
  if (caller && "bearer" in caller) return { Authorization: `Bearer ${caller.bearer}` };
  return {};
}

const getPrice = (query: string, caller: Caller = null) => fetch(`${server.url}/api/public/price${query}`, { headers: headersOf(caller) });

const search = (body: unknown, caller: Caller = null) =>
  fetch(`${server.url}/api/public/elastic-search/search`, {
    method: "POST",
    headers: { "Content-Type": "application/json", ...headersOf(caller) },
    body: typeof body === "string" ? body : JSON.stringify(body),
  });

const searchBody = (pn: unknown, size: unknown = 999) => ({ elasticQuery: { size, query: { terms: { pn } } }, elasticIndex: "products" });

type SearchAnswer = { hits: { total: { value: number }; hits: { _id: string; _source: ReturnType<typeof expectedSource> }[] } };

async function refusal(res: Response, status: number) {
  expect(res.status).toBe(status);
  expect(res.headers.get("content-type")).toMatch(/^application\/json/);
  const body = (await res.json()) as { error: string; issues: { path: string; message: string }[] };
  expect(typeof body.error).toBe("string");
  expect(Array.isArray(body.issues)).toBe(true);
  return body;
}

describe("GET /api/public/price", () => {
  const asRecords = (name: string) =>
    entriesOf(name).map((e) => ({ valueType: e.valueType, schedule: e.schedule, PriceListEntryItem: e.item ? { name: e.item } : null, value: e.value }));

  it("answers the public list in the spec's field names, publicly cacheable", async () => {
    const res = await getPrice("?listName=OEM");
    expect(res.status).toBe(200);
    expect(res.headers.get("cache-control")).toMatch(/^public, max-age=\d+/);
    const body = (await res.json()) as { priceListEntries: unknown[] };
    expect(body).toEqual({ priceListEntries: asRecords("OEM") });
    expect(body.priceListEntries).toContainEqual({ valueType: "Actual", schedule: "", PriceListEntryItem: { name: "DS-63-3P-EN" }, value: "115.34" });
    expect(body.priceListEntries).toContainEqual({ valueType: "% Discount", schedule: "Schedule Z", PriceListEntryItem: null, value: "0" });
    expect((await getPrice("?listName=OEM")).headers.get("x-cache")).toBe("HIT");
  });

  it.each(["", "?listName=", "?listName=list", "?listName=SELECT", "?listName=no-such-list", "?listName=%20oem%20"])(
    "resolves %j by the name rule to the default list",
    async (query) => {
      const res = await getPrice(query);
      expect(res.status).toBe(200);
      expect(await res.json()).toEqual({ priceListEntries: asRecords("OEM") });
    },
  );

  it.each(["DIST-STOCKING", "dist-stocking", "KEY-ACCOUNT-A", "DIST-RESELLER"])("refuses a customer's list %s to an anonymous caller", async (name) => {
    const body = await refusal(await getPrice(`?listName=${name}`), 403);
    expect(body).not.toHaveProperty("priceListEntries");
  });

  it("answers a buyer their own customer's list, privately, by cookie or bearer token", async () => {
    for (const caller of [{ cookie: tom }, { bearer: await bearerTokenFor(server, "tom.becker@example.com") }]) {
      const res = await getPrice("?listName=DIST-STOCKING", caller);
      expect(res.status).toBe(200);
      expect(res.headers.get("cache-control")).toBe("private, no-store");
      expect(await res.json()).toEqual({ priceListEntries: asRecords("DIST-STOCKING") });
    }
    const sams = await getPrice("?listName=key-account-a", { cookie: sam });
    expect(await sams.json()).toEqual({ priceListEntries: asRecords("KEY-ACCOUNT-A") });
  });

  it("refuses a buyer another customer's list", async () => {
    await refusal(await getPrice("?listName=KEY-ACCOUNT-A", { cookie: tom }), 403);
    await refusal(await getPrice("?listName=DIST-STOCKING", { bearer: await bearerTokenFor(server, "sam.okafor@example.com") }), 403);
  });

  it("refuses a bearer token that does not verify, and bad queries", async () => {
    const res = await getPrice("?listName=OEM", { bearer: "not-a-token" });
    expect(res.headers.get("www-authenticate")).toBe("Bearer");
    expect(await refusal(res, 401)).toEqual({ error: "Auth session missing!", issues: [] });
    const tooLong = await refusal(await getPrice(`?listName=${"A".repeat(101)}`), 400);
    expect(tooLong.issues[0]!.path).toBe("listName");
    await refusal(await fetch(`${server.url}/api/public/price?listName=OEM`, { method: "POST" }), 405);
  });
});

describe("POST /api/public/elastic-search/search", () => {
  const sample = [...new Set(["GCX1111-10", "DS-63-3P-EN", "MPCB-32-4-PB", ...products.filter((_, i) => i % 97 === 0).map((p) => p.pn)])];

  it("answers the catalogue's products of the part numbers, on the public list, unknown ones left out", async () => {
    const res = await search(searchBody(["NO-SUCH-PN", ...sample, "GCX1111-10"]));
    expect(res.status).toBe(200);
    const body = (await res.json()) as SearchAnswer;
    expect(body.hits.total.value).toBe(sample.length);
    expect(body.hits.hits.map((h) => h._source)).toEqual(sample.map((pn) => expectedSource(pn, "OEM")));
    expect(body.hits.hits.map((h) => h._id)).toEqual(sample);
    // The numbers the product pages show (tests/http/buyer-prices.test.ts) and the OEM list's own Actual entry.
    expect(body.hits.hits[0]!._source).toMatchObject({ pn: "GCX1111-10", list_price: 15.05, sale_price: 13.85, series: "GCX11", tariff: true });
    expect(body.hits.hits[1]!._source.sale_price).toBe(115.34);
  });

  it("prices on the signed-in caller's list, by cookie or bearer token, privately", async () => {
    const stocking = sample.map((pn) => expectedSource(pn, "DIST-STOCKING"));
    expect(stocking).not.toEqual(sample.map((pn) => expectedSource(pn, "OEM")));
    for (const caller of [{ cookie: tom }, { bearer: await bearerTokenFor(server, "tom.becker@example.com") }]) {
      const res = await search(searchBody(sample), caller);
      expect(res.status).toBe(200);
      expect(res.headers.get("cache-control")).toBe("private, no-store");
      expect(((await res.json()) as SearchAnswer).hits.hits.map((h) => h._source)).toEqual(stocking);
    }
    const sams = (await (await search(searchBody(["GCX1111-10"]), { cookie: sam })).json()) as SearchAnswer;
    expect(sams.hits.hits[0]!._source.sale_price).toBe(10.31);
  });

  it("caps the hits at size, counting every match", async () => {
    const body = (await (await search(searchBody(sample, 2))).json()) as SearchAnswer;
    expect(body.hits.total.value).toBe(sample.length);
    expect(body.hits.hits.map((h) => h._id)).toEqual(sample.slice(0, 2));
  });

  it("answers 999 part numbers at once", async () => {
    const pns = products.slice(0, 999).map((p) => p.pn);
    const body = (await (await search(searchBody(pns))).json()) as SearchAnswer;
    expect(body.hits.hits).toHaveLength(999);
    expect(body.hits.hits[998]!._source).toEqual(expectedSource(pns[998]!, "OEM"));
  });

  it.each([
    ["a body that is not JSON", "{ not json", ""],
    ["neither terms.pn nor multi_match", { elasticQuery: { size: 10, query: { match: { pn: "GCX1111-10" } } } }, "elasticQuery.query"],
    ["pn that is not an array", searchBody("GCX1111-10"), "elasticQuery.query.terms.pn"],
    ["a part number that is not a string", searchBody(["GCX1111-10", 42]), "elasticQuery.query.terms.pn.1"],
    ["more than 999 part numbers", searchBody(Array.from({ length: 1000 }, (_, i) => `PN-${i}`)), "elasticQuery.query.terms.pn"],
    ["a size over 999", searchBody(["GCX1111-10"], 1000), "elasticQuery.size"],
    ["a JSON array", [], ""],
  ])("answers %s with 400 and the issues", async (_, body, issuePath) => {
    const answer = await refusal(await search(body), 400);
    expect(answer.issues.map((i) => i.path)).toContain(issuePath);
  });

  it("serves POST only, and refuses a bearer token that does not verify", async () => {
    await refusal(await fetch(`${server.url}/api/public/elastic-search/search`), 405);
    await refusal(await search(searchBody(["GCX1111-10"]), { bearer: "expired" }), 401);
  });
});

describe("a session renewed during a public call", () => {
  let shifted: ShiftedServer;
  beforeAll(async () => {
    shifted = await startShiftedServer({ AUTH_RATE_LIMIT_FACTOR: "20" });
  }, 120_000);
  afterAll(async () => {
    await shifted?.stop();
  });

  it.each([
    ["price list", "li.chen@example.com", (cookie: string) => fetch(`${shifted.url}/api/public/price?listName=DIST-RESELLER`, { headers: { Cookie: cookie } })],
    [
      "search",
      "ana.ruiz@example.com",
      (cookie: string) =>
        fetch(`${shifted.url}/api/public/elastic-search/search`, {
          method: "POST",
          headers: { Cookie: cookie, "Content-Type": "application/json" },
          body: JSON.stringify(searchBody(["GCX1111-10"])),
        }),
    ],
  ])("reaches the browser from the %s call, and the rotated refresh token renews it again", async (_, email, call) => {
    shifted.shiftClock(0);
    const cookie = (await signedIn(shifted, email)).cookieHeader();
    // Within the refresh margin of the access token's hour.
    shifted.shiftClock(59 * 60_000);
    const res = await call(cookie);
    expect(res.status).toBe(200);
    expect(res.headers.get("cache-control")).toBe("private, no-store");
    expect(res.headers.getSetCookie().some((c) => c.startsWith("__session="))).toBe(true);
    // Two hours on, only the refresh token stored at the renewal can renew the session again: still the buyer's list.
    shifted.shiftClock(3 * 60 * 60_000);
    const later = await call(cookie);
    expect(later.status).toBe(200);
    expect(later.headers.get("cache-control")).toBe("private, no-store");
  });
});

describe('the per-IP rate limits (docs/apis.md "Quote API")', () => {
  // PUBLIC_API_RATE_LIMIT_FACTOR 0.05: quote 3, price 6, search 6 calls a minute per client; SEARCH_RATE_LIMIT_FACTOR
  // 0.02: the search page 6, the suggestions 18. Each test calls from addresses of its own behind a trusted proxy, so
  // every window starts with the test.
  let limited: BuiltServer;
  beforeAll(async () => {
    limited = await startBuiltServer({ TRUST_PROXY: "loopback", PUBLIC_API_RATE_LIMIT_FACTOR: "0.05", SEARCH_RATE_LIMIT_FACTOR: "0.02" });
  }, 120_000);
  afterAll(async () => {
    await limited?.stop();
  });

  type Call = (ip: string, n: number, spanish?: boolean) => Promise<Response>;
  const from = (ip: string, spanish = false, headers: Record<string, string> = {}) => ({
    "X-Forwarded-For": ip,
    ...(spanish ? { "Accept-Language": "es-MX,es;q=0.9" } : {}),
    ...headers,
  });
  const quote: Call = (ip, _, spanish) =>
    fetch(`${limited.url}/api/public/quote${spanish ? "?lang=es" : ""}`, {
      method: "POST",
      headers: from(ip, false, { "Content-Type": "application/json" }),
      body: JSON.stringify({ items: [{ pn: "GCX1111-10", quantity: 2 }], destination: { country: "US", state: "PA", postalCode: "15222" } }),
    });
  // Each price call has a query of its own: the shared cache would answer a repeated anonymous one without the route.
  const price: Call = (ip, n, spanish) => fetch(`${limited.url}/api/public/price?listName=OEM&call=${n}`, { headers: from(ip, spanish) });
  const searchFrom: Call = (ip, _, spanish) =>
    fetch(`${limited.url}/api/public/elastic-search/search`, {
      method: "POST",
      headers: from(ip, spanish, { "Content-Type": "application/json" }),
      body: JSON.stringify(searchBody(["GCX1111-10"])),
    });

  const ENGLISH = /^Too many calls from your address: at most (\d+) a minute\. Try again in (\d+) s\.$/;
  const SPANISH = /^Demasiadas llamadas desde su dirección: como máximo (\d+) por minuto\. Vuelva a intentarlo en (\d+) s\.$/;

  /** A 429 of the call: Retry-After in whole seconds within the minute, never cached; its message and the seconds it names. */
  async function tooMany(res: Response, limit: number, pattern: RegExp, messageOf: (body: unknown) => string) {
    expect(res.status).toBe(429);
    expect(res.headers.get("content-type")).toMatch(/^application\/json/);
    expect(res.headers.get("cache-control")).toMatch(/no-store/);
    const retryAfter = Number(res.headers.get("retry-after"));
    expect(Number.isInteger(retryAfter) && retryAfter >= 1 && retryAfter <= 60).toBe(true);
    const message = messageOf(await res.json());
    expect(message).toMatch(pattern);
    const [, max, seconds] = pattern.exec(message)!;
    expect([Number(max), Number(seconds)]).toEqual([limit, retryAfter]);
  }

  const quoteMessage = (body: unknown) => {
    expect(body).toEqual({ errors: [{ code: "rateLimited", message: expect.any(String) }] });
    return (body as { errors: { message: string }[] }).errors[0]!.message;
  };
  const callMessage = (body: unknown) => {
    expect(body).toEqual({ error: expect.any(String), issues: [] });
    return (body as { error: string }).error;
  };

  it.each([
    ["POST /api/public/quote", quote, 3, quoteMessage, "198.51.100.31"],
    ["GET /api/public/price", price, 6, callMessage, "198.51.100.32"],
    ["POST /api/public/elastic-search/search", searchFrom, 6, callMessage, "198.51.100.33"],
  ] as const)(
    "%s: the calls within the limit answer, the next one 429 with Retry-After in English and Spanish, another address still answers",
    async (_, call, limit, messageOf, ip) => {
      for (let n = 0; n < limit; n++) expect((await call(ip, n)).status).toBe(200);
      await tooMany(await call(ip, limit), limit, ENGLISH, messageOf);
      await tooMany(await call(ip, limit + 1, true), limit, SPANISH, messageOf);
      const other = await call("198.51.100.99", 0);
      expect(other.status).toBe(200);
      await other.arrayBuffer();
    },
  );

  it("counts a price list answered from the shared cache nowhere: it still answers a client over its limit", async () => {
    const ip = "198.51.100.40";
    const cached = `${limited.url}/api/public/price?listName=OEM`;
    expect((await fetch(cached, { headers: from("198.51.100.41") })).status).toBe(200);
    for (let n = 0; n < 6; n++) expect((await price(ip, 100 + n)).status).toBe(200);
    expect((await price(ip, 200)).status).toBe(429);
    const hit = await fetch(cached, { headers: from(ip) });
    expect([hit.status, hit.headers.get("x-cache")]).toEqual([200, "HIT"]);
  });

  describe("the search's per-IP limits (docs/search.md#rate-limits)", () => {
    // Each request asks a text of its own: the page cache would answer a repeated anonymous one without the loader.
    it("answers the search page 429 with Retry-After and the shop's error page in the page's language", async () => {
      const page = (path: string, ip: string, n: number) => fetch(`${limited.url}${path}?q=relay+${n}`, { headers: from(ip) });
      for (let n = 0; n < 6; n++) expect((await page("/search", "198.51.100.51", n)).status).toBe(200);
      for (const [path, lang] of [
        ["/search", "en"],
        ["/es/buscar", "es"],
      ] as const) {
        const res = await page(path, "198.51.100.51", 100 + lang.length);
        expect(res.status).toBe(429);
        expect(res.headers.get("content-type")).toMatch(/^text\/html/);
        expect(res.headers.get("cache-control")).toMatch(/no-store/);
        expect(Number(res.headers.get("retry-after"))).toBeGreaterThanOrEqual(1);
        const html = await res.text();
        expect(html).toContain(errors.shellTooManyRequestsTitle[lang]);
        expect(html).toContain(errors.shellTooManyRequestsMessage[lang]);
      }
      expect((await page("/search", "198.51.100.52", 0)).status).toBe(200);
    });

    it("answers the modal's suggestions 429 with Retry-After and { error } in the asked language", async () => {
      const suggest = (ip: string, n: number, lang = "en") => fetch(`${limited.url}/search/suggestions?q=relay+${n}&lang=${lang}`, { headers: from(ip) });
      for (let n = 0; n < 18; n++) expect((await suggest("198.51.100.53", n)).status).toBe(200);
      const res = await suggest("198.51.100.53", 100, "es");
      expect(res.status).toBe(429);
      expect(res.headers.get("cache-control")).toMatch(/no-store/);
      expect(Number(res.headers.get("retry-after"))).toBeGreaterThanOrEqual(1);
      expect(await res.json()).toEqual({ error: errors.shellTooManyRequestsMessage.es });
      expect((await suggest("198.51.100.54", 0)).status).toBe(200);
    });
  });

  describe("/metrics behind a trusted proxy", () => {
    it("answers only a client the proxy names as loopback, not the proxy's own address", async () => {
      const scrape = (forwardedFor?: string) => fetch(`${limited.url}/metrics`, { headers: forwardedFor ? { "X-Forwarded-For": forwardedFor } : {} });
      const internet = await scrape("203.0.113.9");
      expect(internet.status).toBe(404);
      await internet.arrayBuffer();
      const local = await scrape("127.0.0.1");
      expect(local.status).toBe(200);
      expect(await local.text()).toContain("http_requests_total");
      expect((await scrape()).status).toBe(200);
    });
  });
});

describe("GET /api/_nuxt_icon/{prefix}.json", () => {
  const icons = (query: string, prefix = "voltshop") => fetch(`${server.url}/api/_nuxt_icon/${prefix}.json${query}`);

  it("answers the shop's own icons in Iconify's format, the unknown ones as not found, cacheable for a day", async () => {
    const res = await icons("?icons=cart,user,no-such-icon,cart");
    expect(res.status).toBe(200);
    expect(res.headers.get("cache-control")).toMatch(/^public, max-age=86400/);
    expect(await res.json()).toEqual({
      prefix: "voltshop",
      icons: { cart: { body: iconBody(ICON_SHAPES.cart) }, user: { body: iconBody(ICON_SHAPES.user) } },
      width: 24,
      height: 24,
      not_found: ["no-such-icon"],
    });
  });

  it("serves the very shapes the pages draw", async () => {
    const page = await (await fetch(`${server.url}/`)).text();
    const served = (await (await icons("?icons=cart,search")).json()) as { icons: Record<string, { body: string }> };
    for (const name of ["cart", "search"]) {
      const elements = served.icons[name]!.body.replace(/^<g[^>]*>|<\/g>$/g, "").replace(/<(\w+)([^>]*)\/>/g, "<$1$2></$1>");
      expect(page).toContain(elements);
    }
  });

  it("refuses another prefix (404), bad names (400) and addresses over 500 characters (414)", async () => {
    await refusal(await icons("?icons=cart", "mdi"), 404);
    await refusal(await fetch(`${server.url}/api/_nuxt_icon/voltshop.svg?icons=cart`), 404);
    await refusal(await icons(""), 400);
    const bad = await refusal(await icons("?icons=cart,Cart,%3Csvg%3E"), 400);
    expect(bad.issues).toHaveLength(2);
    await refusal(await icons(`?icons=${Array.from({ length: 80 }, (_, i) => `icon-${i}`).join(",")}`), 414);
  });
});
