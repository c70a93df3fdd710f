import { readdirSync } from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { NoJsBrowser } from "./support/browser";
import { startBuiltServer, type BuiltServer } from "./support/built-server";
import { pageText, unescapeHtml, withoutScripts } from "./support/html";
import { bearerTokenFor, signedIn } from "./support/sign-in";

// Free text from people and callers has length limits and no control characters: a clear localized
// message with the typed value kept, or a 400 from an API; never a 5xx, never a file named after it.
let server: BuiltServer;
beforeAll(async () => {
  server = await startBuiltServer({ AUTH_RATE_LIMIT_FACTOR: "20" });
}, 120_000);
afterAll(async () => {
  await server?.stop();
});

const outboxFiles = () => {
  try {
    return readdirSync(path.join(server.dataDir, "outbox"));
  } catch {
    return [];
  }
};

/** The page as read: no scripts (their data repeats every string), entities read back. */
const readable = async (res: Response) => unescapeHtml(withoutScripts(await pageText(res)));

const api = (bearer: string, method: string, route: string, body: unknown) =>
  fetch(`${server.url}${route}`, { method, headers: { Authorization: `Bearer ${bearer}`, "Content-Type": "application/json" }, body: JSON.stringify(body) });

describe("the sign-in e-mail", () => {
  const long = `${"a".repeat(300)}@example.com`;

  it.each([
    ["/login", "Use at most 254 characters"],
    ["/es/login", "Use como máximo 254 caracteres"],
  ])("refuses an address of 312 characters at %s with a localized message, keeps it, writes no mail", async (route, message) => {
    const before = outboxFiles();
    const res = await new NoJsBrowser(server.url).post(route, { intent: "email", place: "page", email: long, name__confirm: "" });
    expect(res.status).toBe(400);
    const html = await readable(res);
    expect(html).toContain(message);
    expect(html).toContain(`value="${long}"`);
    expect(outboxFiles()).toEqual(before);
  });
});

describe("the name step", () => {
  let buyer: NoJsBrowser;
  beforeAll(async () => {
    buyer = await signedIn(server, "limits.name@example.com");
  }, 60_000);

  it.each([
    ["a NUL byte", "/login", "Ana\u0000", "Remove the line breaks, control characters or invisible characters from this field"],
    ["an escape", "/es/login", "Ana\u0007", "Quite los saltos de línea, caracteres de control o caracteres invisibles de este campo"],
    ["101 characters", "/login", "A".repeat(101), "Use at most 100 characters"],
    ["101 accented characters", "/es/login", "Á".repeat(101), "Use como máximo 100 caracteres"],
    // The profile's own name form posts to the profile, which answers its refusal in place.
    ["101 characters", "/es/mi-cuenta/perfil", "A".repeat(101), "Use como máximo 100 caracteres"],
  ])("refuses a first name with %s at %s with a localized message and keeps the typed names", async (_label, route, firstName, message) => {
    const res = await buyer.post(route, { intent: "name", place: "page", firstName, lastName: "Ruiz Pérez", redirectTo: "/my-account/profile" });
    expect(res.status).toBe(400);
    const html = await readable(res);
    expect(html).toContain(message);
    expect(html).toContain('value="Ruiz Pérez"');
    if (firstName.length > 100) expect(html).toContain(`value="${firstName}"`);
  });

  it("refuses a NUL byte or an overlong name in the names API with 400", async () => {
    const bearer = await bearerTokenFor(server, "limits.name@example.com");
    for (const body of [
      { nameFirst: "Ana\u0000", nameLast: "Ruiz" },
      { nameFirst: "Ana", nameLast: "R".repeat(101) },
    ]) {
      const res = await api(bearer, "PATCH", "/api/private/user", body);
      expect(res.status, JSON.stringify(body).slice(0, 40)).toBe(400);
    }
  });

  it("refuses a NUL byte or an overlong name in a new customer with 400", async () => {
    const bearer = await bearerTokenFor(server, "limits.name@example.com");
    for (const body of [{ name: "Acme\u0000" }, { name: "A".repeat(151) }]) {
      const res = await api(bearer, "POST", "/api/private/customer", body);
      expect(res.status, JSON.stringify(body).slice(0, 40)).toBe(400);
    }
  });
});

describe("other free text", () => {
  it("answers the product search with a NUL byte or a huge query, never a 5xx", async () => {
    const browser = new NoJsBrowser(server.url);
    for (const q of ["relay\u0000", "x".repeat(5000), "\u001b[31m"]) {
      const res = await browser.get(`/search?q=${encodeURIComponent(q)}`);
      expect(res.status, q.slice(0, 20)).toBe(200);
    }
  });

  it("refuses a part number with control characters in the quote API with 400", async () => {
    const res = await fetch(`${server.url}/api/public/quote`, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ items: [{ pn: "GCX1111-10\u0000", quantity: 1 }], destination: { country: "US", state: "PA", postalCode: "15222" } }),
    });
    expect(res.status).toBe(400);
    expect(JSON.stringify(await res.json())).toContain("items[0].pn holds control or invisible characters.");
  });

  it("never answers a 5xx to a part number with a NUL byte in the cart or the favorites", async () => {
    const buyer = await signedIn(server, "limits.parts@example.com");
    for (const [route, fields] of [
      ["/cart", { intent: "add", pn: "GCX\u00001111", quantity: "1", redirectTo: "/cart" }],
      ["/my-account/favorites", { intent: "add", pn: "GCX\u00001111", redirectTo: "/" }],
      ["/my-account/favorites", { intent: "add", pn: "P".repeat(5000), redirectTo: "/" }],
    ] as const) {
      const res = await buyer.post(route, fields);
      expect(res.status, route).toBeLessThan(500);
    }
  });
});
