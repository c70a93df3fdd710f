import { Buffer } from "node:buffer";
import { describe, expect, it } from "vitest";
import { createPageCache, MAX_QUERIES_PER_PATH } from "./page-cache.server";

const URL_A = "http://shop.test/products/a";
const NONCE = "n0nce+/AAAAAAAAAAAAAAA==";
const PUBLIC = { "Cache-Control": "public, max-age=60", "Content-Type": "text/html; charset=utf-8" };

const noHeaders = () => null;
const reader = (headers: Record<string, string>) => {
  const h = new Headers(headers);
  return (name: string) => h.get(name);
};
const page = (html: string, headers: Record<string, string> = PUBLIC, status = 200) => ({ status, headers: new Headers(headers) });
const html = (nonce: string, filler = "") => `<html><script nonce="${nonce}">1</script>${filler}<script nonce="${nonce}">2</script></html>`;

function clock(start = 1_000_000) {
  let t = start;
  return { now: () => t, advance: (ms: number) => (t += ms) };
}

describe("createPageCache", () => {
  it("answers a stored page with the new response's nonce in every place the old one was", () => {
    const cache = createPageCache({ maxBytes: 1_000_000 });
    expect(cache.store(URL_A, noHeaders, page(""), Buffer.from(html(NONCE)), NONCE)).toBe(true);
    const hit = cache.lookup(URL_A, noHeaders);
    expect(hit).toBeDefined();
    expect(cache.body(hit!.page, "fresh").toString()).toBe(html("fresh"));
    expect(hit!.page.status).toBe(200);
    expect(hit!.page.headers).toContainEqual(["cache-control", "public, max-age=60"]);
  });

  it("keeps bodies without a nonce as they are, multi-byte text included", () => {
    const cache = createPageCache({ maxBytes: 1_000_000 });
    const json = '{"name":"Pulsador rasante ñ €"}';
    cache.store(URL_A, noHeaders, page("", { "Cache-Control": "public, max-age=60" }), Buffer.from(json), NONCE);
    expect(cache.body(cache.lookup(URL_A, noHeaders)!.page, "other").toString()).toBe(json);
  });

  it("refuses what a shared cache must not keep", () => {
    const cache = createPageCache({ maxBytes: 1_000_000 });
    expect(cache.store(URL_A, noHeaders, page("", { "Cache-Control": "private, no-store" }), Buffer.from("x"), NONCE)).toBe(false);
    expect(cache.store(URL_A, noHeaders, page("", PUBLIC, 404), Buffer.from("x"), NONCE)).toBe(false);
    expect(cache.store(URL_A, noHeaders, page("", { ...PUBLIC, "Set-Cookie": "a=1" }), Buffer.from("x"), NONCE)).toBe(false);
    expect(cache.lookup(URL_A, noHeaders)).toBeUndefined();
    expect(cache.size()).toEqual({ pages: 0, bytes: 0 });
  });

  it("does not replay connection headers or the original date", () => {
    const cache = createPageCache({ maxBytes: 1_000_000 });
    cache.store(
      URL_A,
      noHeaders,
      page("", { ...PUBLIC, Date: "Mon, 23 Nov 2026 10:00:00 GMT", "Content-Length": "5", Connection: "close" }),
      Buffer.from("hello"),
      NONCE,
    );
    const names = cache.lookup(URL_A, noHeaders)!.page.headers.map(([name]) => name);
    expect(names).toEqual(["cache-control", "content-type"]);
  });

  it("expires a page after its max-age and reports its age meanwhile", () => {
    const time = clock();
    const cache = createPageCache({ maxBytes: 1_000_000, now: time.now });
    cache.store(URL_A, noHeaders, page(""), Buffer.from("x"), NONCE);
    time.advance(59_999);
    expect(cache.lookup(URL_A, noHeaders)!.ageSeconds).toBe(59);
    time.advance(1);
    expect(cache.lookup(URL_A, noHeaders)).toBeUndefined();
    expect(cache.size().pages).toBe(0);
  });

  it("keeps one variant per value of the headers the page varies on", () => {
    const cache = createPageCache({ maxBytes: 1_000_000 });
    const vary = { ...PUBLIC, Vary: "Accept-Language" };
    cache.store(URL_A, reader({ "Accept-Language": "es" }), page("", vary), Buffer.from("hola"), NONCE);
    cache.store(URL_A, reader({ "Accept-Language": "en" }), page("", vary), Buffer.from("hello"), NONCE);
    const get = (lang: string) => cache.lookup(URL_A, reader({ "Accept-Language": lang }));
    expect(cache.body(get("es")!.page, NONCE).toString()).toBe("hola");
    expect(cache.body(get("en")!.page, NONCE).toString()).toBe("hello");
    expect(get("de")).toBeUndefined();
    expect(cache.size().pages).toBe(2);
  });

  it("starts a URL over when its pages change what they vary on", () => {
    const cache = createPageCache({ maxBytes: 1_000_000 });
    cache.store(URL_A, reader({ "Accept-Language": "es" }), page("", { ...PUBLIC, Vary: "Accept-Language" }), Buffer.from("hola"), NONCE);
    cache.store(URL_A, reader({ "Accept-Language": "es" }), page("", PUBLIC), Buffer.from("plain"), NONCE);
    expect(cache.size().pages).toBe(1);
    expect(cache.body(cache.lookup(URL_A, reader({ "Accept-Language": "en" }))!.page, NONCE).toString()).toBe("plain");
  });

  it("drops the least recently used pages to stay within its memory, and skips pages larger than all of it", () => {
    const cache = createPageCache({ maxBytes: 30 });
    const store = (url: string) => cache.store(url, noHeaders, page(""), Buffer.from("0123456789"), NONCE);
    store("http://s/1");
    store("http://s/2");
    store("http://s/3");
    cache.lookup("http://s/1", noHeaders);
    store("http://s/4");
    expect(cache.lookup("http://s/2", noHeaders)).toBeUndefined();
    for (const n of [1, 3, 4]) expect(cache.lookup(`http://s/${n}`, noHeaders)).toBeDefined();
    expect(cache.size()).toEqual({ pages: 3, bytes: 30 });
    expect(cache.store("http://s/big", noHeaders, page(""), Buffer.alloc(31), NONCE)).toBe(false);
  });

  it("replaces a stored page in place, counting its bytes once", () => {
    const cache = createPageCache({ maxBytes: 1_000 });
    cache.store(URL_A, noHeaders, page(""), Buffer.from("first"), NONCE);
    cache.store(URL_A, noHeaders, page(""), Buffer.from("second"), NONCE);
    expect(cache.size()).toEqual({ pages: 1, bytes: 6 });
  });

  it("keeps at most MAX_QUERIES_PER_PATH query strings of a path, so random ones cannot evict the pages in use", () => {
    const cache = createPageCache({ maxBytes: 1_000_000 });
    cache.store(URL_A, noHeaders, page(""), Buffer.from("plain"), NONCE);
    for (let i = 1; i < MAX_QUERIES_PER_PATH; i++) expect(cache.store(`${URL_A}?x=${i}`, noHeaders, page(""), Buffer.from("q"), NONCE)).toBe(true);
    expect(cache.store(`${URL_A}?x=busted`, noHeaders, page(""), Buffer.from("q"), NONCE)).toBe(false);
    expect(cache.lookup(`${URL_A}?x=busted`, noHeaders)).toBeUndefined();
    // A URL it holds is still refreshed, and another path has room of its own.
    expect(cache.store(`${URL_A}?x=1`, noHeaders, page(""), Buffer.from("q2"), NONCE)).toBe(true);
    expect(cache.store("http://shop.test/products/b?x=1", noHeaders, page(""), Buffer.from("b"), NONCE)).toBe(true);
    expect(cache.size().pages).toBe(MAX_QUERIES_PER_PATH + 1);
  });

  it("makes room for a path's query strings again as its pages go", () => {
    const time = clock();
    const cache = createPageCache({ maxBytes: 1_000_000, now: time.now });
    for (let i = 0; i < MAX_QUERIES_PER_PATH; i++) cache.store(`${URL_A}?x=${i}`, noHeaders, page(""), Buffer.from("q"), NONCE);
    time.advance(61_000);
    for (let i = 0; i < MAX_QUERIES_PER_PATH; i++) expect(cache.lookup(`${URL_A}?x=${i}`, noHeaders)).toBeUndefined();
    expect(cache.store(`${URL_A}?x=new`, noHeaders, page(""), Buffer.from("q"), NONCE)).toBe(true);
  });

  it("forgets everything on purge", () => {
    const cache = createPageCache({ maxBytes: 1_000 });
    cache.store(URL_A, noHeaders, page(""), Buffer.from("x"), NONCE);
    cache.purge();
    expect(cache.lookup(URL_A, noHeaders)).toBeUndefined();
    expect(cache.size()).toEqual({ pages: 0, bytes: 0 });
  });
});

