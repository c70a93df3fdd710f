import { describe, expect, it, vi } from "vitest";
import { keepStrings, keptStrings, loadStrings, stringsHref } from "./strings-store";

const answer = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status });

describe("the strings store", () => {
  it("names a file by language and version", () => {
    expect(stringsHref("es", "0123456789abcdef")).toBe("/strings/es.0123456789abcdef.json");
  });

  it("keeps the last eight files, the one used last kept longest", () => {
    const hrefs = Array.from({ length: 9 }, (_, i) => stringsHref("en", `keep${i}`));
    for (const href of hrefs.slice(0, 8)) keepStrings(href, { k: href });
    keepStrings(hrefs[0]!, { k: "again" });
    keepStrings(hrefs[8]!, { k: "ninth" });
    expect(keptStrings(hrefs[0]!)).toEqual({ k: "again" });
    expect(keptStrings(hrefs[1]!)).toBeUndefined();
    expect(keptStrings(hrefs[8]!)).toEqual({ k: "ninth" });
  });

  it("loads a file once, callers at the same time sharing the request", async () => {
    const href = stringsHref("es", "load-once");
    const fetchFile = vi.fn(async () => answer({ cartTitle: "Carrito" }));
    await Promise.all([loadStrings(href, fetchFile), loadStrings(href, fetchFile)]);
    await loadStrings(href, fetchFile);
    expect(fetchFile).toHaveBeenCalledTimes(1);
    expect(keptStrings(href)).toEqual({ cartTitle: "Carrito" });
  });

  it("rejects a file it cannot read, keeps nothing, and asks again next time", async () => {
    const href = stringsHref("en", "fails-once");
    const fetchFile = vi
      .fn()
      .mockResolvedValueOnce(answer({}, 503))
      .mockResolvedValueOnce(answer({ cartTitle: "Cart" }));
    await expect(loadStrings(href, fetchFile)).rejects.toThrow(`${href} answered 503`);
    expect(keptStrings(href)).toBeUndefined();
    await loadStrings(href, fetchFile);
    expect(keptStrings(href)).toEqual({ cartTitle: "Cart" });
  });
});
