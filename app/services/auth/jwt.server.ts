import { createHmac, timingSafeEqual } from "node:crypto";

/**
 * HS256 JSON Web Tokens, just what the embedded auth service needs: the header is fixed, so
 * `alg: none` or any other algorithm is refused, the signature compares in constant time and
 * `exp` is enforced.
 */
const HEADER = base64url(JSON.stringify({ alg: "HS256", typ: "JWT" }));

function base64url(input: string | Buffer): string {
  return Buffer.from(input).toString("base64url");
}

function sign(data: string, secret: string): string {
  return createHmac("sha256", secret).update(data).digest("base64url");
}

export type JwtClaims = { sub: string; iat: number; exp: number } & Record<string, unknown>;

export function signJwt(claims: JwtClaims, secret: string): string {
  const body = `${HEADER}.${base64url(JSON.stringify(claims))}`;
  return `${body}.${sign(body, secret)}`;
}

export type JwtResult = { ok: true; claims: JwtClaims } | { ok: false; reason: "malformed" | "signature" | "expired" };

/** Checks the signature with each secret in turn (rotation), then the expiry at `nowMs`. */
export function verifyJwt(token: string, secrets: readonly string[], nowMs = Date.now()): JwtResult {
  const parts = token.split(".");
  if (parts.length !== 3 || parts[0] !== HEADER) return { ok: false, reason: "malformed" };
  const body = `${parts[0]}.${parts[1]}`;
  const given = Buffer.from(parts[2]!, "base64url");
  const valid = secrets.some((secret) => {
    const expected = Buffer.from(sign(body, secret), "base64url");
    return expected.length === given.length && timingSafeEqual(expected, given);
  });
  if (!valid) return { ok: false, reason: "signature" };
  const claims = decodeJwtPayload(token);
  if (!claims || typeof claims.sub !== "string" || typeof claims.exp !== "number") return { ok: false, reason: "malformed" };
  if (claims.exp * 1000 <= nowMs) return { ok: false, reason: "expired" };
  return { ok: true, claims };
}

/** The payload without any check: only for tokens that arrived through a signed cookie or a verified call. */
export function decodeJwtPayload(token: string): JwtClaims | null {
  try {
    const payload = JSON.parse(Buffer.from(token.split(".")[1] ?? "", "base64url").toString("utf8")) as unknown;
    return payload && typeof payload === "object" ? (payload as JwtClaims) : null;
  } catch {
    return null;
  }
}
