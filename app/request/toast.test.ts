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
    expect(headers?.get("Set-Cookie")).toMatch(/^__toast-[0-9a-f]{12}=;.*Max-Age=0/);
    expect(headers?.get("Cache-Control")).toBe("private, no-store");
  });
  it("sets no cookie when the request has no flash", async () => {
    expect(await readToast(new Request("http://x/"))).toEqual({ toast: null, headers: null });
    expect(await readToast(new Request("http://x/", { headers: { Cookie: "lng=es" } }))).toEqual({ toast: null, headers: null });
  });
  it("clears a tampered cookie without showing anything", async () => {
    const { toast, headers } = await readToast(new Request("http://x/", { headers: { Cookie: "__toast-abc=forged" } }));
    expect(toast).toBeNull();
    expect(headers?.get("Set-Cookie")).toMatch(/^__toast-abc=;/);
  });
  it("keeps a newer toast when an older one is read and cleared by a racing request", async () => {
    const older = cookieFrom(await redirectWithToast("/cart", { type: "success", title: "Now 3" }));
    await new Promise((resolve) => setTimeout(resolve, 2));
    const newer = cookieFrom(await redirectWithToast("/cart", { type: "success", title: "Now 5" }));
    // The request that carried only the older toast clears only that one.
    const first = await readToast(new Request("http://x/", { headers: { Cookie: older } }));
    expect(first.toast?.title).toBe("Now 3");
    expect(first.headers?.get("Set-Cookie")).toContain(older.split("=")[0]!);
    expect(first.headers?.get("Set-Cookie")).not.toContain(newer.split("=")[0]!);
    // Both pending: the newest shows and both are cleared.
    const both = await readToast(new Request("http://x/", { headers: { Cookie: `${older}; ${newer}` } }));
    expect(both.toast?.title).toBe("Now 5");
    expect(both.headers?.get("Set-Cookie")).toContain(older.split("=")[0]!);
    expect(both.headers?.get("Set-Cookie")).toContain(newer.split("=")[0]!);
  });
  it("refuses to redirect off the site", async () => {
    await expect(redirectWithToast("//evil.example", { type: "info", title: "x" })).rejects.toThrow(/not a path/);
  });
});
