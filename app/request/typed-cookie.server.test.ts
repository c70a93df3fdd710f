import { describe, expect, it } from "vitest";
import { NO_CHOICES } from "~/domain/cart-shipping";
import { getBrowserId, renewBrowserId } from "./auth.server";
import { clearCartToken, commitCartToken, readCartToken } from "./cart-token.server";
import { commitCartShipping, readCartShipping } from "./cart-shipping.server";
import { cookieOf, framedCookie, type ValueCookieKind } from "./cookies.server";
import { clearPendingFavorite, readPendingFavorite, savePendingFavorite } from "./pending-favorite.server";
import { clearPendingLogin, readPendingLogin, savePendingLogin } from "./pending-login.server";
import { readRedirectPath, serializeRedirectPath } from "./session.server";
import { readToast, redirectWithToast } from "./toast.server";

const pair = (setCookie: string) => setCookie.split(";")[0]!;
const request = (cookie: string) => new Request("http://x/", { headers: { Cookie: cookie } });

/** The same cookie with one character of its value changed, so its signature no longer matches. */
function tampered(cookie: string): string {
  const at = cookie.indexOf("=") + 1;
  return cookie.slice(0, at) + (cookie[at] === "e" ? "f" : "e") + cookie.slice(at + 1);
}

type Case = {
  kind: ValueCookieKind;
  name: string;
  valid: () => Promise<string>;
  read: (request: Request) => Promise<unknown>;
  value: unknown;
  absent: unknown;
};

const CASES: Case[] = [
  { kind: "cart", name: "cart", valid: () => commitCartToken("a".repeat(40)), read: readCartToken, value: "a".repeat(40), absent: null },
  {
    kind: "pendingLogin",
    name: "__login",
    valid: () => savePendingLogin({ email: "ana@example.com", resendAt: 5 }),
    read: readPendingLogin,
    value: { email: "ana@example.com", resendAt: 5 },
    absent: null,
  },
  { kind: "pendingFavorite", name: "__favorite", valid: () => savePendingFavorite("GCX1111-10"), read: readPendingFavorite, value: "GCX1111-10", absent: null },
  {
    kind: "cartShipping",
    name: "cart-shipping",
    valid: () => commitCartShipping({ destination: { country: "US", state: "PA", postalCode: "15222" }, choice: "ups:ground", shipperNumber: null }),
    read: readCartShipping,
    value: { destination: { country: "US", state: "PA", postalCode: "15222" }, choice: "ups:ground", shipperNumber: null },
    absent: NO_CHOICES,
  },
  {
    kind: "toast",
    name: "__toast",
    valid: async () => (await redirectWithToast("/cart", { type: "info", title: "Hi" })).headers.get("Set-Cookie")!,
    read: async (r) => (await readToast(r)).toast,
    value: expect.objectContaining({ type: "info", title: "Hi" }),
    absent: null,
  },
  {
    kind: "browser",
    name: "__browser",
    valid: () => renewBrowserId("0b6f3c1e-5d2a-4c8e-9f7a-1b2c3d4e5f60"),
    // A browser without a valid id is given a new one, with the Set-Cookie that keeps it.
    read: async (r) => {
      const { browserId, setCookie } = await getBrowserId(r);
      return setCookie ? null : browserId;
    },
    value: "0b6f3c1e-5d2a-4c8e-9f7a-1b2c3d4e5f60",
    absent: null,
  },
  { kind: "redirectPath", name: "redirect-path", valid: () => serializeRedirectPath("/cart"), read: readRedirectPath, value: "/cart", absent: null },
];

describe.each(CASES)("the $name cookie", ({ kind, name, valid, read, value, absent }) => {
  it("reads back what it wrote, with the flags and lifetime of cookies.server.ts", async () => {
    const setCookie = await valid();
    expect(setCookie).toMatch(new RegExp(`^${name}=[^;]+; Max-Age=\\d+; Path=/; HttpOnly; SameSite=Lax`));
    expect(await read(request(pair(setCookie)))).toEqual(value);
  });
  it("reads as absent without it, tampered, of the wrong shape, or not even encoded", async () => {
    const good = pair(await valid());
    const wrongShape = pair(await (await cookieOf(kind)).serialize({ email: 1, pn: ["x"], id: 2 }));
    for (const cookie of ["", "other=1", tampered(good), wrongShape, `${name}=`, `${name}=%E0%A4%A`, `${name}=not.signed`, `${name}=${"x".repeat(5000)}`]) {
      expect(await read(request(cookie)), cookie).toEqual(absent);
    }
  });
});

describe("clearing", () => {
  it("expires each cookie at once", async () => {
    for (const setCookie of [await clearCartToken(), await clearPendingLogin(), await clearPendingFavorite(), await serializeRedirectPath(null)]) {
      expect(setCookie).toMatch(/^[\w-]+=; Max-Age=0; Path=\/; Expires=Thu, 01 Jan 1970 00:00:00 GMT; HttpOnly; SameSite=Lax/);
    }
  });
});

describe("framed cookies (a PunchOut session inside the procurement system's frame)", () => {
  it("are cross-site, secure and partitioned, the rest kept as it was", async () => {
    const framed = framedCookie(await serializeRedirectPath("/cart"));
    expect(framed).toMatch(/^redirect-path=[^;]+; Max-Age=\d+; Path=\/; HttpOnly; Secure; SameSite=None; Partitioned$/);
    expect(await readRedirectPath(request(pair(framed)))).toBe("/cart");
    expect(framedCookie("__session=x; Path=/; HttpOnly; Secure; SameSite=Lax")).toBe("__session=x; Path=/; HttpOnly; Secure; SameSite=None; Partitioned");
    expect(framedCookie(await clearCartToken())).toMatch(/^cart=; Max-Age=0; Path=\/; Expires=[^;]+; HttpOnly; Secure; SameSite=None; Partitioned$/);
  });
});
