import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { NoJsBrowser } from "./support/browser";
import { startBuiltServer, type BuiltServer } from "./support/built-server";
import { signedIn } from "./support/sign-in";
import account from "../../content/strings/account.json";
import { autofocused, pageText, unescapeHtml, withoutScripts } from "./support/html";

// The address book page without JavaScript (docs/accounts.md#the-address-book-page): every state is a URL, every
// change a form post answered 303 with a toast, or refused with the page and nothing changed.
let server: BuiltServer;
beforeAll(async () => {
  server = await startBuiltServer({ AUTH_RATE_LIMIT_FACTOR: "20" });
}, 120_000);
afterAll(async () => {
  await server?.stop();
});

const PAGE = "/my-account/addresses";

const branch = {
  nameFirst: "Nora",
  nameLast: "Field",
  nameCompany: "Allegheny Controls Plant 4",
  phone1: "(412) 555-0111",
  addressLine1: "9 Mill Rd",
  addressLine2: "Dock B",
  addressCity: "Butler",
  addressState: "PA",
  addressPostalCode: "16001",
  addressCountry: "US",
  taxable: "on",
};

/** The page after a post's 303, where its toast shows. */
async function followed(browser: NoJsBrowser, res: Response): Promise<string> {
  expect(res.status).toBe(303);
  return pageText(await browser.get(res.headers.get("location")!));
}

/** The buyer's contacts as the contacts call lists them. */
async function contactsOf(browser: NoJsBrowser): Promise<unknown> {
  const res = await browser.get("/api/private/contacts");
  expect(res.status).toBe(200);
  return res.json();
}

/** The id of the address whose card shows `line` (from its edit link). */
function idOf(html: string, line: string): string {
  const at = html.indexOf(line);
  expect(at, line).toBeGreaterThan(-1);
  return /\?address=(CT-\d+)/.exec(html.slice(at))![1]!;
}

