import { createHmac } from "node:crypto";
import { describe, expect, it } from "vitest";
import { signJwt, verifyJwt } from "./jwt.server";

const NOW = 1_700_000_000_000;
const claims = { sub: "u1", iat: NOW / 1000, exp: NOW / 1000 + 3600, email: "a@b.example", webUser: { id: "WU-1" } };
const b64 = (v: unknown) => Buffer.from(JSON.stringify(v)).toString("base64url");
const hs = (alg: "sha256" | "sha512", body: string, secret: string) => createHmac(alg, secret).update(body).digest("base64url");

describe("access tokens", () => {
  it("signs HS256 and verifies, keeping the claims", async () => {
    const token = await signJwt(claims, "s1");
    expect(JSON.parse(Buffer.from(token.split(".")[0]!, "base64url").toString())).toEqual({ alg: "HS256", typ: "JWT" });
    expect(await verifyJwt(token, ["s1"], NOW)).toEqual(claims);
  });
  it("verifies with any rotated secret", async () => expect(await verifyJwt(await signJwt(claims, "old"), ["new", "old"], NOW)).toEqual(claims));
  it("rejects an expired token", async () => expect(await verifyJwt(await signJwt(claims, "s1"), ["s1"], NOW + 3600_000)).toBeNull());
  it("rejects another key's signature", async () => expect(await verifyJwt(await signJwt(claims, "s2"), ["s1"], NOW)).toBeNull());
  it("rejects a tampered payload", async () => {
    const [h, , s] = (await signJwt(claims, "s1")).split(".");
    expect(await verifyJwt(`${h}.${b64({ ...claims, sub: "admin" })}.${s}`, ["s1"], NOW)).toBeNull();
  });
  it("rejects alg none and other algorithms", async () => {
    expect(await verifyJwt(`${b64({ alg: "none", typ: "JWT" })}.${b64(claims)}.`, ["s1"], NOW)).toBeNull();
    const body = `${b64({ alg: "HS512", typ: "JWT" })}.${b64(claims)}`;
    expect(await verifyJwt(`${body}.${hs("sha512", body, "s1")}`, ["s1"], NOW)).toBeNull();
  });
  it("rejects malformed tokens", async () => {
    for (const t of ["", "a.b", "a.b.c.d", "x.y.z"]) expect(await verifyJwt(t, ["s1"], NOW)).toBeNull();
  });
  it("rejects a signed token without exp or sub", async () => {
    const { exp: _exp, ...withoutExp } = claims;
    const { sub: _sub, ...withoutSub } = claims;
    for (const payload of [withoutExp, withoutSub]) {
      const body = `${b64({ alg: "HS256", typ: "JWT" })}.${b64(payload)}`;
      expect(await verifyJwt(`${body}.${hs("sha256", body, "s1")}`, ["s1"], NOW)).toBeNull();
    }
  });
});
