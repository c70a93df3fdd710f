import { describe, expect, it, vi } from "vitest";
import { keepLanguageFile, keptLanguageFile, languageFileHref, loadLanguageFile } from "./language-file";

const answer = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status });

describe("the language files kept", () => {
  it("names a file by language and version", () => {
    expect(languageFileHref("es", "0123456789abcdef")).toBe("/strings/es.0123456789abcdef.json");
  });

  it("keeps the last eight files, the one used last kept longest", () => {
    const hrefs = Array.from({ length: 9 }, (_, i) => languageFileHref("en", `keep${i}`));
    for (const href of hrefs.slice(0, 8)) keepLanguageFile(href, { strings: { k: href }, shell: null });
    keepLanguageFile(hrefs[0]!, { strings: { k: "again" }, shell: null });
    keepLanguageFile(hrefs[8]!, { strings: { k: "ninth" }, shell: null });
    expect(keptLanguageFile(hrefs[0]!)).toEqual({ strings: { k: "again" }, shell: null });
    expect(keptLanguageFile(hrefs[1]!)).toBeUndefined();
    expect(keptLanguageFile(hrefs[8]!)).toEqual({ strings: { k: "ninth" }, shell: null });
  });

  it("loads a file once, callers at the same time sharing the request", async () => {
    const href = languageFileHref("es", "load-once");
    const fetchFile = vi.fn(async () => answer({ strings: { cartTitle: "Carrito" }, shell: { siteName: "Tienda" } }));
    await Promise.all([loadLanguageFile(href, fetchFile), loadLanguageFile(href, fetchFile)]);
    await loadLanguageFile(href, fetchFile);
    expect(fetchFile).toHaveBeenCalledTimes(1);
    expect(keptLanguageFile(href)).toEqual({ strings: { cartTitle: "Carrito" }, shell: { siteName: "Tienda" } });
  });

  it("rejects a file it cannot read, keeps nothing, and asks again next time", async () => {
    const href = languageFileHref("en", "fails-once");
    const fetchFile = vi
      .fn()
      .mockResolvedValueOnce(answer({}, 503))
      .mockResolvedValueOnce(answer({ strings: { cartTitle: "Cart" }, shell: {} }));
    await expect(loadLanguageFile(href, fetchFile)).rejects.toThrow(`${href} answered 503`);
    expect(keptLanguageFile(href)).toBeUndefined();
    await loadLanguageFile(href, fetchFile);
    expect(keptLanguageFile(href)).toEqual({ strings: { cartTitle: "Cart" }, shell: {} });
  });
});
