/** The start URL's loader when the sign-in service cannot sign the vouched buyer in. */
import type { LoaderFunctionArgs } from "@remix-run/node";
import { describe, expect, it, vi } from "vitest";
import { AuthError } from "~/domain/auth/errors";

const startPunchOut = vi.hoisted(() => vi.fn());
vi.mock("~/request/punchout.server", () => ({ startPunchOut }));

const { loader } = await import("./punchout.start");

const args = { request: new Request("http://localhost/punchout/start/abc"), params: { token: "abc" }, context: {} } as unknown as LoaderFunctionArgs;

describe("PunchOut start loader", () => {
  it("answers the sign-in service's own status with a page, not an error, when it cannot sign the buyer in", async () => {
    startPunchOut.mockRejectedValueOnce(new AuthError("authServiceUnavailable", 503, true, 30));
    const response = await loader(args);
    expect(response.status).toBe(503);
    expect(response.headers.get("Retry-After")).toBe("30");
    expect(response.headers.get("Cache-Control")).toContain("no-store");
    expect(await response.json()).toEqual({ failed: true });
  });

  it("answers 501 when Supabase lacks its service-role key", async () => {
    startPunchOut.mockRejectedValueOnce(new AuthError("authUnknownError", 501));
    expect((await loader(args)).status).toBe(501);
  });

  it("answers 410 for a token that is unknown, expired or used", async () => {
    startPunchOut.mockResolvedValueOnce(null);
    const response = await loader(args);
    expect(response.status).toBe(410);
    expect(await response.json()).toEqual({ failed: false });
  });

  it("lets any other failure through", async () => {
    startPunchOut.mockRejectedValueOnce(new Error("boom"));
    await expect(loader(args)).rejects.toThrow("boom");
  });
});
