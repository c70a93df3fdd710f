import { SignJWT, errors, jwtVerify } from "jose";

/**
 * The embedded auth service's access tokens, with jose: HS256 only (`alg: none` or any other
 * algorithm is refused), `sub` and `exp` required and `exp` enforced, and the signing secrets rotated
 * (the first signs, every one verifies).
 */
export type JwtClaims = { sub: string; iat: number; exp: number } & Record<string, unknown>;

const keyOf = (secret: string) => new TextEncoder().encode(secret);

export function signJwt(claims: JwtClaims, secret: string): Promise<string> {
  return new SignJWT(claims).setProtectedHeader({ alg: "HS256", typ: "JWT" }).sign(keyOf(secret));
}

/** The claims of a token signed with one of `secrets` and not expired at `nowMs`, else null. */
export async function verifyJwt(token: string, secrets: readonly string[], nowMs = Date.now()): Promise<JwtClaims | null> {
  for (const secret of secrets) {
    try {
      const { payload } = await jwtVerify(token, keyOf(secret), { algorithms: ["HS256"], requiredClaims: ["sub", "exp"], currentDate: new Date(nowMs) });
      return payload as JwtClaims;
    } catch (error) {
      // Only another secret's signature is worth trying the next one for.
      if (!(error instanceof errors.JWSSignatureVerificationFailed)) return null;
    }
  }
  return null;
}
