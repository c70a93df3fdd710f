/**
 * The posts of the login page and of the login modal on every page (docs/sign-in.md#login-flow): e-mail, code,
 * resend and name steps. Apart from the page (./login.tsx) so the browser build of the page reaches none of the
 * forms' schemas.
 */
import { parseWithZod } from "@conform-to/zod";
import { json, redirect, type ActionFunctionArgs } from "@remix-run/node";
import type { LoginActionData } from "~/components/auth/login-result";
import { loginStepUrl, type LoginPlace } from "~/components/auth/login-urls";
import { CAPTCHA_NO_SCRIPT_FIELD, CAPTCHA_TOKEN_FIELD } from "~/domain/auth/captcha";
import { authErrorStatus } from "~/domain/auth/errors";
import { afterSignInPath, safeRedirectPath } from "~/domain/auth/guard";
import { codeSchema, emailSchema, isHoneypotFilled, loginIntent, resendSchema, type LoginIntent } from "~/domain/forms/auth-schemas";
import { CACHE } from "~/http/cache-policy";
import { href } from "~/i18n/href";
import { langFromPath, type Lang } from "~/i18n/lang";
import { getBrowserId, renewBrowserId } from "~/request/auth.server";
import { readForm } from "~/request/form-data.server";
import { clearPendingLogin, savePendingLogin } from "~/request/pending-login.server";
import { appendCookies, withToast } from "~/request/responses.server";
import { saveBuyerName } from "~/request/name-step.server";
import { signIn } from "~/request/sign-in.server";
import { requestCode, verifyCode } from "~/services/auth/index.server";
import { checkSignInCaptcha } from "~/services/captcha/verify.server";

type Refusal = { setCookie?: string; retryAfterSeconds?: number };

/** How a refused step answers: the form's reply, with the typed values and the error keys. */
function refuse(intent: LoginIntent, place: LoginPlace, reply: LoginActionData["reply"], status: number, { setCookie, retryAfterSeconds }: Refusal = {}) {
  const headers = new Headers({ "Cache-Control": CACHE.noStore });
  if (setCookie) headers.set("Set-Cookie", setCookie);
  if (retryAfterSeconds) headers.set("Retry-After", String(retryAfterSeconds));
  return json<LoginActionData>({ intent, place, reply, ...(retryAfterSeconds ? { errorVars: [retryAfterSeconds] } : {}) }, { status, headers });
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
 * Sends a code and moves to the code step. The e-mail step sent again within the minute of this
 * browser's code to that address keeps the code on its way; a resend that early is told to wait.
 */
async function sendCode(request: Request, formData: FormData, intent: "email" | "resend", place: LoginPlace, lang: Lang, ip: string) {
  const submission = parseWithZod(formData, { schema: intent === "email" ? emailSchema : resendSchema });
  if (submission.status !== "success") return refuse(intent, place, submission.reply(), 400);
  const { email } = submission.value;
  const captcha = await checkSignInCaptcha({ ...captchaFields(formData), ip });
  if (!captcha.ok) return refuse(intent, place, submission.reply({ formErrors: [captcha.error] }), 400);
  const browser = await getBrowserId(request);
  const result = await requestCode({ email, lang, browserId: browser.browserId, ip, withoutCaptcha: captcha.withoutCaptcha });
  const keepCode = !result.ok && result.error === "authResendTooSoon" && intent === "email";
  if (!result.ok && !keepCode) {
    const refusal = { setCookie: browser.setCookie, retryAfterSeconds: result.retryAfterSeconds };
    return refuse(intent, place, submission.reply({ formErrors: [result.error] }), authErrorStatus(result.error), refusal);
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
    return refuse("code", place, reply, authErrorStatus(result.error), { retryAfterSeconds: result.retryAfterSeconds });
  }
  // The login page without a page to return to is where the guard sends a visitor: its remembered path applies.
  const signedIn = await signIn(request, result.tokens, { page: place.redirectTo ? destination(place, lang) : null });
  return appendCookies(signedIn, await clearPendingLogin(), await renewBrowserId(browserId));
}

async function saveName(request: Request, formData: FormData, place: LoginPlace, lang: Lang) {
  const result = await saveBuyerName(request, formData, { then: destination(place, lang), lang });
  return result instanceof Response ? result : refuse("name", place, result.reply, result.status);
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
