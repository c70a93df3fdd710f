import { describe, expect, it } from "vitest";
import { readToast, redirectWithToast } from "./toast.server";

function cookieFrom(response: Response): string {
  return response.headers.get("Set-Cookie")!.split(";")[0]!;
}

describe("flash toasts", () => {
  it("redirects with 303 and a flash cookie that the next request reads once", async () => {
    const response = await redirectWithToast("/es/carrito?x=1", { type: "success", title: "Saved", description: "Done" });
    expect(response.status).toBe(303);
    expect(response.headers.get("Location")).toBe("/es/carrito?x=1");
    expect(response.headers.get("X-Remix-Revalidate")).toBe("yes");
    const { toast, headers } = await readToast(new Request("http://x/", { headers: { Cookie: cookieFrom(response) } }));
    expect(toast).toMatchObject({ type: "success", title: "Saved", description: "Done" });
    expect(toast?.id).toMatch(/^\d+$/);
    expect(headers?.get("Set-Cookie")).toMatch(/^__toast=;.*Max-Age=0/);
    expect(headers?.get("Cache-Control")).toBe("private, no-store");
  });
  it("sets no cookie when the request has no flash", async () => {
    expect(await readToast(new Request("http://x/"))).toEqual({ toast: null, headers: null });
    expect(await readToast(new Request("http://x/", { headers: { Cookie: "lng=es" } }))).toEqual({ toast: null, headers: null });
  });
  it("clears a tampered cookie without showing anything", async () => {
    const { toast, headers } = await readToast(new Request("http://x/", { headers: { Cookie: "__toast=forged" } }));
    expect(toast).toBeNull();
    expect(headers?.get("Set-Cookie")).toMatch(/^__toast=;/);
  });
  it("keeps one small cookie, the newest message, however many posts set one", async () => {
    const cookies: string[] = [];
    for (let i = 1; i <= 60; i++) cookies.push(cookieFrom(await redirectWithToast("/cart", { type: "success", title: `Now ${i}` })));
    expect(new Set(cookies.map((c) => c.split("=")[0]))).toEqual(new Set(["__toast"]));
    expect(Math.max(...cookies.map((c) => c.length))).toBeLessThan(300);
    expect((await readToast(new Request("http://x/", { headers: { Cookie: cookies.at(-1)! } }))).toast?.title).toBe("Now 60");
  });
  it("refuses to redirect off the site", async () => {
    await expect(redirectWithToast("//evil.example", { type: "info", title: "x" })).rejects.toThrow(/not a path/);
  });
});
