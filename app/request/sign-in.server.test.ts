import { mkdtemp, rm, stat } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { readLatestOutboxCode } from "~/services/mail/testing/outbox-reader";

/**
 * The whole embedded flow on PGlite in a temporary DATA_DIR: code request -> outbox -> verify ->
 * signIn cookie -> getAuth, the name step, requireBuyer and sign-out, through the request layer.
 */
let dataDir: string;
let api: typeof import("~/services/auth/index.server");
let web: typeof import("./auth.server") & typeof import("./sign-in.server") & typeof import("./viewer.server");
let closeDb: () => Promise<void>;

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), "auth-flow-"));
  process.env.DATA_DIR = dataDir;
  process.env.AUTH_RATE_LIMIT_FACTOR = "1";
  delete process.env.SUPABASE_URL;
  delete process.env.SMTP_URL;
  const db = await import("~/services/db/index.server");
  await db.prepareDatabase();
  closeDb = db.closeDb;
  api = await import("~/services/auth/index.server");
  web = { ...(await import("./auth.server")), ...(await import("./sign-in.server")), ...(await import("./viewer.server")) };
}, 60_000);

afterAll(async () => {
  await closeDb?.();
  await rm(dataDir, { recursive: true, force: true });
});

const cookieOf = (setCookie: string) => setCookie.split(";")[0]!;
const request = (url: string, cookie?: string) => new Request(`http://localhost:3211${url}`, { headers: cookie ? { Cookie: cookie } : {} });

async function signInAs(email: string, from = "/login", extraCookie?: string, page: string | null = "/products") {
  const { browserId, setCookie } = await web.getBrowserId(request(from));
  const browserCookie = cookieOf(setCookie!);
  expect(await api.requestCode({ email, lang: "en", browserId, ip: "127.0.0.1" })).toMatchObject({ ok: true });
  const code = await readLatestOutboxCode(dataDir, email);
  expect(code).toMatch(/^\d{6}$/);
  const verified = await api.verifyCode({ email, code: code!, browserId, ip: "127.0.0.1" });
  if (!verified.ok) throw new Error(verified.error);
  const cookies = [browserCookie, extraCookie].filter(Boolean).join("; ");
  return web.signIn(request(from, cookies), verified.tokens, { page });
}

