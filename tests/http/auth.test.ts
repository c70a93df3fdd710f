import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { readLatestOutboxCode } from "~/services/mail/testing/outbox-reader";
import { NoJsBrowser } from "./support/browser";
import { startBuiltServer, startShiftedServer, type BuiltServer, type ShiftedServer } from "./support/built-server";
import { bearerTokenFor } from "./support/sign-in";

// Sign-in with JavaScript off: every step is a form post answered by a 303 or the re-rendered form.
let server: BuiltServer;
beforeAll(async () => {
  // Many sign-ins come from 127.0.0.1 in a few seconds; the limits themselves are unit-tested.
  server = await startBuiltServer({ AUTH_RATE_LIMIT_FACTOR: "20" });
}, 120_000);
afterAll(async () => {
  await server?.stop();
});

const code = async (email: string) => {
  const value = await readLatestOutboxCode(server.dataDir, email);
  if (!value) throw new Error(`no code mailed to ${email}`);
  return value;
};

/** Step 1 from the login page; answers the browser at the code step. */
async function askForCode(browser: NoJsBrowser, email: string, fields: Record<string, string> = {}) {
  const res = await browser.post("/login", { intent: "email", place: "page", email, name__confirm: "", ...fields });
  expect(res.status).toBe(303);
  return res;
}

async function signIn(email: string, fields: Record<string, string> = {}): Promise<{ browser: NoJsBrowser; res: Response }> {
  const browser = new NoJsBrowser(server.url);
  await askForCode(browser, email, fields);
  const res = await browser.post("/login", { intent: "code", place: "page", email, code: await code(email), ...fields });
  return { browser, res };
}

const sessionCookie = (res: Response) => res.headers.getSetCookie().find((c) => c.startsWith("__session="));

