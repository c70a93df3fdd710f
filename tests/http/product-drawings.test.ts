import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DRAWING_COLOURS } from "~/domain/product-drawing";
import { CACHE } from "~/http/cache-policy";
import { href } from "~/i18n/href";
import { startBuiltServer, type BuiltServer } from "./support/built-server";

// Issue 21, item 12: every product showed the same green-cap drawing, so a red or a black button looked green.
let server: BuiltServer;
beforeAll(async () => {
  server = await startBuiltServer();
}, 120_000);
afterAll(async () => {
  await server?.stop();
});

const products = {
  red: { en: "22mm-nema-flush-push-button-red-1no-gcx1121-10", es: "pulsador-nema-22-mm-rasante-rojo-1na-gcx1121-10" },
  black: { en: "22mm-nema-flush-push-button-black-1no-gcx1111-10", es: "pulsador-nema-22-mm-rasante-negro-1na-gcx1111-10" },
} as const;

/** The src of the page's main picture: the one it loads first. */
async function mainPictureSrc(pathname: string): Promise<string> {
  const res = await fetch(server.url + pathname);
  expect(res.status, pathname).toBe(200);
  const tag = /<img\b[^>]*\bfetchpriority="high"[^>]*>/.exec(await res.text())?.[0] ?? "";
  return /\bsrc="([^"]+)"/.exec(tag)?.[1] ?? "";
}

/** The colour a drawing paints its main part in. */
async function paintOf(src: string): Promise<string> {
  const res = await fetch(server.url + src);
  expect({ src, status: res.status, type: res.headers.get("content-type"), cache: res.headers.get("cache-control") }).toEqual({
    src,
    status: 200,
    type: "image/svg+xml",
    cache: CACHE.publicFile,
  });
  return /fill="(#[0-9a-f]{6})" data-paint="fill"/.exec(await res.text())?.[1] ?? "";
}

describe.each(["en", "es"] as const)("a product's drawing (%s)", (lang) => {
  it.each(["red", "black"] as const)("is painted in the colour of a %s push button", async (colour) => {
    const src = await mainPictureSrc(href("product", { slug: products[colour][lang] }, lang));
    expect(await paintOf(src)).toBe(DRAWING_COLOURS[colour].fill);
  });

  it("differs between a red and a black push button on their category's page", async () => {
    const html = await (await fetch(server.url + href("category", { slug: "22mm-nema-push-buttons" }, lang))).text();
    expect(html).toContain("/images/products/painted/push-button-red.svg");
    expect(html).toContain("/images/products/painted/push-button-black.svg");
  });
});