describe("the address book page", () => {
  let maria: NoJsBrowser;
  beforeAll(async () => {
    maria = await signedIn(server, "maria.gonzalez@example.com");
  }, 60_000);

  it("lists the buyer's addresses with the defaults marked, and no edit or remove controls on a read-only one", async () => {
    const res = await maria.get(PAGE);
    expect(res.status).toBe(200);
    expect(res.headers.get("cache-control")).toBe("private, no-store");
    const html = await pageText(res);
    expect(html).toContain("2200 Smallman St");
    expect(html).toContain("Default billing");
    // The ERP-maintained address is listed, its marker (a code for the shop's systems) left out of what is shown.
    expect(html).toContain("80 Industry Dr");
    expect(html).toContain("(412) 555-0134");
    expect(html).not.toContain("412-555-0134");
    expect(withoutScripts(html)).not.toContain("W4125550199");
    expect(html).toContain("Maintained by our team: contact us to change it.");
    expect(html).toContain(`href="${PAGE}?address=CT-5003"`);
    expect(html).not.toContain("address=CT-5002");
    expect(html).not.toContain("remove=CT-5002");
    expect(html).not.toContain('role="dialog"');
  });

  it("answers an unknown, another buyer's or a read-only address in the URL with the list and a message", async () => {
    for (const [query, status, message] of [
      ["?address=CT-5004", 404, "That address was not found"],
      ["?remove=CT-9999", 404, "That address was not found"],
      ["?address=CT-5002", 403, "cannot be changed here"],
      ["?remove=CT-5002", 403, "cannot be changed here"],
    ] as const) {
      const res = await maria.get(PAGE + query);
      expect(res.status, query).toBe(status);
      const html = await pageText(res);
      expect(html, query).toContain(message);
      expect(html, query).toContain("2200 Smallman St");
      expect(html, query).not.toContain('role="dialog"');
      expect(html, query).not.toContain("Keystone");
    }
  });

  it("adds an address by a form post from the open slide-over, with a toast", async () => {
    const form = await pageText(await maria.get(`${PAGE}?address=new`));
    expect(form).toContain('role="dialog"');
    expect(form).toContain("New address");
    for (const name of [
      "nameFirst",
      "nameLast",
      "nameCompany",
      "phone1",
      "addressLine1",
      "addressLine2",
      "addressCity",
      "addressState",
      "addressPostalCode",
      "addressCountry",
      "taxable",
    ]) {
      expect(form, name).toContain(`name="${name}"`);
    }
    expect(form).toContain("Germany (+49)");
    // Without JavaScript the state is a text field taking a code or a name (issue 21, item 11).
    expect(form).toContain(account.accountAddressStateOrRegion.en);
    expect(form).toContain(`href="${PAGE}"`);
    const html = await followed(maria, await maria.post(`${PAGE}?address=new`, { intent: "add", ...branch }));
    expect(html).toContain("Address added");
    expect(html).toContain("9 Mill Rd");
    // Stored in E.164 (+14125550111), shown as an imported number is: nationally.
    expect(html).toContain("(412) 555-0111");
  });

  it("comes back 400 with the slide-over open, every typed value kept and each field's error under it", async () => {
    const typed = { ...branch, nameFirst: "", phone1: "555-01", addressPostalCode: "1600", addressLine1: "77 Typed Ave" };
    const res = await maria.post(`${PAGE}?address=new`, { intent: "add", ...typed });
    expect(res.status).toBe(400);
    const html = await pageText(res);
    expect(html).toContain('role="dialog"');
    expect(html).toContain('value="77 Typed Ave"');
    expect(html).toContain('value="555-01"');
    expect(html).toContain('value="1600"');
    expect(html).toContain('value="Allegheny Controls Plant 4"');
    expect(html).toContain("This field is required");
    expect(html).toContain("Enter a valid phone number");
    expect(html).toContain("Enter a 5-digit ZIP code");
    expect(autofocused(html)).toEqual(["nameFirst"]);
    expect(await pageText(await maria.get(PAGE))).not.toContain("77 Typed Ave");
  });

  it.each([
    ["/my-account/addresses", "Remove “(W” with 10 digits and “)”", "Remove the line breaks, control characters or invisible characters"],
    ["/es/mi-cuenta/direcciones", "Quite “(W” con 10 dígitos y “)”", "Quite los saltos de línea, caracteres de control o caracteres invisibles"],
  ])("refuses a typed ERP marker and invisible characters at %s with each field's message, keeping the typed values", async (page, marker, invisible) => {
    const before = await contactsOf(maria);
    const typed = { ...branch, nameCompany: "Plant 3 (W1234567890)", addressLine1: "9 Mill\u202e Rd", addressCity: "But\u200bler" };
    for (const [body, query] of [
      [{ intent: "add", ...typed }, "?address=new"],
      [{ intent: "update", id: "CT-5003", ...typed }, "?address=CT-5003"],
    ] as const) {
      const res = await maria.post(page + query, body);
      expect(res.status, body.intent).toBe(400);
      const html = unescapeHtml(withoutScripts(await pageText(res)));
      expect(html, body.intent).toContain(marker);
      expect(html.split(invisible).length - 1, body.intent).toBe(2);
      expect(html, body.intent).toContain('value="Plant 3 (W1234567890)"');
      expect(html, body.intent).toContain('value="9 Mill\u202e Rd"');
    }
    expect(await contactsOf(maria)).toEqual(before);
  });

  it("edits an address from its URL, keeping its other fields", async () => {
    const form = await pageText(await maria.get(`${PAGE}?address=CT-5003`));
    expect(form).toContain("Edit address");
    expect(form).toContain('value="Allegheny Controls Plant 3"');
    const fields = Object.fromEntries([...form.matchAll(/<input[^>]*name="(\w+)"[^>]*value="([^"]*)"/g)].map((m) => [m[1]!, m[2]!]));
    expect(fields).toMatchObject({ intent: "update", id: "CT-5003", nameFirst: "Dan" });
    const html = await followed(
      maria,
      await maria.post(`${PAGE}?address=CT-5003`, { ...fields, addressCountry: "US", addressState: "PA", addressCity: "Cranberry Township" }),
    );
    expect(html).toContain("Address updated");
    expect(html).toContain("Cranberry Township");
    expect(html).toContain("Allegheny Controls Plant 3");
  });

  it("removes an address after its confirmation URL", async () => {
    const id = idOf(await pageText(await maria.get(PAGE)), "9 Mill Rd");
    const dialog = await pageText(await maria.get(`${PAGE}?remove=${id}`));
    expect(dialog).toContain("Remove this address?");
    expect(dialog).toContain(`name="id" value="${id}"`);
    const html = await followed(maria, await maria.post(`${PAGE}?remove=${id}`, { intent: "remove", id }));
    expect(html).toContain("Address removed");
    expect(html).not.toContain("9 Mill Rd");
  });

  it("saves the default billing and shipping addresses", async () => {
    const res = await maria.post(PAGE, { intent: "defaults", billingContactId: "CT-5002", shippingContactId: "CT-5003" });
    const html = await followed(maria, res);
    expect(html).toContain("Default billing and shipping addresses saved");
    expect(html).toMatch(/<option value="CT-5002" selected="">/);
    expect(html).toMatch(/<option value="CT-5003" selected="">/);
    const forged = await maria.post(PAGE, { intent: "defaults", billingContactId: "CT-5004", shippingContactId: "" });
    expect(forged.status).toBe(404);
  });

  it("refuses a forged edit or removal of a read-only address (403) and of another customer's (404), changing nothing", async () => {
    const tom = await signedIn(server, "tom.becker@example.com");
    const before = { maria: await contactsOf(maria), tom: await contactsOf(tom) };
    const readOnly = await maria.post(PAGE, { intent: "update", id: "CT-5002", ...branch, nameFirst: "Mine" });
    expect(readOnly.status).toBe(403);
    expect(await pageText(readOnly)).toContain("cannot be changed here");
    expect((await maria.post(PAGE, { intent: "remove", id: "CT-5002" })).status).toBe(403);
    const foreign = await maria.post(PAGE, { intent: "update", id: "CT-5004", ...branch, nameFirst: "Mine" });
    expect(foreign.status).toBe(404);
    const foreignHtml = await pageText(foreign);
    expect(foreignHtml).toContain("That address was not found");
    expect(foreignHtml).not.toContain("Keystone");
    expect((await maria.post(PAGE, { intent: "remove", id: "CT-5004" })).status).toBe(404);
    expect((await maria.post(PAGE, { intent: "remove", id: "CT-9999" })).status).toBe(404);
    expect((await maria.post(PAGE, { intent: "add", customerId: "C-1002", ...branch })).status).toBe(404);
    expect(await contactsOf(maria)).toEqual(before.maria);
    expect(await contactsOf(tom)).toEqual(before.tom);
  });
});

describe("a new buyer's address book in Spanish", () => {
  it("starts empty, adds an address and answers in Spanish", async () => {
    const browser = await signedIn(server, "direcciones@example.com");
    await browser.post("/login", { intent: "name", place: "page", firstName: "Ana", lastName: "Nueva", redirectTo: "/es/mi-cuenta/direcciones" });
    const empty = await pageText(await browser.get("/es/mi-cuenta/direcciones"));
    expect(empty).toContain("Aún no tiene direcciones guardadas.");
    const form = await pageText(await browser.get("/es/mi-cuenta/direcciones?address=new"));
    expect(form).toContain("Alemania (+49)");
    expect(form).toContain(account.accountAddressStateOrRegion.es);
    const refused = await browser.post("/es/mi-cuenta/direcciones?address=new", {
      intent: "add",
      ...branch,
      addressCountry: "MX",
      addressState: "",
      phone1: "+52 81 5555 0140",
    });
    expect(refused.status).toBe(400);
    expect(await pageText(refused)).toContain("Elija un estado o provincia");
    const monterrey = { ...branch, addressCountry: "MX", addressState: "NL", addressCity: "Monterrey", addressPostalCode: "64000", phone1: "+52 81 5555 0140" };
    const html = await followed(browser, await browser.post("/es/mi-cuenta/direcciones?address=new", { intent: "add", ...monterrey }));
    expect(html).toContain(account.accountAddressAdded.es);
    expect(html).toContain("Monterrey");
    expect(html).toContain("México");
  });

  it("starts a Mexican company's new address on Mexico, without JavaScript", async () => {
    const ana = await signedIn(server, "ana.ruiz@example.com");
    const html = await (await ana.get("/es/mi-cuenta/direcciones?address=new")).text();
    expect(html).toMatch(/<option value="MX" selected="">/);
    expect(html).not.toMatch(/<option value="US" selected="">/);
  });
});
