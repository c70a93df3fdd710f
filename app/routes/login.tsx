import "~/shared-chunk";
import { json, type HeadersFunction, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { NameForm } from "~/components/auth/forms-on-demand";
import { leanUser } from "~/components/auth/lean-user";
import { LoginFlow } from "~/components/auth/LoginFlow";
import type { LoginActionData } from "~/components/auth/login-result";
import { pathnameOf, REDIRECT_PARAM, requestedStep, type LoginPlace, type LoginStep } from "~/components/auth/login-urls";
import { loginView } from "~/components/auth/login-view";
import { LOGIN_REASON_PARAM, safeRedirectPath } from "~/domain/auth/guard";
import { personalPageHeaders } from "~/http/cache-policy";
import { sameAlternates } from "~/i18n/alternates";
import { href } from "~/i18n/href";
import { LANGS } from "~/i18n/lang";
import { useT } from "~/i18n/useT";
import { getAuth } from "~/request/auth.server";
import { pendingSummary } from "~/request/pending-login.server";
import { readRedirectPath } from "~/request/session.server";
import { personalPageMeta } from "~/root-data";

/** Every answer of this page depends on the visitor's cookies; a refused post's `Retry-After` is kept. */
export const headers: HeadersFunction = (args) => {
  const headers = new Headers(personalPageHeaders(args));
  const retryAfter = args.actionHeaders.get("Retry-After");
  if (retryAfter) headers.set("Retry-After", retryAfter);
  return headers;
};

export const meta: MetaFunction<typeof loader> = ({ matches }) => personalPageMeta(matches, "loginTitle");

// The steps' posts: their parsing (zod, conform) stays out of the page's JavaScript.
export { action } from "./login.server";

export async function loader({ request }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  const { user } = await getAuth(request);
  // Only a path on this site is ever followed (`?redirectTo=//evil.example` is dropped).
  const redirectTo = safeRedirectPath(url.searchParams.get(REDIRECT_PARAM), "") || null;
  // Checkout says why it asks: told by the guard, or where sign-in leads back to (the page's own, else the
  // one the guard remembered).
  const returnsTo = pathnameOf(redirectTo ?? (await readRedirectPath(request)) ?? "");
  return json({
    step: requestedStep(url.searchParams, "page") ?? "email",
    pending: await pendingSummary(request),
    user: leanUser(user),
    redirectTo,
    forCheckout: url.searchParams.get(LOGIN_REASON_PARAM) === "checkout" || LANGS.some((lang) => returnsTo === href("checkout", {}, lang)),
    alternates: sameAlternates("login"),
  });
}

/** The step this answer belongs to: a refused post shows its own step again. */
function stepOf(actionData: LoginActionData | undefined, fromAddress: LoginStep): LoginStep {
  if (actionData?.intent === "code" || actionData?.intent === "resend") return "code";
  if (actionData?.intent === "email") return "email";
  return fromAddress;
}

export default function LoginPage() {
  const { t } = useT();
  const { step, pending, user, redirectTo, forCheckout } = useLoaderData<typeof loader>();
  const actionData = useActionData<LoginActionData>();
  // Without JavaScript a refused post from the modal lands here: keep the page it came from.
  const place: LoginPlace = { kind: "page", redirectTo: actionData?.place.redirectTo ?? redirectTo };
  // The name step (the profile's name form posts to the profile).
  const naming = user !== null && user.needsName;
  return (
    <div className="mx-auto flex max-w-md flex-col gap-6 px-4 py-12 sm:px-6">
      <h1 className="text-center text-2xl font-bold text-neutral-900">{naming ? t("loginNameTitle") : t("loginTitle")}</h1>
      {forCheckout && !naming ? <p className="rounded-md border border-info-200 bg-info-50 px-4 py-3 text-sm text-info-900">{t("loginForCheckout")}</p> : null}
      <div className="rounded-xl border border-neutral-200 bg-white p-6 shadow-sm">
        {naming ? (
          <NameForm place={place} email={user.email} actionData={actionData} />
        ) : (
          <LoginFlow view={loginView(stepOf(actionData, step), user !== null, pending)} place={place} actionData={actionData} />
        )}
      </div>
    </div>
  );
}
