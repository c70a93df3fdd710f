import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { NoJsBrowser } from "./support/browser";
import { startBuiltServer, type BuiltServer } from "./support/built-server";
import { bearerTokenFor, signedIn } from "./support/sign-in";

// The hubKV calls of spec section 7 against the built server, on the database store and, when
// scripts/with-redis.sh provides one, on Upstash.
const upstash = process.env.TEST_UPSTASH_URL;
const stores: { store: string; env: Record<string, string> }[] = [
  { store: "database", env: {} },
  ...(upstash ? [{ store: "upstash", env: { UPSTASH_REDIS_REST_URL: upstash, UPSTASH_REDIS_REST_TOKEN: process.env.TEST_UPSTASH_TOKEN ?? "" } }] : []),
];

const MARIA = "maria.gonzalez@example.com";
const TOM = "tom.becker@example.com";
const BUTTON = "GCX1111-10";

type Auth = { cookie: NoJsBrowser } | { bearer: string } | null;

const cart = (pn: string, quantity: number) => ({
  cartItems: [{ pn, prod_quantity: quantity, createdAt: "2025-03-01T10:00:00.000Z", utmSource: "news" }],
  selectedBillingId: "CT-5001",
  selectedShippingId: null,
  createdAt: "2025-03-01T10:00:00.000Z",
});

