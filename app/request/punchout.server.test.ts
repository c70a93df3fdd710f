/** The PunchOut cookie: how long it lives, and that only an open session's copy frames the shop. */
import { describe, expect, it, vi } from "vitest";
import { getConfig } from "~/config.server";

const openStartToken = vi.hoisted(() => vi.fn());
const isOpenSession = vi.hoisted(() => vi.fn());
vi.mock("~/services/punchout/start.server", () => ({ openStartToken, isOpenSession, startFrameAncestors: vi.fn() }));
vi.mock("~/services/auth/index.server", () => ({ vouchedTokens: vi.fn(async () => ({})) }));
vi.mock("./sign-in.server", () => ({
  signIn: vi.fn(async (_request: Request, _tokens: unknown, { cookies }: { cookies: string[] }) => {
    const headers = new Headers();
    for (const cookie of cookies) headers.append("Set-Cookie", cookie);
    return new Response(null, { status: 303, headers });
  }),
}));

const { punchOutFrameAncestors, startPunchOut } = await import("./punchout.server");

const PROCUREMENT = "https://s1.ariba.example";

async function framedStart(): Promise<string> {
  openStartToken.mockResolvedValueOnce({ id: crypto.randomUUID(), email: "buyer@bolt.example", lang: "en", frameAncestors: [PROCUREMENT] });
  const response = await startPunchOut(new Request("http://localhost/punchout/start/x", { headers: { "Sec-Fetch-Dest": "iframe" } }), "x");
  const cookie = response?.headers.getSetCookie().find((setCookie) => setCookie.startsWith("__punchout="));
  if (!cookie) throw new Error("no PunchOut cookie");
  return cookie;
}

describe("the PunchOut cookie", () => {
  it("lives as long as the sign-in the start URL begins, not a browser id's 400 days", async () => {
    expect(await framedStart()).toContain(`Max-Age=${getConfig().SESSION_MAX_AGE_DAYS * 24 * 60 * 60};`);
  });

  it("frames the shop only while its session is open: a copy kept after the cart went back frames nothing", async () => {
    const pair = (await framedStart()).split(";")[0]!;
    isOpenSession.mockResolvedValueOnce(true);
    expect(await punchOutFrameAncestors("/cart", pair, "iframe")).toEqual([PROCUREMENT]);
    isOpenSession.mockResolvedValueOnce(false);
    expect(await punchOutFrameAncestors("/cart", pair, "iframe")).toBeNull();
  });
});