describe("sign-in without JavaScript", () => {
  it("signs in by form posts with the mailed code and goes home from the login page", async () => {
    const browser = new NoJsBrowser(server.url);
    const page = await browser.get("/login");
    expect(page.status).toBe(200);
    expect(page.headers.get("cache-control")).toBe("private, no-store");
    const html = await page.text();
    expect(html).toContain('name="email"');
    expect(html).toContain("name__confirm");
    expect(html).not.toContain("-data missing-");

    const asked = await askForCode(browser, "Maria.Gonzalez@example.com");
    expect(asked.headers.get("location")).toBe("/login?step=code");
    const codeStep = await (await browser.get("/login?step=code")).text();
    expect(codeStep).toContain("maria.gonzalez@example.com");
    expect(codeStep).toMatch(/<input[^>]*name="code"[^>]*autoComplete="one-time-code"|<input[^>]*autoComplete="one-time-code"[^>]*name="code"/i);
    expect(codeStep).toMatch(/You can ask for a new code in \d+ seconds/);

    const res = await browser.post("/login", {
      intent: "code",
      place: "page",
      email: "maria.gonzalez@example.com",
      code: await code("maria.gonzalez@example.com"),
    });
    expect(res.status).toBe(303);
    expect(res.headers.get("location")).toBe("/");

    const home = await browser.get("/");
    expect(home.headers.get("cache-control")).toBe("private, no-store");
    const homeHtml = await home.text();
    expect(homeHtml).toContain("Maria Gonzalez");
    expect(homeHtml).toContain("You&#x27;re Successfully Logged in");
  });

  it("returns to the page under the modal, and Spanish to Spanish", async () => {
    const { res } = await signIn("li.chen@example.com", { place: "modal", redirectTo: "/es/productos?q=relay" });
    expect(res.headers.get("location")).toBe("/es/productos?q=relay");
    const fromSpanishLogin = await signIn("ana.ruiz@example.com", { place: "page" }).then(async ({ browser }) => {
      // Already signed in: the Spanish login page shows the signed-in step.
      return (await browser.get("/es/login")).text();
    });
    expect(fromSpanishLogin).toMatch(/role="status"[^>]*>Ha iniciado sesión correctamente</);
  });

  it("answers an invalid e-mail with 'Invalid email', keeping what was typed", async () => {
    const browser = new NoJsBrowser(server.url);
    const res = await browser.post("/login", { intent: "email", place: "modal", redirectTo: "/products", email: "maria@" });
    expect(res.status).toBe(400);
    const html = await res.text();
    expect(html).toContain(">Invalid email</p>");
    expect(html).toContain('value="maria@"');
    expect(html).toContain('name="redirectTo" value="/products"');
  });

  it("refuses a bot that filled the honeypot, sending nothing", async () => {
    const browser = new NoJsBrowser(server.url);
    const res = await browser.post("/login", { intent: "email", place: "page", email: "bot.target@example.com", name__confirm: "spam" });
    expect(res.status).toBe(400);
    expect(await readLatestOutboxCode(server.dataDir, "bot.target@example.com")).toBeNull();
  });

  it("refuses a resend within 60 seconds politely", async () => {
    const browser = new NoJsBrowser(server.url);
    await askForCode(browser, "resend.early@example.com");
    const res = await browser.post("/login", { intent: "resend", place: "page", email: "resend.early@example.com" });
    expect(res.status).toBe(429);
    expect(await res.text()).toMatch(/<p>A code was just sent\. You can ask for another in \d+ seconds\.<\/p>/);
  });

  it("voids a code after 5 wrong tries", async () => {
    const browser = new NoJsBrowser(server.url);
    const email = "sam.okafor@example.com";
    await askForCode(browser, email);
    const right = await code(email);
    const wrong = right === "000000" ? "111111" : "000000";
    for (let i = 0; i < 5; i += 1) {
      const res = await browser.post("/login", { intent: "code", place: "page", email, code: wrong });
      expect(res.status).toBe(400);
    }
    const res = await browser.post("/login", { intent: "code", place: "page", email, code: right });
    expect(res.status).toBe(400);
    expect(sessionCookie(res)).toBeUndefined();
    expect(await res.text()).toContain("<p>Too many wrong tries: that code no longer works");
  });

  it("refuses a code used once already", async () => {
    const browser = new NoJsBrowser(server.url);
    const email = "reuse.check@example.com";
    await askForCode(browser, email);
    const once = await code(email);
    const before = browser.clone();
    const first = await browser.post("/login", { intent: "code", place: "page", email, code: once });
    expect(first.status).toBe(303);
    const again = await before.post("/login", { intent: "code", place: "page", email, code: once });
    expect(again.status).toBe(400);
    expect(sessionCookie(again)).toBeUndefined();
  });

  it("refuses a cross-origin post (403)", async () => {
    const forged = new NoJsBrowser(server.url, "https://evil.example");
    const res = await forged.post("/login", { intent: "email", place: "page", email: "maria.gonzalez@example.com" });
    expect(res.status).toBe(403);
    const bySite = await new NoJsBrowser(server.url).post("/logout", {}, { "Sec-Fetch-Site": "cross-site" });
    expect(bySite.status).toBe(403);
  });

  it("never leaves the site through redirectTo", async () => {
    const browser = new NoJsBrowser(server.url);
    const page = await (await browser.get("/login?redirectTo=//evil.example")).text();
    expect(page).not.toContain('value="//evil.example"');
    for (const target of ["//evil.example", "https://evil.example/x", "/\\evil.example", "javascript:alert(1)"]) {
      const { res } = await signIn("tom.becker@example.com", { redirectTo: target });
      expect(res.headers.get("location")).toBe("/");
    }
  });

  it("sets the session cookie HttpOnly, SameSite=Lax, Path=/, for the session's 30 days, not Secure over http", async () => {
    const { res } = await signIn("li.chen@example.com");
    const cookie = sessionCookie(res)!;
    expect(cookie).toMatch(/; HttpOnly/i);
    expect(cookie).toMatch(/; SameSite=Lax/i);
    expect(cookie).toMatch(/; Path=\//i);
    expect(Number(/Max-Age=(\d+)/i.exec(cookie)?.[1])).toBe(30 * 24 * 60 * 60);
    expect(cookie).not.toMatch(/; Secure/i);
  });
});

describe("the name step", () => {
  it("opens on every page for the demo user without a name until first and last name are saved", async () => {
    const { browser, res } = await signIn("new.buyer@example.com", { place: "modal", redirectTo: "/products" });
    expect(res.headers.get("location")).toBe("/products");
    for (const path of ["/products", "/", "/es"]) {
      const html = await (await browser.get(path)).text();
      expect(html).toMatch(/role="dialog"/);
      expect(html).toMatch(
        />(Almost there! Please enter first and last name to complete your profile\.|¡Ya casi! Introduzca su nombre y apellido para completar su perfil\.)</,
      );
      expect(html).toContain('name="firstName"');
      expect(html).toContain('value="new.buyer@example.com"');
    }

    const blank = await browser.post("/login", { intent: "name", place: "modal", redirectTo: "/products", firstName: "  ", lastName: "" });
    expect(blank.status).toBe(400);
    expect(await blank.text()).toContain(">This field is required</p>");

    const saved = await browser.post("/login", { intent: "name", place: "modal", redirectTo: "/products", firstName: " Nina ", lastName: " Novak " });
    expect(saved.status).toBe(303);
    expect(saved.headers.get("location")).toBe("/products");
    const after = await (await browser.get("/products")).text();
    expect(after).not.toContain('name="firstName"');
    expect(after).toContain("Nina Novak");
  });

  it("goes home after naming on the login page", async () => {
    const { browser } = await signIn("first.timer@example.com", { place: "page" });
    const page = await (await browser.get("/login")).text();
    expect(page).toContain(">Almost there! Please enter first and last name to complete your profile.<");
    const saved = await browser.post("/login", { intent: "name", place: "page", firstName: "Fay", lastName: "Timer" });
    expect(saved.headers.get("location")).toBe("/");
  });
});

describe("the guard", () => {
  it("sends a visitor from /my-account/profile to login and back there after signing in", async () => {
    const browser = new NoJsBrowser(server.url);
    const guarded = await browser.get("/my-account/profile");
    expect(guarded.status).toBe(303);
    expect(guarded.headers.get("location")).toBe("/login");
    expect(browser.cookies.has("redirect-path")).toBe(true);

    await askForCode(browser, "tom.becker@example.com");
    const res = await browser.post("/login", { intent: "code", place: "page", email: "tom.becker@example.com", code: await code("tom.becker@example.com") });
    expect(res.headers.get("location")).toBe("/my-account/profile");
    const profile = await browser.get("/my-account/profile");
    expect(profile.status).toBe(200);
    expect(profile.headers.get("cache-control")).toBe("private, no-store");
    const html = await profile.text();
    expect(html).toContain("Keystone Electrical Supply");
    expect(html).toContain("NET 30");
  });

  it("sends a Spanish visitor to the Spanish login page; unknown account pages are 404", async () => {
    const browser = new NoJsBrowser(server.url);
    expect((await browser.get("/es/mi-cuenta/perfil")).headers.get("location")).toBe("/es/login");
    const { browser: signedIn } = await signIn("maria.gonzalez@example.com");
    expect((await signedIn.get("/my-account/nothing-here")).status).toBe(404);
  });
});

describe("sign-out", () => {
  it("signs out on a POST without a body, like an empty form", async () => {
    const { browser } = await signIn("ana.ruiz@example.com");
    const res = await browser.postWithoutBody("/logout");
    expect(res.status).toBe(303);
    expect(res.headers.get("location")).toBe("/");
    expect(browser.cookies.has("__session")).toBe(false);
    expect(await (await browser.get("/")).text()).not.toContain("Ana Ruiz");
  });

  it("is a POST that ends the session and returns to the page (home from a guarded one)", async () => {
    const { browser } = await signIn("ana.ruiz@example.com");
    expect((await browser.get("/logout")).status).toBe(302);
    expect(await (await browser.get("/")).text()).toContain("Ana Ruiz");

    const res = await browser.post("/logout", { redirectTo: "/products" });
    expect(res.status).toBe(303);
    expect(res.headers.get("location")).toBe("/products");
    expect(browser.cookies.has("__session")).toBe(false);
    expect(await (await browser.get("/")).text()).not.toContain("Ana Ruiz");

    const again = await signIn("ana.ruiz@example.com");
    const fromAccount = await again.browser.post("/logout", { redirectTo: "/es/mi-cuenta/perfil" });
    expect(fromAccount.headers.get("location")).toBe("/es");

    // A private call answered 401 on an account page: the login page, which returns to that page.
    const unauthorized = await signIn("ana.ruiz@example.com");
    const reopened = await unauthorized.browser.post("/logout", { redirectTo: "/es/mi-cuenta/perfil?tab=2&login=1" });
    expect(reopened.headers.get("location")).toBe("/es/login?redirectTo=%2Fes%2Fmi-cuenta%2Fperfil%3Ftab%3D2");
    const loginPage = await (await unauthorized.browser.get("/es/login?redirectTo=%2Fes%2Fmi-cuenta%2Fperfil%3Ftab%3D2")).text();
    expect(loginPage).toContain('value="/es/mi-cuenta/perfil?tab=2"');
  });
});

describe("private API", () => {
  const patch = (browser: NoJsBrowser, body: unknown, headers: Record<string, string> = {}) =>
    fetch(`${server.url}/api/private/user`, {
      method: "PATCH",
      headers: { Cookie: browser.cookieHeader(), "Content-Type": "application/json", ...headers },
      body: JSON.stringify(body),
    });

  it("answers 401 JSON without a session or bearer", async () => {
    const res = await patch(new NoJsBrowser(server.url), { nameFirst: "A", nameLast: "B" });
    expect(res.status).toBe(401);
    expect(res.headers.get("content-type")).toMatch(/application\/json/);
    expect(await res.json()).toEqual({ error: "Auth session missing!" });
    const bad = await patch(new NoJsBrowser(server.url), {}, { Authorization: "Bearer not-a-token" });
    expect(bad.status).toBe(401);
  });

  it("PATCH /api/private/user saves the names and answers { data }", async () => {
    const { browser } = await signIn("li.chen@example.com");
    const res = await patch(browser, { nameFirst: " Li ", nameLast: "Chen-Wu", email: "li.chen@example.com" });
    expect(res.status).toBe(200);
    const body = (await res.json()) as { data: { nameFirst: string; nameLast: string; email: string } };
    expect(body.data).toMatchObject({ nameFirst: "Li", nameLast: "Chen-Wu", email: "li.chen@example.com" });
    expect((await patch(browser, { nameFirst: "", nameLast: "x" })).status).toBe(400);
    expect((await patch(browser, { nameFirst: "Li", nameLast: "Chen", email: "someone.else@example.com" })).status).toBe(400);
  });

  it("PATCH /api/private/user with a bearer token alone also saves the names, and sets no cookie", async () => {
    await signIn("li.chen@example.com");
    const res = await fetch(`${server.url}/api/private/user`, {
      method: "PATCH",
      headers: { Authorization: `Bearer ${await bearerTokenFor(server, "li.chen@example.com")}`, "Content-Type": "application/json" },
      body: JSON.stringify({ nameFirst: "Li", nameLast: "Chen-Bearer" }),
    });
    expect(res.status).toBe(200);
    expect(res.headers.get("set-cookie")).toBeNull();
    expect(((await res.json()) as { data: unknown }).data).toMatchObject({ nameFirst: "Li", nameLast: "Chen-Bearer", email: "li.chen@example.com" });
  });

  it("POST /api/private/customer creates a customer for the user (201), also with a bearer token", async () => {
    await signIn("maria.gonzalez@example.com");
    const res = await fetch(`${server.url}/api/private/customer`, {
      method: "POST",
      headers: { Authorization: `Bearer ${await bearerTokenFor(server, "maria.gonzalez@example.com")}`, "Content-Type": "application/json" },
      body: JSON.stringify({
        name: "Gonzalez Panels LLC",
        contact: {
          nameFirst: "Maria",
          nameLast: "Gonzalez",
          nameCompany: "Gonzalez Panels LLC",
          phone1: "412-555-0100",
          addressCountry: "US",
          addressState: "PA",
          addressPostalCode: "15222",
        },
      }),
    });
    expect(res.status).toBe(201);
    expect(((await res.json()) as { data: { id: string } }).data.id).toBeTruthy();
  });
});

describe("production over https, with Google configured", () => {
  let secure: BuiltServer;
  beforeAll(async () => {
    // Behind an https proxy on loopback, which the server is told to trust for its X-Forwarded-* headers.
    secure = await startBuiltServer({
      TRUST_PROXY: "loopback",
      PUBLIC_URL: "https://shop.example",
      SESSION_SECRET: "test-secret-one,test-secret-old",
      GOOGLE_CLIENT_ID: "test-client.apps.googleusercontent.com",
      GOOGLE_CLIENT_SECRET: "test-google-secret",
    });
  }, 120_000);
  afterAll(async () => {
    await secure?.stop();
  });

  it("marks the session cookie Secure", async () => {
    // As behind the https proxy: Remix compares Origin with the forwarded host.
    const browser = new NoJsBrowser(secure.url, "https://shop.example", { "X-Forwarded-Host": "shop.example" });
    await browser.post("/login", { intent: "email", place: "page", email: "maria.gonzalez@example.com" });
    const mailed = await readLatestOutboxCode(secure.dataDir, "maria.gonzalez@example.com");
    const res = await browser.post("/login", { intent: "code", place: "page", email: "maria.gonzalez@example.com", code: mailed! });
    expect(res.status).toBe(303);
    expect(sessionCookie(res)).toMatch(/; Secure/i);
  });

  it("offers Google as a POST form that starts the round trip and remembers the page", async () => {
    const browser = new NoJsBrowser(secure.url, "https://shop.example", { "X-Forwarded-Host": "shop.example" });
    const page = await (await browser.get("/login")).text();
    expect(page).toMatch(/<form[^>]*action="\/auth\/google"/);
    expect(page).toContain("Continue with Google");
    const res = await browser.post("/auth/google", { place: "modal", redirectTo: "/products" });
    expect(res.status).toBe(302);
    const location = new URL(res.headers.get("location")!);
    expect(location.origin).toBe("https://accounts.google.com");
    expect(location.searchParams.get("redirect_uri")).toBe("https://shop.example/auth/google/callback");
    expect(res.headers.getSetCookie().some((c) => c.startsWith("redirect-path="))).toBe(true);
  });
});

describe("without Google configured", () => {
  it("shows no Google button and refuses to start", async () => {
    const browser = new NoJsBrowser(server.url);
    expect(await (await browser.get("/login")).text()).not.toMatch(/action="\/auth\/google"/);
    expect((await browser.post("/auth/google", {})).status).toBe(404);
  });
});

describe("an expired code", () => {
  let shifted: ShiftedServer;
  beforeAll(async () => {
    shifted = await startShiftedServer();
  }, 120_000);
  afterAll(async () => {
    await shifted?.stop();
  });

  it("is refused once its 10 minutes are over", async () => {
    const browser = new NoJsBrowser(shifted.url);
    const email = "li.chen@example.com";
    expect((await browser.post("/login", { intent: "email", place: "page", email })).status).toBe(303);
    const mailed = await readLatestOutboxCode(shifted.dataDir, email);
    shifted.shiftClock(10 * 60_000 + 1_000);
    const res = await browser.post("/login", { intent: "code", place: "page", email, code: mailed! });
    expect(res.status).toBe(400);
    expect(sessionCookie(res)).toBeUndefined();
    expect(await res.text()).toContain("<p>That code has expired. Ask for a new one.</p>");
  });
});

describe("the sign-in mail in the server's output", () => {
  it("names neither the code nor the mail's subject", async () => {
    const email = "quiet.log@example.com";
    await askForCode(new NoJsBrowser(server.url), email);
    const mailed = await code(email);
    expect(server.output()).toContain("mail: written to");
    expect(server.output()).not.toContain(mailed);
    expect(server.output()).not.toContain("sign-in code");
  });
});
