import type { SessionStorage } from "@remix-run/node";
import { Authenticator } from "remix-auth";
import { GoogleStrategy } from "remix-auth-google";
import { getConfig } from "~/config.server";
import type { AuthTokens } from "~/domain/auth/tokens";
import { plainRoutes } from "~/routes";
import { getAuthProvider } from "./service.server";

/** Google sign-in is offered only when both its client id and secret are configured. */
export function isGoogleEnabled(): boolean {
  return getConfig().googleSignIn;
}

/**
 * The remix-auth authenticator with the Google strategy (null when Google is not configured).
 * `authenticate("google", request)` starts the flow at /auth/google and, at the callback, answers the
 * auth service's tokens for the Google account. The OAuth state lives in `storage`, apart from the
 * shop session.
 */
export function createGoogleAuthenticator(storage: SessionStorage): Authenticator<AuthTokens> | null {
  const config = getConfig();
  if (!config.googleSignIn) return null;
  const authenticator = new Authenticator<AuthTokens>(storage, { sessionKey: "tokens" });
  authenticator.use(
    new GoogleStrategy(
      { clientID: config.GOOGLE_CLIENT_ID!, clientSecret: config.GOOGLE_CLIENT_SECRET!, callbackURL: config.publicUrl + plainRoutes.googleCallback.path },
      async ({ profile, extraParams }) => {
        const email = profile.emails[0]?.value ?? profile._json.email;
        const fullName = profile.displayName?.trim() || null;
        return (await getAuthProvider()).signInWithGoogle({ email, fullName, idToken: extraParams.id_token ?? null });
      },
    ),
  );
  return authenticator;
}
