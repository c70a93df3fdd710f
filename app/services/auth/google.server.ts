import { createCookieSessionStorage } from "@remix-run/node";
import { Authenticator } from "remix-auth";
import { GoogleStrategy } from "remix-auth-google";
import { getConfig } from "~/config.server";
import type { AuthTokens } from "~/domain/auth/tokens";
import { AUTH_PATHS } from "./paths";
import { getAuthProvider } from "./service.server";

/** Google sign-in is offered only when both its client id and secret are configured. */
export function isGoogleEnabled(): boolean {
  return getConfig().googleSignIn;
}

let authenticator: Authenticator<AuthTokens> | null | undefined;

/**
 * The remix-auth authenticator with the Google strategy (null when Google is not configured).
 * `authenticate("google", request)` starts the flow at /auth/google and, at the callback, answers the
 * auth service's tokens for the Google account, which go to `signIn`. The OAuth state lives in its
 * own short cookie, apart from the shop session.
 */
export function google(): Authenticator<AuthTokens> | null {
  if (authenticator !== undefined) return authenticator;
  const config = getConfig();
  if (!config.googleSignIn) return (authenticator = null);
  const storage = createCookieSessionStorage({
    cookie: {
      name: "__oauth",
      httpOnly: true,
      sameSite: "lax",
      secure: config.publicUrl.startsWith("https://"),
      path: "/",
      maxAge: 10 * 60,
      secrets: config.SESSION_SECRET.length > 0 ? config.SESSION_SECRET : [config.GOOGLE_CLIENT_SECRET!],
    },
  });
  authenticator = new Authenticator<AuthTokens>(storage, { sessionKey: "tokens" });
  authenticator.use(
    new GoogleStrategy(
      { clientID: config.GOOGLE_CLIENT_ID!, clientSecret: config.GOOGLE_CLIENT_SECRET!, callbackURL: config.publicUrl + AUTH_PATHS.googleCallback },
      async ({ profile, extraParams }) => {
        const email = profile.emails[0]?.value ?? profile._json.email;
        const fullName = profile.displayName?.trim() || null;
        return (await getAuthProvider()).signInWithGoogle({ email, fullName, idToken: extraParams.id_token ?? null });
      },
    ),
  );
  return authenticator;
}