describe.each(stores)("hubKV on the $store store", ({ env }) => {
  let server: BuiltServer;
  let maria: Auth;
  let mariaBearer: Auth;
  let tom: Auth;

  /** A hubKV call; a string body is sent as it is, anything else as JSON. */
  function call(auth: Auth, method: string, query: string, body?: unknown): Promise<Response> {
    const headers: Record<string, string> = {};
    if (auth && "cookie" in auth) headers.Cookie = auth.cookie.cookieHeader();
    if (auth && "bearer" in auth) headers.Authorization = `Bearer ${auth.bearer}`;
    if (body !== undefined) headers["Content-Type"] = "application/json";
    return fetch(`${server.url}/api/private/hubKV${query}`, {
      method,
      headers,
      body: body === undefined ? undefined : typeof body === "string" ? body : JSON.stringify(body),
    });
  }

  async function ok(res: Response | Promise<Response>): Promise<unknown> {
    const answered = await res;
    expect(answered.status).toBe(200);
    expect(answered.headers.get("cache-control")).toBe("private, no-store");
    return answered.json();
  }

  const get = (auth: Auth, email: string, feature: string) => ok(call(auth, "GET", `?key=${encodeURIComponent(`${email}:${feature}`)}`));

  beforeAll(async () => {
    server = await startBuiltServer(env);
    const browser = await signedIn(server, MARIA);
    maria = { cookie: browser };
    mariaBearer = { bearer: await bearerTokenFor(server, MARIA) };
    tom = { cookie: await signedIn(server, TOM) };
    // A store shared with earlier runs starts from nothing for these buyers.
    for (const [auth, email] of [
      [maria, MARIA],
      [tom, TOM],
    ] as const) {
      for (const feature of ["liveCart", "favorites"]) await ok(call(auth, "DELETE", `?email=${email}&feature=${feature}`));
    }
  }, 120_000);
  afterAll(async () => {
    await server?.stop();
  });

  it("answers every call 401 JSON without a session or bearer token", async () => {
    for (const [method, query, body] of [
      ["GET", `?key=${MARIA}:liveCart`],
      ["POST", "", { key: `${MARIA}:liveCart`, feature: "liveCart", liveCart: cart(BUTTON, 1) }],
      ["DELETE", `?email=${MARIA}&feature=liveCart`],
    ] as const) {
      const res = await call(null, method, query, body);
      expect(res.status, method).toBe(401);
      expect(await res.json()).toEqual({ error: "Auth session missing!" });
    }
    expect((await call({ bearer: "not-a-token" }, "GET", `?key=${MARIA}:liveCart`)).status).toBe(401);
  });

  it("saves, reads and deletes the saved cart with the cookie session", async () => {
    expect(await get(maria, MARIA, "liveCart")).toBeNull();
    const saved = await ok(call(maria, "POST", "", { key: `${MARIA}:liveCart`, feature: "liveCart", liveCart: cart(BUTTON, 3) }));
    const expected = {
      cartItems: [
        {
          pn: BUTTON,
          prod_quantity: 3,
          createdAt: "2025-03-01T10:00:00.000Z",
          utmSource: "news",
          utmMedium: null,
          utmCampaign: null,
          utmTerm: null,
          utmContent: null,
        },
      ],
      selectedBillingId: "CT-5001",
      selectedShippingId: null,
      createdAt: "2025-03-01T10:00:00.000Z",
    };
    expect(saved).toEqual(expected);
    expect(await get(maria, "Maria.Gonzalez@Example.com", "liveCart")).toEqual(expected);
    expect(await ok(call(maria, "DELETE", `?email=${MARIA}&feature=liveCart`))).toEqual({ deleted: true });
    expect(await ok(call(maria, "DELETE", `?email=${MARIA}&feature=liveCart`))).toEqual({ deleted: false });
    expect(await get(maria, MARIA, "liveCart")).toBeNull();
  });

  it("reads a chosen address the buyer does not own as none", async () => {
    const saved = await ok(
      call(maria, "POST", "", { key: `${MARIA}:liveCart`, feature: "liveCart", liveCart: { ...cart(BUTTON, 1), selectedShippingId: "CT-5004" } }),
    );
    expect(saved).toMatchObject({ selectedBillingId: "CT-5001", selectedShippingId: null });
    await ok(call(maria, "DELETE", `?email=${MARIA}&feature=liveCart`));
  });

  it("saves, reads and deletes favorites with a bearer token, newest first", async () => {
    expect(await get(mariaBearer, MARIA, "favorites")).toEqual([]);
    const favorites = [
      { pn: "P-OLD", createdAt: "2025-01-01T00:00:00.000Z" },
      { pn: "P-NEW", createdAt: "2025-02-01T00:00:00.000Z" },
    ];
    expect(await ok(call(mariaBearer, "POST", "", { key: `${MARIA}:favorites`, feature: "favorites", favorites }))).toEqual([favorites[1], favorites[0]]);
    expect(await get(mariaBearer, MARIA, "favorites")).toEqual([favorites[1], favorites[0]]);
    expect(await ok(call(mariaBearer, "DELETE", `?email=${MARIA}&feature=favorites`))).toEqual({ deleted: true });
    expect(await get(maria, MARIA, "favorites")).toEqual([]);
  });

  it("shares the saved cart with the cart page, and merges an anonymous cart into it at sign-in", async () => {
    const browser = new NoJsBrowser(server.url);
    expect((await browser.post("/cart", { intent: "add", pn: BUTTON, quantity: "2" })).status).toBe(303);
    await signedIn(server, TOM, browser);
    const merged = (await get({ cookie: browser }, TOM, "liveCart")) as { cartItems: { pn: string; prod_quantity: number }[] };
    expect(merged.cartItems.map((i) => [i.pn, i.prod_quantity])).toEqual([[BUTTON, 2]]);
    expect((await browser.post("/cart", { intent: "add", pn: BUTTON, quantity: "5" })).status).toBe(303);
    expect(((await get(tom, TOM, "liveCart")) as typeof merged).cartItems.map((i) => i.prod_quantity)).toEqual([7]);
  });

  it("answers 403 for another buyer's key, and touches nothing", async () => {
    await ok(call(tom, "POST", "", { key: `${TOM}:favorites`, feature: "favorites", favorites: [{ pn: "TOMS", createdAt: "2025-01-01T00:00:00.000Z" }] }));
    const before = await get(tom, TOM, "liveCart");
    for (const [auth, method, query, body] of [
      [maria, "GET", `?key=${TOM}:liveCart`],
      [mariaBearer, "GET", `?key=${encodeURIComponent("Tom.Becker@example.com")}:favorites`],
      [maria, "POST", "", { key: `${TOM}:favorites`, feature: "favorites", favorites: [] }],
      [mariaBearer, "POST", "", { key: `${TOM}:liveCart`, feature: "liveCart", liveCart: cart("X", 1) }],
      [maria, "DELETE", `?email=${TOM}&feature=favorites`],
      [maria, "DELETE", `?email=${TOM}&feature=liveCart`],
    ] as const) {
      const res = await call(auth, method, query, body);
      expect(res.status, `${method} ${query}`).toBe(403);
      expect(await res.json()).toEqual({ error: "This key belongs to another account" });
    }
    expect(await get(tom, TOM, "favorites")).toEqual([{ pn: "TOMS", createdAt: "2025-01-01T00:00:00.000Z" }]);
    expect(await get(tom, TOM, "liveCart")).toEqual(before);
  });

  it("answers 400 JSON with field errors for bad queries and bodies, and changes nothing", async () => {
    const bad = async (method: string, query: string, body?: unknown) => {
      const res = await call(maria, method, query, body);
      expect(res.status, `${method} ${query} ${JSON.stringify(body)}`).toBe(400);
      return ((await res.json()) as { error: unknown }).error;
    };
    const key = `${MARIA}:liveCart`;
    expect(await bad("GET", "")).toHaveProperty("key");
    expect(await bad("GET", "?key=maria")).toHaveProperty("key");
    expect(await bad("GET", `?key=${MARIA}:orders`)).toHaveProperty("key");
    expect(await bad("GET", "?key=not-an-email:liveCart")).toHaveProperty("key");
    expect(await bad("DELETE", `?email=${MARIA}`)).toHaveProperty("feature");
    expect(await bad("DELETE", "?email=nope&feature=liveCart")).toHaveProperty("email");
    expect(await bad("POST", "", "{not json")).toBe("The body must be JSON");
    expect(await bad("POST", "", [])).toBeTruthy();
    expect(await bad("POST", "", { key, liveCart: cart(BUTTON, 1) })).toHaveProperty("feature");
    expect(await bad("POST", "", { key, feature: "favorites", favorites: [] })).toHaveProperty("key");
    expect(await bad("POST", "", { key, feature: "liveCart" })).toHaveProperty("liveCart");
    expect(await bad("POST", "", { key, feature: "liveCart", liveCart: cart(BUTTON, 0) })).toHaveProperty(["liveCart.cartItems.0.prod_quantity"]);
    expect(await bad("POST", "", { key, feature: "liveCart", liveCart: { ...cart(BUTTON, 1), createdAt: "soon" } })).toHaveProperty(["liveCart.createdAt"]);
    const twice = cart(BUTTON, 1);
    expect(await bad("POST", "", { key, feature: "liveCart", liveCart: { ...twice, cartItems: [...twice.cartItems, ...twice.cartItems] } })).toHaveProperty([
      "liveCart.cartItems",
    ]);
    const many = Array.from({ length: 201 }, (_, i) => ({ pn: `P${i}`, createdAt: "2025-01-01T00:00:00.000Z" }));
    expect(await bad("POST", "", { key: `${MARIA}:favorites`, feature: "favorites", favorites: many })).toHaveProperty("favorites");
    expect(await get(maria, MARIA, "liveCart")).toBeNull();
    expect(await get(maria, MARIA, "favorites")).toEqual([]);
    expect((await call(maria, "PUT", "", {})).status).toBe(405);
  });
});
