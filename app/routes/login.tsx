import { parseWithZod } from "@conform-to/zod";
import { json, redirect, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { LoginFlow } from "~/components/auth/LoginFlow";
import { leanUser } from "~/components/auth/lean-user";
import type { LoginActionData } from "~/components/auth/login-result";
import { loginStepUrl, REDIRECT_PARAM, requestedStep, type LoginPlace, type LoginStep } from "~/components/auth/login-urls";
import { loginView } from "~/components/auth/login-view";
import { NameForm } from "~/components/auth/NameForm";
import type { AuthErrorKey } from "~/domain/auth/errors";
import { normalizeEmail } from "~/domain/auth/one-time-code";
import { codeSchema, emailSchema, isHoneypotFilled, loginIntent, nameSchema, resendSchema, type LoginIntent } from "~/domain/forms/auth-schemas";
import { sameAlternates } from "~/i18n/alternates";
import { href } from "~/i18n/href";
import { langFromPath, type Lang } from "~/i18n/lang";
import { useT } from "~/i18n/useT";
import { afterSignInPath, safeRedirectPath } from "~/domain/auth/guard";
import { CACHE, personalPageHeaders } from "~/http/cache-policy";
import { getAuth, getBrowserId, sessionCookieWith, sessionTokens } from "~/request/auth.server";
import { clearPendingLogin, pendingSummary, readPendingLogin, savePendingLogin } from "~/request/pending-login.server";
import { appendCookies, withToast } from "~/request/responses.server";
import { signIn } from "~/request/sign-in.server";
import { personalPageMeta } from "~/root-data";
import { requestCode, updateName, verifyCode } from "~/services/auth/index.server";
import { checkSignInCaptcha } from "~/services/captcha/verify.server";
import { CAPTCHA_NO_SCRIPT_FIELD, CAPTCHA_TOKEN_FIELD } from "~/domain/auth/captcha";
import { readForm } from "~/request/form-data.server";

/** Every answer of this page depends on the visitor's cookies. */
export const headers = personalPageHeaders;

export const meta: MetaFunction<typeof loader> = ({ matches }) => personalPageMeta(matches, "loginTitle");

export async function loader({ request }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  const { user } = await getAuth(request);
  return json({
    step: requestedStep(url.searchParams, "page") ?? "email",
    pending: await pendingSummary(request),
    user: leanUser(user),
    // Only a path on this site is ever followed (`?redirectTo=//evil.example` is dropped).
    redirectTo: safeRedirectPath(url.searchParams.get(REDIRECT_PARAM), "") || null,
    alternates: sameAlternates("login"),
  });
}

type Refusal = { setCookie?: string; retryAfterSeconds?: number };

/** How a refused step answers: the form's reply, with the typed values and the error keys. */
function refuse(intent: LoginIntent, place: LoginPlace, reply: LoginActionData["reply"], status: number, { setCookie, retryAfterSeconds }: Refusal = {}) {
  const headers = new Headers({ "Cache-Control": CACHE.noStore });
  if (setCookie) headers.set("Set-Cookie", setCookie);
  if (retryAfterSeconds) headers.set("Retry-After", String(retryAfterSeconds));
  return json<LoginActionData>({ intent, place, reply, ...(retryAfterSeconds ? { errorVars: [retryAfterSeconds] } : {}) }, { status, headers });
}

function statusOf(error: AuthErrorKey): number {
  if (error === "authRateLimited" || error === "authResendTooSoon" || error === "authTooManyFailures") return 429;
  if (error === "authMailFailed" || error === "authServiceUnavailable") return 503;
  if (error === "authSessionMissing") return 401;
  return 400;
}

/** Where a step returns: the page under the modal, else the page the login page was sent from. */
function placeOf(formData: FormData): LoginPlace {
  const redirectTo = formData.get("redirectTo");
  return {
    kind: formData.get("place") === "modal" ? "modal" : "page",
    redirectTo: safeRedirectPath(typeof redirectTo === "string" ? redirectTo : null, "") || null,
  };
}

/** After signing in or naming: away from a login address (home), else back to the page. */
function destination(place: LoginPlace, lang: Lang): string {
  const home = href("home", {}, lang);
  return afterSignInPath(place.redirectTo ?? href("login", {}, lang), home);
}

/** The captcha fields of a form: the token (JavaScript on) and the `<noscript>` mark (off). */
function captchaFields(formData: FormData) {
  const token = formData.get(CAPTCHA_TOKEN_FIELD);
  return { token: typeof token === "string" && token ? token : null, noScript: formData.has(CAPTCHA_NO_SCRIPT_FIELD) };
}

/**
 * Sends a code and moves to the code step. Asking again early from the browser already waiting for
 * a code to that address keeps the code it has; any other browser is told to wait.
 */
async function sendCode(request: Request, formData: FormData, intent: "email" | "resend", place: LoginPlace, lang: Lang, ip: string) {
  const submission = parseWithZod(formData, { schema: intent === "email" ? emailSchema : resendSchema });
  if (submission.status !== "success") return refuse(intent, place, submission.reply(), 400);
  const { email } = submission.value;
  const captcha = await checkSignInCaptcha({ ...captchaFields(formData), ip });
  if (!captcha.ok) return refuse(intent, place, submission.reply({ formErrors: [captcha.error] }), 400);
  const browser = await getBrowserId(request);
  const result = await requestCode({ email, lang, browserId: browser.browserId, ip, withoutCaptcha: captcha.withoutCaptcha });
  const pending = await readPendingLogin(request);
  const waiting = pending !== null && normalizeEmail(pending.email) === normalizeEmail(email);
  const keepCode = !result.ok && result.error === "authResendTooSoon" && intent === "email" && waiting;
  if (!result.ok && !keepCode) {
    const refusal = { setCookie: browser.setCookie, retryAfterSeconds: result.retryAfterSeconds };
    return refuse(intent, place, submission.reply({ formErrors: [result.error] }), statusOf(result.error), refusal);
  }
  const resendAt = result.ok ? result.resendAvailableAt : Date.now() + (result.retryAfterSeconds ?? 0) * 1000;
  const headers = new Headers({ "Cache-Control": CACHE.noStore });
  if (browser.setCookie) headers.append("Set-Cookie", browser.setCookie);
  headers.append("Set-Cookie", await savePendingLogin({ email, resendAt }));
  const next = redirect(loginStepUrl(place, "code", lang), { status: 303, headers });
  return intent === "resend" ? withToast(next, lang, "success", "loginCodeResent") : next;
}

async function checkCode(request: Request, formData: FormData, place: LoginPlace, lang: Lang, ip: string) {
  const submission = parseWithZod(formData, { schema: codeSchema });
  if (submission.status !== "success") return refuse("code", place, submission.reply(), 400);
  const { browserId } = await getBrowserId(request);
  const result = await verifyCode({ email: submission.value.email, code: submission.value.code, browserId, ip });
  if (!result.ok) {
    const reply = submission.reply({ formErrors: [result.error], hideFields: ["code"] });
    return refuse("code", place, reply, statusOf(result.error), { retryAfterSeconds: result.retryAfterSeconds });
  }
  const signedIn = await signIn(request, result.tokens, { redirectTo: destination(place, lang) });
  return appendCookies(signedIn, await clearPendingLogin());
}

async function saveName(request: Request, formData: FormData, place: LoginPlace, lang: Lang) {
  const submission = parseWithZod(formData, { schema: nameSchema });
  if (submission.status !== "success") return refuse("name", place, submission.reply(), 400);
  const [{ user }, tokens] = await Promise.all([getAuth(request), sessionTokens(request)]);
  if (!user || !tokens) return refuse("name", place, submission.reply({ formErrors: ["authSessionMissing"] }), statusOf("authSessionMissing"));
  const result = await updateName(user, { tokens }, submission.value);
  if (!result.ok) return refuse("name", place, submission.reply({ formErrors: [result.error] }), statusOf(result.error));
  const setCookie = await sessionCookieWith(request, result.tokens ?? tokens);
  const saved = redirect(destination(place, lang), { status: 303, headers: { "Set-Cookie": setCookie, "Cache-Control": CACHE.noStore } });
  return withToast(saved, lang, "success", "loginNameSaved");
}

export async function action({ request, context }: ActionFunctionArgs) {
  const lang = langFromPath(new URL(request.url).pathname);
  const formData = await readForm(request);
  const intent = loginIntent(formData);
  if (!intent) throw json({ error: "Unknown step" }, { status: 400 });
  const place = placeOf(formData);
  // Bots filling the hidden field get the generic refusal and no mail is sent.
  if (intent !== "name" && isHoneypotFilled(formData)) {
    return refuse(intent, place, parseWithZod(formData, { schema: emailSchema }).reply({ formErrors: ["authUnknownError"] }), 400);
  }
  switch (intent) {
    case "email":
    case "resend":
      return sendCode(request, formData, intent, place, lang, context.clientIp);
    case "code":
      return checkCode(request, formData, place, lang, context.clientIp);
    case "name":
      return saveName(request, formData, place, lang);
  }
}

/** The step this answer belongs to: a refused post shows its own step again. */
function stepOf(actionData: LoginActionData | undefined, fromAddress: LoginStep): LoginStep {
  if (actionData?.intent === "code" || actionData?.intent === "resend") return "code";
  if (actionData?.intent === "email") return "email";
  return fromAddress;
}

export default function LoginPage() {
  const { t } = useT();
  const { step, pending, user, redirectTo } = useLoaderData<typeof loader>();
  const actionData = useActionData<LoginActionData>();
  // Without JavaScript a refused post from the modal lands here: keep the page it came from.
  const place: LoginPlace = { kind: "page", redirectTo: actionData?.place.redirectTo ?? redirectTo };
  // The name step, or a refused name change from another page (the profile) without JavaScript.
  const naming = user !== null && (user.needsName || actionData?.intent === "name");
  return (
    <div className="mx-auto flex max-w-md flex-col gap-6 px-4 py-12 sm:px-6">
      <h1 className="text-center text-2xl font-bold text-neutral-900">{naming ? t("loginNameTitle") : t("loginTitle")}</h1>
      <div className="rounded-xl border border-neutral-200 bg-white p-6 shadow-sm">
        {naming ? (
          <NameForm place={place} email={user.email} actionData={actionData} banner={user.needsName} />
        ) : (
          <LoginFlow view={loginView(stepOf(actionData, step), user !== null, pending)} place={place} actionData={actionData} />
        )}
      </div>
    </div>
  );
}
