import { useLocation, useSubmit } from "@remix-run/react";
import { useEffect } from "react";
import { withSearchParam } from "~/components/ui/url-state";
import { plainRoutes } from "~/routes";
import { LOGIN_PARAM } from "./login-urls";

/**
 * Any 401 from a private call (docs/sign-in.md#sessions-and-cookies): sign out and open the login modal over the same page.
 * Pass whether the latest answer of a fetcher was a 401 / 'Auth session missing!'.
 */
export function useSignOutWhenUnauthorized(unauthorized: boolean): void {
  const submit = useSubmit();
  const location = useLocation();
  const loginHere = withSearchParam(location, LOGIN_PARAM, "1");
  useEffect(() => {
    if (unauthorized) submit({ redirectTo: loginHere }, { method: "post", action: plainRoutes.logout.path });
  }, [unauthorized, loginHere, submit]);
}
