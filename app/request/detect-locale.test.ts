import { describe, expect, it } from "vitest";
import { apiLanguage, languageCookie, saveLanguage, shouldRedirectRootToSpanish } from "./detect-locale.server";

async function request(headers: Record<string, string>) {
  return new Request("http://localhost/", { headers });
}
const cookieFor = async (lng: string) => (await (await languageCookie()).serialize(lng)).split(";")[0]!;

describe("shouldRedirectRootToSpanish", () => {
  it("follows a saved Spanish choice", async () => {
    expect(await shouldRedirectRootToSpanish(await request({ Cookie: await cookieFor("es") }))).toBe(true);
  });
  it("lets a saved English choice win over a Spanish browser", async () => {
    const headers = { Cookie: await cookieFor("en"), "Accept-Language": "es-MX,es;q=0.9" };
    expect(await shouldRedirectRootToSpanish(await request(headers))).toBe(false);
  });
  it("uses the browser language list without a cookie", async () => {
    expect(await shouldRedirectRootToSpanish(await request({ "Accept-Language": "es-MX,es;q=0.9,en;q=0.8" }))).toBe(true);
    expect(await shouldRedirectRootToSpanish(await request({ "Accept-Language": "en-US,en;q=0.9,es;q=0.8" }))).toBe(false);
  });
  it("walks the whole browser language list by weight", async () => {
    expect(await shouldRedirectRootToSpanish(await request({ "Accept-Language": "fr-FR,fr;q=0.9,es;q=0.8" }))).toBe(true);
    expect(await shouldRedirectRootToSpanish(await request({ "Accept-Language": "de, es" }))).toBe(true);
    expect(await shouldRedirectRootToSpanish(await request({ "Accept-Language": "de, en;q=0.9, es;q=0.8" }))).toBe(false);
  });
  it("falls back to English for unsupported or missing preferences", async () => {
    expect(await shouldRedirectRootToSpanish(await request({ "Accept-Language": "fr-FR,de;q=0.8" }))).toBe(false);
    expect(await shouldRedirectRootToSpanish(await request({}))).toBe(false);
    expect(await shouldRedirectRootToSpanish(await request({ Cookie: await cookieFor("fr") }))).toBe(false);
  });
  it("writes the cookie for a year, site-wide, SameSite Lax", async () => {
    const header = await saveLanguage("es");
    expect(header).toMatch(/Max-Age=31536000/);
    expect(header).toMatch(/Path=\//);
    expect(header).toMatch(/SameSite=Lax/);
  });
});

describe("apiLanguage", () => {
  const api = (query: string, headers: Record<string, string> = {}) => apiLanguage(new Request(`http://localhost/api/public/quote${query}`, { headers }));

  it("takes ?lang= first, then the Accept-Language list, then English", async () => {
    expect(await api("?lang=es")).toBe("es");
    expect(await api("?lang=en", { "Accept-Language": "es" })).toBe("en");
    expect(await api("", { "Accept-Language": "es-MX,es;q=0.9,en;q=0.8" })).toBe("es");
    expect(await api("", { "Accept-Language": "fr" })).toBe("en");
    expect(await api("", { "Accept-Language": "fr-FR,fr;q=0.9,es;q=0.8" })).toBe("es");
    expect(await api("")).toBe("en");
  });

  it("ignores a language it does not speak in the query", async () => {
    expect(await api("?lang=fr", { "Accept-Language": "es" })).toBe("es");
    expect(await api("?lang=fr")).toBe("en");
  });

  it("never reads the saved language cookie (an API client's choice is per call)", async () => {
    expect(await api("", { Cookie: await cookieFor("es") })).toBe("en");
  });
});
