/**
 * Sign-in forms (docs/sign-in.md#login-flow), one zod schema per form, shared by the browser (conform validates
 * as the buyer types) and the server (the same parse answers a post without JavaScript). Messages are
 * translation keys; the form shows `t(message)`.
 */
import { z } from "zod";
import { isWellFormedCode, normalizeCode, normalizeEmail } from "~/domain/auth/one-time-code";
import { validateName } from "~/domain/auth/names";
import { EMAIL_MAX } from "~/domain/forms/text";

/** A field people never see: a value in it means a bot filled the form. */
export const HONEYPOT_FIELD = "name__confirm";

/** Which step a post to the login action is. */
export const LOGIN_INTENTS = ["email", "code", "resend", "name"] as const;
export type LoginIntent = (typeof LOGIN_INTENTS)[number];

/** The page the buyer signed in from (validated as a same-site path where it is used). */
const redirectTo = z.string().optional();

const wellFormedEmail = z.string().email();

/** One message per address: too long (an outbox file or an SMTP path cannot hold it), else malformed. */
const email = z
  .string({ required_error: "authInvalidEmail" })
  .trim()
  .superRefine((value, ctx) => {
    if (value.length > EMAIL_MAX) ctx.addIssue({ code: "custom", message: "authEmailTooLong" });
    else if (!wellFormedEmail.safeParse(value).success) ctx.addIssue({ code: "custom", message: "authInvalidEmail" });
  })
  .transform(normalizeEmail);

export const emailSchema = z.object({ email, redirectTo });

export const codeSchema = z.object({
  email,
  code: z.string({ required_error: "authCodeInvalid" }).transform(normalizeCode).refine(isWellFormedCode, "authCodeInvalid"),
  redirectTo,
});

export const resendSchema = z.object({ email, redirectTo });

/** First and last name, trimmed and required (the rule lives in the auth domain). */
export const nameSchema = z
  .object({ firstName: z.string().default(""), lastName: z.string().default(""), redirectTo })
  .transform(({ firstName, lastName, redirectTo }, ctx) => {
    const result = validateName({ firstName, lastName });
    if (result.ok) return { ...result.value, redirectTo };
    for (const [path, message] of Object.entries(result.errors)) ctx.addIssue({ code: "custom", path: [path], message });
    return z.NEVER;
  });

/** Whether a bot filled the honeypot. */
export function isHoneypotFilled(formData: FormData): boolean {
  const value = formData.get(HONEYPOT_FIELD);
  return typeof value === "string" && value !== "";
}

export function loginIntent(formData: FormData): LoginIntent | null {
  const value = formData.get("intent");
  return (LOGIN_INTENTS as readonly unknown[]).includes(value) ? (value as LoginIntent) : null;
}
