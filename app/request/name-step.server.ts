import type { SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod";
import { redirect } from "@remix-run/node";
import { authErrorStatus, type AuthErrorKey } from "~/domain/auth/errors";
import { nameSchema } from "~/domain/forms/auth-schemas";
import { CACHE } from "~/http/cache-policy";
import type { Lang } from "~/i18n/lang";
import { updateName } from "~/services/auth/index.server";
import { getAuth, sessionCookieWith, sessionTokens } from "./auth.server";
import { withToast } from "./responses.server";

/** A refused name: the form's reply (typed values, error keys) and the status to answer it with. */
export type NameRefusal = { reply: SubmissionResult<string[]>; status: number };

/**
 * Saves the buyer's first and last name from a name form (the name step's, the profile's): a 303 to
 * `then` with the refreshed session and a toast, or the refusal for the form that was sent to show.
 */
export async function saveBuyerName(request: Request, formData: FormData, { then, lang }: { then: string; lang: Lang }): Promise<Response | NameRefusal> {
  const submission = parseWithZod(formData, { schema: nameSchema });
  if (submission.status !== "success") return { reply: submission.reply(), status: 400 };
  const refused = (error: AuthErrorKey) => ({ reply: submission.reply({ formErrors: [error] }), status: authErrorStatus(error) });
  const [{ user }, tokens] = await Promise.all([getAuth(request), sessionTokens(request)]);
  if (!user || !tokens) return refused("authSessionMissing");
  const result = await updateName(user, { tokens }, submission.value);
  if (!result.ok) return refused(result.error);
  const setCookie = await sessionCookieWith(request, result.tokens ?? tokens);
  const saved = redirect(then, { status: 303, headers: { "Set-Cookie": setCookie, "Cache-Control": CACHE.noStore } });
  return withToast(saved, lang, "success", "loginNameSaved");
}