describe("sign-in flow (embedded)", () => {
  it("keeps generated secrets in DATA_DIR/secrets.json with mode 0600", async () => {
    await web.getBrowserId(request("/"));
    expect((await stat(path.join(dataDir, "secrets.json"))).mode & 0o777).toBe(0o600);
  });

  it("signs a seeded buyer in with a new session cookie and the webUser claim", async () => {
    const response = await signInAs("maria.gonzalez@example.com");
    expect(response.status).toBe(303);
    expect(response.headers.get("Location")).toBe("/products");
    const setCookie = response.headers.get("Set-Cookie")!;
    expect(setCookie).toMatch(/^__session=/);
    expect(setCookie).toMatch(/HttpOnly/i);
    expect(setCookie).toMatch(/SameSite=Lax/i);
    expect(setCookie).toMatch(/Path=\//);
    expect(setCookie).toMatch(/Max-Age=2592000;/);
    const { user } = await web.getAuth(request("/", cookieOf(setCookie)));
    expect(user).toMatchObject({
      email: "maria.gonzalez@example.com",
      fullName: "Maria Gonzalez",
      needsName: false,
      priceListName: "OEM",
      webUser: { id: "WU-2001", nameFirst: "Maria", WebUserPrimaryCustomerId: "C-1001" },
      primaryCustomer: { id: "C-1001", PriceList: { name: "OEM" } },
    });
  });

  it("gives the first customer when no primary is set", async () => {
    const response = await signInAs("sam.okafor@example.com");
    const { user } = await web.getAuth(request("/", cookieOf(response.headers.get("Set-Cookie")!)));
    expect(user?.primaryCustomer?.id).toBe("C-1004");
  });

  it("provisions a customer for a web user without one and asks for the name", async () => {
    const response = await signInAs("new.buyer@example.com");
    const cookie = cookieOf(response.headers.get("Set-Cookie")!);
    const { user } = await web.getAuth(request("/", cookie));
    expect(user).toMatchObject({ needsName: true, fullName: null, priceListName: "OEM" });
    expect(user!.webUser.Customers).toHaveLength(1);
    expect(user!.primaryCustomer).toMatchObject({ PriceList: { name: "OEM" }, ARTerm: { name: "CREDIT CARD" }, Segment: 5, CustRep: "DH", Territory: "TEST" });

    const tokens = (await web.sessionTokens(request("/", cookie)))!;
    expect(await api.updateName(user!, { tokens }, { firstName: " ", lastName: "" })).toMatchObject({ ok: false, error: "thisFieldIsRequired" });
    const saved = await api.updateName(user!, { tokens }, { firstName: "  Nora ", lastName: " Baker " });
    if (!saved.ok) throw new Error(saved.error);
    const after = (await web.getAuth(request("/", cookieOf(await web.sessionCookieWith(request("/", cookie), saved.tokens!))))).user;
    expect(after).toMatchObject({ needsName: false, fullName: "Nora Baker", webUser: { nameFirst: "Nora", nameLast: "Baker" } });
    // Provisioned before the name was known, the company bore the address; now it bears the name.
    expect(user!.primaryCustomer?.name).toBe("new.buyer@example.com");
    expect(after!.primaryCustomer?.name).toBe("Nora Baker");
  });

  it("creates the web user of a new address", async () => {
    const response = await signInAs("Someone.New@Example.com");
    const { user } = await web.getAuth(request("/", cookieOf(response.headers.get("Set-Cookie")!)));
    expect(user).toMatchObject({ email: "someone.new@example.com", needsName: true, webUser: { id: expect.stringMatching(/^WU-\d+$/) } });
  });

  it("requires a buyer and returns to the remembered path after sign-in", async () => {
    const refused = await web.requireBuyer(request("/es/mi-cuenta/perfil?tab=2")).then(
      () => null,
      (thrown: unknown) => thrown as Response,
    );
    expect(refused?.status).toBe(303);
    expect(refused?.headers.get("Location")).toBe("/es/login");
    const remembered = cookieOf(refused!.headers.get("Set-Cookie")!);
    expect(remembered).toMatch(/^redirect-path=/);
    const response = await signInAs("tom.becker@example.com", "/es/login", remembered, null);
    expect(response.headers.get("Location")).toBe("/es/mi-cuenta/perfil?tab=2");
    const cookie = cookieOf(response.headers.get("Set-Cookie")!);
    expect((await web.requireBuyer(request("/my-account/profile", cookie))).buyer.email).toBe("tom.becker@example.com");
  });

  it("returns to the page a sign-in was started from, over a path the guard remembered before, and forgets that path", async () => {
    const refused = await web.requireBuyer(request("/my-account/orders")).then(
      () => null,
      (thrown: unknown) => thrown as Response,
    );
    const remembered = cookieOf(refused!.headers.get("Set-Cookie")!);
    expect(remembered).toMatch(/^redirect-path=/);
    const response = await signInAs("tom.becker@example.com", "/login", remembered, "/cart");
    expect(response.headers.get("Location")).toBe("/cart");
    expect(response.headers.get("Set-Cookie")).toMatch(/redirect-path=;/);
  });

  it("never follows an off-site redirect", async () => {
    const response = await signInAs("li.chen@example.com", "/login");
    expect(response.headers.get("Location")).toBe("/products");
    const evil = await (async () => {
      const { browserId, setCookie } = await web.getBrowserId(request("/login"));
      await new Promise((r) => setTimeout(r, 0));
      const code = await api.requestCode({ email: "ana.ruiz@example.com", lang: "es", browserId, ip: "127.0.0.1" });
      expect(code.ok).toBe(true);
      const verified = await api.verifyCode({
        email: "ana.ruiz@example.com",
        code: (await readLatestOutboxCode(dataDir, "ana.ruiz@example.com"))!,
        browserId,
        ip: "127.0.0.1",
      });
      if (!verified.ok) throw new Error(verified.error);
      return web.signIn(request("/es/login", cookieOf(setCookie!)), verified.tokens, { page: "//evil.example" });
    })();
    expect(evil.headers.get("Location")).toBe("/es");
  });

  it("authenticates the private API by bearer token or cookie", async () => {
    const response = await signInAs("maria.gonzalez@example.com", "/login");
    const cookie = cookieOf(response.headers.get("Set-Cookie")!);
    expect((await web.authenticateApi(request("/api/private/user", cookie)))?.email).toBe("maria.gonzalez@example.com");
    expect(await web.authenticateApi(new Request("http://localhost/api/private/user", { headers: { Authorization: "Bearer nope.nope.nope" } }))).toBeNull();
    expect(await web.authenticateApi(request("/api/private/user"))).toBeNull();
  });

  it("signs out: the cookie is cleared, the session ended on the server for every copy of it, the refresh token revoked", async () => {
    const response = await signInAs("maria.gonzalez@example.com", "/login");
    const cookie = cookieOf(response.headers.get("Set-Cookie")!);
    const tokens = (await web.sessionTokens(request("/", cookie)))!;
    const out = await web.signOut(request("/logout", cookie), "/");
    expect(out.status).toBe(303);
    expect(out.headers.get("Set-Cookie")).toMatch(/__session=;.*Expires=Thu, 01 Jan 1970/);
    const replayed = await web.getAuth(request("/my-account/profile", cookie));
    expect(replayed.user).toBeNull();
    expect(replayed.setCookie).toMatch(/^__session=;/);
    expect(await web.sessionTokens(request("/", cookie))).toBeNull();
    expect(await api.refreshTokens(tokens).catch((e: { key?: string }) => e.key)).toBe("authSessionMissing");
  });

  it("keeps the tokens on the server: after sign-in the cookie holds the session id and its sign-in time only", async () => {
    const response = await signInAs("sam.okafor@example.com", "/login");
    const cookie = cookieOf(response.headers.get("Set-Cookie")!);
    const payload = JSON.parse(Buffer.from(decodeURIComponent(cookie.slice("__session=".length)).split(".")[0]!, "base64").toString("utf8")) as object;
    expect(Object.keys(payload)).toEqual(["sid", "started"]);
    expect(cookie.length).toBeLessThan(200);
    expect((await web.sessionTokens(request("/", cookie)))?.access_token).toMatch(/^ey/);
  });

  it("refuses invalid addresses, rate limits code requests per pending sign-in, and sends a browser one code per address a minute", async () => {
    expect(await api.requestCode({ email: "not-an-email", lang: "en", browserId: "x", ip: "10.0.0.1" })).toEqual({ ok: false, error: "authInvalidEmail" });
    const results = [];
    for (let i = 0; i < 6; i++) results.push(await api.requestCode({ email: "limit@example.com", lang: "en", browserId: "b0", ip: "10.0.0.2" }));
    // One code per pending sign-in a minute; the limiter still counts every request.
    expect(results[0]).toMatchObject({ ok: true });
    expect(results.slice(1, 5).every((r) => !r.ok && r.error === "authResendTooSoon")).toBe(true);
    expect(results[5]).toMatchObject({ ok: false, error: "authRateLimited" });
    // Neither another browser asking for the address nor the same browser asking for another waits.
    expect(await api.requestCode({ email: "limit@example.com", lang: "en", browserId: "b9", ip: "10.0.0.3" })).toMatchObject({ ok: true });
    expect(await api.requestCode({ email: "other@example.com", lang: "en", browserId: "b9", ip: "10.0.0.3" })).toMatchObject({ ok: true });
  });
});
