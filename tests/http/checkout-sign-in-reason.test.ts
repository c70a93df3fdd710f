import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { href } from "~/i18n/href";
import auth from "../../content/strings/auth.json";
import { NoJsBrowser } from "./support/browser";
import { startBuiltServer, type BuiltServer } from "./support/built-server";
import { pageText, unescapeHtml } from "./support/html";

// Issue 21, item 17: "Check out" as a visitor says why it asks to sign in, whether or not the attempted page is
// remembered in the redirect-path cookie.
describe.each(["true", "false"])("a visitor's checkout with AUTH_COOKIE_REDIRECT=%s", (remember) => {
  let server: BuiltServer;
  beforeAll(async () => {
    server = await startBuiltServer({ AUTH_COOKIE_REDIRECT: remember });
  }, 120_000);
  afterAll(async () => {
    await server?.stop();
  });

  it.each(["en", "es"] as const)("leads to the login page that says why it asks (%s)", async (lang) => {
    const browser = new NoJsBrowser(server.url);
    const res = await browser.get(href("checkout", {}, lang));
    expect(res.status).toBe(303);
    const login = res.headers.get("location") ?? "";
    expect(login).toMatch(new RegExp(`^${href("login", {}, lang)}`));
    expect(unescapeHtml(await pageText(browser.get(login)))).toContain(auth.loginForCheckout[lang]);
  });

  it("does not explain checkout on a sign-in that is not for it", async () => {
    const browser = new NoJsBrowser(server.url);
    const login = (await browser.get("/my-account")).headers.get("location") ?? "";
    expect(unescapeHtml(await pageText(browser.get(login)))).not.toContain(auth.loginForCheckout.en);
  });
});
