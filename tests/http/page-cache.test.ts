import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startBuiltServer, type BuiltServer } from "./support/built-server";

const SECRET = "page-cache-test-secret";
const PRODUCT = "/products/22mm-nema-flush-push-button-black-1no-gcx1111-10";

let server: BuiltServer;
beforeAll(async () => {
  server = await startBuiltServer({ REVALIDATE_SECRET: SECRET });
}, 120_000);
afterAll(async () => {
  await server?.stop();
});

const get = (path: string, headers: Record<string, string> = {}) => fetch(`${server.url}${path}`, { headers, redirect: "manual" });
const nonceOf = (res: Response) => /'nonce-([^']+)'/.exec(res.headers.get("content-security-policy") ?? "")?.[1] ?? "";

describe("whole pages kept for anonymous visitors", () => {
  it("answers the second anonymous request for a public page from memory, with its own nonce", async () => {
    const first = await get(PRODUCT);
    const firstHtml = await first.text();
    expect(first.headers.get("x-cache")).toBe("MISS");
    expect(first.headers.get("cache-control")).toContain("public");
    expect(first.headers.get("vary")).toMatch(/\bCookie\b/);

    const second = await get(PRODUCT);
    const secondHtml = await second.text();
    expect(second.status).toBe(200);
    expect(second.headers.get("x-cache")).toBe("HIT");
    expect(Number(second.headers.get("age"))).toBeGreaterThanOrEqual(0);
    expect(second.headers.get("content-type")).toMatch(/^text\/html/);

    const [oldNonce, newNonce] = [nonceOf(first), nonceOf(second)];
    expect(newNonce).toBeTruthy();
    expect(newNonce).not.toBe(oldNonce);
    expect(secondHtml).not.toContain(oldNonce);
    for (const tag of secondHtml.match(/<script\b[^>]*>/g) ?? []) {
      if (!/\ssrc=/.test(tag)) expect(tag).toContain(`nonce="${newNonce}"`);
    }
    expect(secondHtml.split(newNonce).join("N")).toBe(firstHtml.split(oldNonce).join("N"));
  });

  it("serves HEAD from the stored page", async () => {
    await get(PRODUCT);
    const head = await fetch(`${server.url}${PRODUCT}`, { method: "HEAD" });
    expect(head.status).toBe(200);
    expect(head.headers.get("x-cache")).toBe("HIT");
    expect(await head.text()).toBe("");
  });

  it("never answers a request with a cookie or credentials from memory", async () => {
    await get(PRODUCT);
    const credentials: Record<string, string>[] = [{ Cookie: "lng=es" }, { Authorization: "Bearer x" }];
    for (const headers of credentials) {
      const res = await get(PRODUCT, headers);
      expect(res.status).toBe(200);
      // Rendered for this visitor, or filled in for them from their audience's template: never the stored page.
      expect(["BYPASS", "TEMPLATE"]).toContain(res.headers.get("x-cache"));
    }
  });

  it("keeps nothing personal, missing or redirected", async () => {
    for (const path of ["/cart", "/login", "/no-such-page-here", "/es/productos/22mm-nema-flush-push-button-black-1no-gcx1111-10"]) {
      for (let i = 0; i < 2; i++) {
        const res = await get(path);
        await res.arrayBuffer();
        expect(res.headers.get("x-cache"), path).toBe("BYPASS");
      }
    }
  });

  it("keeps one home page per Accept-Language: a Spanish visitor is still sent to /es", async () => {
    const english = { "Accept-Language": "en-US,en;q=0.9" };
    await (await get("/", english)).arrayBuffer();
    const again = await get("/", english);
    expect(again.status).toBe(200);
    expect(again.headers.get("x-cache")).toBe("HIT");
    const spanish = await get("/", { "Accept-Language": "es-ES,es;q=0.9" });
    expect(spanish.status).toBe(302);
    expect(spanish.headers.get("location")).toBe("/es");
  });

  it("keeps route data of client navigations too, varying on cookies", async () => {
    const path = `${PRODUCT}?_data=${encodeURIComponent("product.en")}`;
    const first = await get(path);
    expect(first.status).toBe(200);
    expect(first.headers.get("vary")).toMatch(/\bCookie\b/);
    const data = await first.json();
    const second = await get(path);
    expect(second.headers.get("x-cache")).toBe("HIT");
    expect(await second.json()).toEqual(data);
  });

  it("forgets every page when content is revalidated", async () => {
    await (await get(PRODUCT)).arrayBuffer();
    expect((await get(PRODUCT)).headers.get("x-cache")).toBe("HIT");
    const revalidated = await fetch(`${server.url}/api/revalidate`, { method: "POST", headers: { Authorization: `Bearer ${SECRET}`, Origin: server.url } });
    expect(revalidated.status).toBe(200);
    expect((await get(PRODUCT)).headers.get("x-cache")).toBe("MISS");
  });
});

describe("with PAGE_CACHE_MB=0", () => {
  it("renders every request", async () => {
    const plain = await startBuiltServer({ PAGE_CACHE_MB: "0" });
    try {
      for (let i = 0; i < 2; i++) {
        const res = await fetch(`${plain.url}${PRODUCT}`);
        expect(res.status).toBe(200);
        expect(res.headers.get("x-cache")).toBeNull();
      }
    } finally {
      await plain.stop();
    }
  }, 120_000);
});
