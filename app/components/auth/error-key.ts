import { isAuthErrorKey, type AuthErrorKey } from "~/domain/auth/errors";

/**
 * A form error as conform hands it over (a string) as the auth error key it is: the schemas and the
 * login action only ever answer with those keys, so anything else is shown as an unknown error.
 */
export function errorKey(error: string): AuthErrorKey {
  return isAuthErrorKey(error) ? error : "authUnknownError";
}
