import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { NoJsBrowser } from "./support/browser";
import { startBuiltServer, type BuiltServer } from "./support/built-server";
import { bearerTokenFor, signedIn } from "./support/sign-in";

// The contacts calls of spec section 7 against the built server, signed in through the real code flow.
let server: BuiltServer;
beforeAll(async () => {
  server = await startBuiltServer();
}, 120_000);
afterAll(async () => {
  await server?.stop();
});

type Auth = { cookie: NoJsBrowser } | { bearer: string } | null;

/** A call to the contacts API; a string body is sent as it is, anything else as JSON. */
function call(auth: Auth, method: string, path: string, body?: unknown): Promise<Response> {
  const headers: Record<string, string> = {};
  if (auth && "cookie" in auth) headers.Cookie = auth.cookie.cookieHeader();
  if (auth && "bearer" in auth) headers.Authorization = `Bearer ${auth.bearer}`;
  if (body !== undefined) headers["Content-Type"] = "application/json";
  return fetch(`${server.url}/api/private/contacts${path}`, {
    method,
    headers,
    body: body === undefined ? undefined : typeof body === "string" ? body : JSON.stringify(body),
  });
}

type Entry = { id: string; customerId: string; readOnly: boolean; defaultBilling: boolean; nameFirst: string; phone1: string; addressCity: string };

async function listOf(auth: Auth): Promise<Entry[]> {
  const res = await call(auth, "GET", "");
  expect(res.status).toBe(200);
  return ((await res.json()) as { data: Entry[] }).data;
}

const branch = {
  nameFirst: "Nora",
  nameLast: "Field",
  nameCompany: "Allegheny Controls Plant 4",
  phone1: "(412) 555-0111",
  addressLine1: "9 Mill Rd",
  addressLine2: "Dock B",
  addressCity: "Butler",
  addressState: "pa",
  addressPostalCode: "16001",
  addressCountry: "US",
  taxable: true,
};

let maria: Auth;
let mariaBearer: Auth;
let tom: Auth;
beforeAll(async () => {
  const browser = await signedIn(server, "maria.gonzalez@example.com");
  maria = { cookie: browser };
  mariaBearer = { bearer: await bearerTokenFor(server, "maria.gonzalez@example.com") };
  tom = { cookie: await signedIn(server, "tom.becker@example.com") };
}, 60_000);

describe("without a session or bearer token", () => {
  it("answers every call 401 JSON", async () => {
    for (const [method, path, body] of [
      ["GET", ""],
      ["POST", "", branch],
      ["PATCH", "/CT-5003", { addressCity: "Mars" }],
      ["DELETE", "/CT-5003"],
    ] as const) {
      const res = await call(null, method, path, body);
      expect(res.status, `${method} ${path}`).toBe(401);
      expect(res.headers.get("content-type")).toMatch(/application\/json/);
      expect(await res.json()).toEqual({ error: "Auth session missing!" });
    }
    expect((await call({ bearer: "not-a-token" }, "GET", "")).status).toBe(401);
  });
});

describe("GET /api/private/contacts", () => {
  it("answers the caller's contacts with a cookie session, never cached", async () => {
    const res = await call(maria, "GET", "?webUserId=WU-2001&customerIds=C-1001");
    expect(res.status).toBe(200);
    expect(res.headers.get("cache-control")).toBe("private, no-store");
    const { data } = (await res.json()) as { data: Entry[] };
    expect(data.map((c) => [c.id, c.readOnly, c.defaultBilling])).toEqual([
      ["CT-5001", false, true],
      ["CT-5002", true, false],
      ["CT-5003", false, false],
    ]);
  });

  it("answers the same with a bearer token", async () => {
    expect((await listOf(mariaBearer)).map((c) => c.id)).toEqual(["CT-5001", "CT-5002", "CT-5003"]);
  });

  it("answers 404 when another web user or customer is named, known or not", async () => {
    for (const query of ["?webUserId=WU-2002", "?customerIds=C-1002", "?customerIds=C-1001,C-1002", "?customerIds=C-1001&customerIds=C-9999"]) {
      const res = await call(maria, "GET", query);
      expect(res.status, query).toBe(404);
      expect(await res.json()).toEqual({ error: "Not found" });
    }
  });

  it("serves no GET of one contact", async () => {
    expect((await call(maria, "GET", "/CT-5001")).status).toBe(405);
  });
});

