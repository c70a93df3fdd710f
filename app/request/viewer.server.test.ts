import type { AppLoadContext } from "@remix-run/node";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { getAuth } from "./auth.server";
import { getViewer } from "./viewer.server";

vi.mock("./auth.server", () => ({ getAuth: vi.fn(), redirectToLogin: vi.fn() }));
vi.mock("./cart-token.server", () => ({ readCartToken: vi.fn(async () => null) }));

const resolutions = vi.mocked(getAuth);
const context = () => ({}) as AppLoadContext;
/** A loader's own Request, as Remix makes one for each loader of a page. */
const request = (method = "GET") => new Request("http://shop.test/products", { method, headers: { Cookie: "__session=s" } });

beforeEach(() => {
  resolutions.mockReset();
  resolutions.mockResolvedValue({ user: null, setCookie: "__session=renewed" });
});

describe("who is asking", () => {
  it("is resolved once for every loader of a page: their Requests differ, their load context is one", async () => {
    const page = context();
    const [root, layout, leaf] = await Promise.all([getViewer(request(), page), getViewer(request("HEAD"), page), getViewer(request(), page)]);
    expect(resolutions).toHaveBeenCalledTimes(1);
    expect(root).toBe(layout);
    expect(leaf.setCookies).toEqual(["__session=renewed"]);
  });

  it("is resolved afresh for each page and each change (an action, or its loaders after it)", async () => {
    await getViewer(request(), context());
    await getViewer(request(), context());
    const posted = context();
    await getViewer(request("POST"), posted);
    await getViewer(request(), posted);
    expect(resolutions).toHaveBeenCalledTimes(4);
  });

  it("is resolved once per Request without a load context", async () => {
    const one = request();
    await Promise.all([getViewer(one), getViewer(one)]);
    await getViewer(request());
    expect(resolutions).toHaveBeenCalledTimes(2);
  });
});
