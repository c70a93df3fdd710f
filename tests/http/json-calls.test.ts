import { afterAll, beforeAll, describe, expect, it } from "vitest";
import cart from "../../content/strings/cart.json";
import { startBuiltServer, type BuiltServer } from "./support/built-server";
import { bearerTokenFor, signedIn } from "./support/sign-in";

// Every call that reads a JSON body takes application/json only: anything else is 415 in the call's own error
// format, its message in the caller's language (?lang=es, else Accept-Language), before the body is read.
let server: BuiltServer;
let bearer: string;
const EMAIL = "li.chen@example.com";
beforeAll(async () => {
  server = await startBuiltServer();
  await signedIn(server, EMAIL);
  bearer = await bearerTokenFor(server, EMAIL);
}, 120_000);
afterAll(async () => {
  await server?.stop();
});

const MESSAGE = cart.jsonCallUnsupportedType;
const QUOTE = { items: [{ pn: "GCX1111-10", quantity: 2 }], destination: { country: "US", state: "PA", postalCode: "15222" } };

/** The calls with a JSON body, what each answers to a good one, and the shape of its 415 in `lang`. */
const CALLS: { call: string; method: string; path: string; body: unknown; ok: number; refusal: (lang: "en" | "es") => unknown }[] = [
  {
    call: "quote",
    method: "POST",
    path: "/api/public/quote",
    body: QUOTE,
    ok: 200,
    refusal: (lang) => ({ errors: [{ code: "unsupportedMediaType", message: MESSAGE[lang], path: "" }] }),
  },
  {
    call: "search",
    method: "POST",
    path: "/api/public/elastic-search/search",
    body: { elasticQuery: { size: 10, query: { terms: { pn: ["GCX1111-10"] } } } },
    ok: 200,
    refusal: (lang) => ({ error: MESSAGE[lang], issues: [] }),
  },
  {
    call: "user",
    method: "PATCH",
    path: "/api/private/user",
    body: { nameFirst: "Li", nameLast: "Chen" },
    ok: 200,
    refusal: (lang) => ({ error: MESSAGE[lang] }),
  },
  {
    call: "hubKV",
    method: "POST",
    path: "/api/private/hubKV",
    body: { key: `${EMAIL}:favorites`, feature: "favorites", favorites: [] },
    ok: 200,
    refusal: (lang) => ({ error: MESSAGE[lang] }),
  },
  {
    call: "customer",
    method: "POST",
    path: "/api/private/customer",
    body: { name: "Chen Panels", contact: { nameFirst: "Li", nameLast: "Chen", addressCountry: "US", addressState: "TX", phone1: "512-555-0100" } },
    ok: 201,
    refusal: (lang) => ({ error: MESSAGE[lang] }),
  },
  {
    call: "contacts",
    method: "POST",
    path: "/api/private/contacts",
    body: {
      nameFirst: "Li",
      nameLast: "Chen",
      addressLine1: "1 Main St",
      addressCity: "Austin",
      addressState: "TX",
      addressPostalCode: "78701",
      addressCountry: "US",
      phone1: "512-555-0100",
    },
    ok: 201,
    refusal: (lang) => ({ error: MESSAGE[lang] }),
  },
];

const send = (method: string, path: string, body: string, headers: Record<string, string>) =>
  fetch(`${server.url}${path}`, { method, headers: { Authorization: `Bearer ${bearer}`, ...headers }, body });

describe("JSON calls", () => {
  it.each(CALLS)("$call refuses a body that is not sent as JSON with 415, in the caller's language", async ({ method, path, body, refusal }) => {
    const cases: [Record<string, string>, string][] = [
      [{ "Content-Type": "text/plain;charset=UTF-8" }, JSON.stringify(body)],
      [{ "Content-Type": "application/x-www-form-urlencoded" }, "items=1"],
      [{ "Content-Type": "multipart/form-data; boundary=x" }, "--x--\r\n"],
      [{}, JSON.stringify(body)],
    ];
    for (const [headers, text] of cases) {
      const res = await send(method, path, text, headers);
      expect(res.status, `${path} ${JSON.stringify(headers)}`).toBe(415);
      expect(res.headers.get("cache-control")).toMatch(/no-store/);
      expect(await res.json()).toEqual(refusal("en"));
    }
    const spanish = await send(method, path, "x", { "Content-Type": "text/plain", "Accept-Language": "es-MX,es;q=0.9" });
    expect(await spanish.json()).toEqual(refusal("es"));
    const asked = await send(method, `${path}?lang=es`, "x", { "Content-Type": "text/plain" });
    expect(await asked.json()).toEqual(refusal("es"));
  });

  it.each(CALLS)("$call takes application/json, with or without a charset, in any letter case", async ({ method, path, body, ok }) => {
    for (const type of ["application/json", "Application/JSON; charset=utf-8"]) {
      const res = await send(method, path, JSON.stringify(body), { "Content-Type": type });
      expect(res.status, `${path} ${type}: ${await res.clone().text()}`).toBe(ok);
    }
  });
});