describe("adding, changing and removing", () => {
  it("adds with a bearer token (201), changes and removes with the cookie session", async () => {
    const added = await call(mariaBearer, "POST", "", branch);
    expect(added.status).toBe(201);
    const contact = ((await added.json()) as { data: Entry }).data;
    expect(contact).toMatchObject({ customerId: "C-1001", phone1: "+14125550111", readOnly: false });

    const changed = await call(maria, "PATCH", `/${contact.id}`, { addressCity: "Mars", addressPostalCode: "16046" });
    expect(changed.status).toBe(200);
    expect(((await changed.json()) as { data: Entry }).data).toMatchObject({ id: contact.id, addressCity: "Mars", nameFirst: "Nora" });
    expect((await listOf(maria)).find((c) => c.id === contact.id)).toMatchObject({ addressCity: "Mars" });

    const removed = await call(maria, "DELETE", `/${contact.id}`);
    expect(removed.status).toBe(200);
    expect(await removed.json()).toEqual({ data: { id: contact.id } });
    expect((await listOf(maria)).map((c) => c.id)).not.toContain(contact.id);
    expect((await call(maria, "DELETE", `/${contact.id}`)).status).toBe(404);
  });

  it("adds to the customer named when it is the caller's, 404 for another's", async () => {
    const sam = { cookie: await signedIn(server, "sam.okafor@example.com") };
    const res = await call(sam, "POST", "", { ...branch, addressState: "CA", addressPostalCode: "95826", customerId: "C-1005" });
    expect(res.status).toBe(201);
    expect(((await res.json()) as { data: Entry }).data.customerId).toBe("C-1005");
    const before = await listOf(tom);
    const foreign = await call(maria, "POST", "", { ...branch, customerId: "C-1002" });
    expect(foreign.status).toBe(404);
    expect(await listOf(tom)).toEqual(before);
  });
});

describe("bad bodies", () => {
  const fieldErrors = async (res: Response) => {
    expect(res.status).toBe(400);
    expect(res.headers.get("content-type")).toMatch(/application\/json/);
    return ((await res.json()) as { error: Record<string, string[]> }).error;
  };

  it("answers 400 with field errors as translation keys, adding nothing", async () => {
    const before = await listOf(maria);
    expect(await fieldErrors(await call(maria, "POST", "", { ...branch, nameFirst: "", addressPostalCode: "1600", phone1: "12" }))).toEqual({
      nameFirst: ["thisFieldIsRequired"],
      addressPostalCode: ["accountPostalCodeUS"],
      phone1: ["accountPhoneInvalid"],
    });
    expect(await fieldErrors(await call(maria, "POST", "", { ...branch, nameFirst: 42, taxable: "yes", addressCountry: ["US"] }))).toEqual({
      nameFirst: ["accountFieldInvalid"],
      taxable: ["accountFieldInvalid"],
      addressCountry: ["accountFieldInvalid"],
    });
    expect(await fieldErrors(await call(maria, "POST", "", { ...branch, customerId: 1001 }))).toEqual({ customerId: ["accountFieldInvalid"] });
    expect(await listOf(maria)).toEqual(before);
  });

  it("answers 400, never 500, for what is not JSON, not an object, too long or holds NUL bytes (413 for a body past the limit)", async () => {
    const notJson = await call(maria, "POST", "", "{nameFirst:");
    expect(notJson.status).toBe(400);
    expect(await notJson.json()).toEqual({ error: "The body must be JSON" });
    for (const body of ["null", "[1,2]", '"Nora"', "42"]) {
      expect(Object.keys(await fieldErrors(await call(maria, "POST", "", body))), body).toContain("nameFirst");
    }
    expect(await fieldErrors(await call(maria, "POST", "", { ...branch, addressLine1: "x".repeat(5_000) }))).toEqual({
      addressLine1: ["accountFieldTooLong200"],
    });
    // A body past the JSON limit is refused before it is read whole.
    expect((await call(maria, "POST", "", { ...branch, addressLine1: "x".repeat(500_000) })).status).toBe(413);
    expect(await fieldErrors(await call(maria, "POST", "", { ...branch, nameFirst: "No\u0000ra", addressCity: "But\u0000ler" }))).toEqual({
      nameFirst: ["accountFieldInvalidCharacters"],
      addressCity: ["accountFieldInvalidCharacters"],
    });
    expect(await fieldErrors(await call(maria, "PATCH", "/CT-5003", { nameLast: "\u0000" }))).toEqual({ nameLast: ["accountFieldInvalidCharacters"] });
    expect((await call(maria, "PATCH", "/CT-5003", "not json")).status).toBe(400);
  });
});

describe("forged changes", () => {
  it("refuses a read-only contact with 403 and a clear message, changing nothing", async () => {
    const before = await listOf(maria);
    const patch = await call(maria, "PATCH", "/CT-5002", { nameCompany: "Allegheny Controls Inc." });
    expect(patch.status).toBe(403);
    expect(await patch.json()).toEqual({ error: expect.stringMatching(/read-only/), key: "accountAddressReadOnly" });
    expect((await call(mariaBearer, "DELETE", "/CT-5002")).status).toBe(403);
    expect(await listOf(maria)).toEqual(before);
  });

  it("answers another customer's contact 404, changing nothing", async () => {
    const before = await listOf(tom);
    for (const auth of [maria, mariaBearer]) {
      expect((await call(auth, "PATCH", "/CT-5004", { addressCity: "Forged" })).status).toBe(404);
      expect((await call(auth, "DELETE", "/CT-5004")).status).toBe(404);
      expect((await call(auth, "PATCH", "/CT-9999", { addressCity: "Forged" })).status).toBe(404);
    }
    expect(await listOf(tom)).toEqual(before);
    expect(before.find((c) => c.id === "CT-5004")).toMatchObject({ addressCity: "Harrisburg" });
  });
});