describe("stale-while-revalidate", () => {
  const SWR = { "Cache-Control": "public, max-age=60, stale-while-revalidate=600" };

  it("serves an expired page as stale within its stale-while-revalidate time, then forgets it", () => {
    const time = clock();
    const cache = createPageCache({ maxBytes: 1_000_000, now: time.now });
    cache.store(URL_A, noHeaders, page("", SWR), Buffer.from("x"), NONCE);
    expect(cache.lookup(URL_A, noHeaders)!.stale).toBe(false);
    time.advance(60_000);
    expect(cache.lookup(URL_A, noHeaders)).toMatchObject({ stale: true, ageSeconds: 60 });
    time.advance(599_999);
    expect(cache.lookup(URL_A, noHeaders)!.stale).toBe(true);
    time.advance(1);
    expect(cache.lookup(URL_A, noHeaders)).toBeUndefined();
  });

  it("drops the kept copy when the page's newer response may not be kept", () => {
    const cache = createPageCache({ maxBytes: 1_000_000 });
    cache.store(URL_A, noHeaders, page("", SWR), Buffer.from("x"), NONCE);
    expect(cache.store(URL_A, noHeaders, page("", SWR, 404), Buffer.from("gone"), NONCE)).toBe(false);
    expect(cache.lookup(URL_A, noHeaders)).toBeUndefined();
    expect(cache.size()).toEqual({ pages: 0, bytes: 0 });
  });
});
