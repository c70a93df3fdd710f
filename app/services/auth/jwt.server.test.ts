import { createHmac } from "node:crypto";
import { describe, expect, it } from "vitest";
import { decodeJwtPayload, signJwt, verifyJwt } from "./jwt.server";

const NOW = 1_700_000_000_000;
const claims = { sub: "u1", iat: NOW / 1000, exp: NOW / 1000 + 3600, email: "a@b.example", webUser: { id: "WU-1" } };
const b64 = (v: unknown) => Buffer.from(JSON.stringify(v)).toString("base64url");

describe("jwt", () => {
  it("signs and verifies, keeping the claims", () => {
    const token = signJwt(claims, "s1");
    expect(verifyJwt(token, ["s1"], NOW)).toEqual({ ok: true, claims });
    expect(decodeJwtPayload(token)).toEqual(claims);
  });
  it("verifies with any rotated secret", () => expect(verifyJwt(signJwt(claims, "old"), ["new", "old"], NOW).ok).toBe(true));
  it("rejects an expired token", () => expect(verifyJwt(signJwt(claims, "s1"), ["s1"], NOW + 3600_000)).toEqual({ ok: false, reason: "expired" }));
  it("rejects another key's signature", () => expect(verifyJwt(signJwt(claims, "s2"), ["s1"], NOW)).toEqual({ ok: false, reason: "signature" }));
  it("rejects a tampered payload", () => {
    const [h, , s] = signJwt(claims, "s1").split(".");
    expect(verifyJwt(`${h}.${b64({ ...claims, sub: "admin" })}.${s}`, ["s1"], NOW)).toEqual({ ok: false, reason: "signature" });
  });
  it("rejects alg none and other algorithms", () => {
    expect(verifyJwt(`${b64({ alg: "none", typ: "JWT" })}.${b64(claims)}.`, ["s1"], NOW).ok).toBe(false);
    const header = b64({ alg: "HS512", typ: "JWT" });
    const sig = createHmac("sha512", "s1")
      .update(`${header}.${b64(claims)}`)
      .digest("base64url");
    expect(verifyJwt(`${header}.${b64(claims)}.${sig}`, ["s1"], NOW)).toEqual({ ok: false, reason: "malformed" });
  });
  it("rejects malformed tokens", () => {
    for (const t of ["", "a.b", "a.b.c.d", "x.y.z"]) expect(verifyJwt(t, ["s1"], NOW).ok).toBe(false);
    expect(decodeJwtPayload("a.!!!.c")).toBeNull();
  });
  it("rejects a signed token without exp", () => {
    const { exp: _exp, ...rest } = claims;
    const header = signJwt(claims, "s1").split(".")[0];
    const body = `${header}.${b64(rest)}`;
    const sig = createHmac("sha256", "s1").update(body).digest("base64url");
    expect(verifyJwt(`${body}.${sig}`, ["s1"], NOW)).toEqual({ ok: false, reason: "malformed" });
  });
});
