import { describe, expect, it } from "vitest";
import { action } from "./switch-language";

function post(fields: Record<string, string>) {
  const request = new Request("http://localhost/switch-language", { method: "POST", body: new URLSearchParams(fields) });
  return action({ request, params: {}, context: { cspNonce: "", clientIp: "127.0.0.1", purgePages: () => {} } }) as Promise<Response>;
}

describe("switch-language action", () => {
  it("answers 303 to the other language's path with the query and sets the lng cookie", async () => {
    const res = await post({ to: "/es/productos/gcx1100?qty=2", lng: "es" });
    expect(res.status).toBe(303);
    expect(res.headers.get("Location")).toBe("/es/productos/gcx1100?qty=2");
    const cookie = res.headers.get("Set-Cookie")!;
    expect(cookie).toMatch(/^lng=/);
    expect(cookie).toMatch(/Max-Age=31536000/);
    expect(cookie).toMatch(/Path=\//);
    expect(cookie).toMatch(/SameSite=Lax/);
  });
  it("sends unsafe targets to the chosen language's home page", async () => {
    for (const to of ["//evil.example", "https://evil.example/", "/\\evil.example", "javascript:alert(1)", ""]) {
      const res = await post({ to, lng: "es" });
      expect(res.headers.get("Location"), to).toBe("/es");
    }
    expect((await post({ lng: "en" })).headers.get("Location")).toBe("/");
  });
  it("rejects an unknown language", async () => {
    expect((await post({ to: "/", lng: "fr" })).status).toBe(400);
  });
});
