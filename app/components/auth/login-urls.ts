/**
 * Where each step of the login flow lives. The flow runs in the login modal (any page, opened by the
 * `login` search parameter, so the server renders it open) or on the login page; the step is in the
 * address, the e-mail waiting for its code in a cookie, so both work without JavaScript.
 */
import { href } from "~/i18n/href";
import type { Lang } from "~/i18n/lang";
import { withSearchParam } from "~/components/ui/url-state";

/** Opens the login modal: `?login=1` (e-mail step) or `?login=code`. */
export const LOGIN_PARAM = "login";
/** The login page's step: `/login?step=code`. */
export const STEP_PARAM = "step";
/** Where the login page returns to: `/login?redirectTo=/products`. */
export const REDIRECT_PARAM = "redirectTo";

export type LoginStep = "email" | "code";
/** `redirectTo`: the page the buyer goes back to (for the modal, the page under it). */
export type LoginPlace = { kind: "modal" | "page"; redirectTo: string | null };

/** The path part of a same-site address (`/es/productos?q=x` -> `/es/productos`), e.g. to read its language. */
export function pathnameOf(path: string): string {
  return splitPath(path).pathname;
}

function splitPath(path: string): { pathname: string; search: string } {
  const at = path.indexOf("?");
  return at < 0 ? { pathname: path, search: "" } : { pathname: path.slice(0, at), search: path.slice(at) };
}

/** The page without the login modal's parameter: what closing the modal links to. */
export function withoutLoginParam(location: { pathname: string; search: string }): string {
  return withSearchParam(location, LOGIN_PARAM, null);
}

/** The login page, optionally at the code step and remembering where to return. */
export function loginPageUrl(lang: Lang, { step = "email", redirectTo = null }: { step?: LoginStep; redirectTo?: string | null } = {}): string {
  const params = new URLSearchParams();
  if (step === "code") params.set(STEP_PARAM, "code");
  if (redirectTo) params.set(REDIRECT_PARAM, redirectTo);
  const search = params.toString();
  return search ? `${href("login", {}, lang)}?${search}` : href("login", {}, lang);
}

/** The address of a step, in the modal over the same page or on the login page. */
export function loginStepUrl(place: LoginPlace, step: LoginStep, lang: Lang): string {
  if (place.kind === "page") return loginPageUrl(lang, { step, redirectTo: place.redirectTo });
  const page = splitPath(place.redirectTo ?? href("home", {}, lang));
  return withSearchParam(page, LOGIN_PARAM, step === "code" ? "code" : "1");
}

/** Which step the address asks for; the code step also needs an e-mail waiting for its code. */
export function requestedStep(search: URLSearchParams, kind: LoginPlace["kind"]): LoginStep | null {
  const value = search.get(kind === "modal" ? LOGIN_PARAM : STEP_PARAM);
  if (kind === "modal" && value === null) return null;
  return value === "code" ? "code" : "email";
}
