import "~/shared-chunk";
import { getFormProps, getInputProps, useForm } from "@conform-to/react";
import { getZodConstraint, parseWithZod } from "@conform-to/zod";
import { useFetcher } from "@remix-run/react";
import { Button } from "~/components/ui/Button";
import { Field } from "~/components/ui/Field";
import { emailSchema } from "~/domain/forms/auth-schemas";
import { href } from "~/i18n/href";
import { useT } from "~/i18n/useT";
import { CaptchaField } from "./CaptchaField";
import { FormAlert } from "./FormAlert";
import { Honeypot } from "./Honeypot";
import { answerFor, type LoginActionData } from "./login-result";
import type { LoginPlace } from "./login-urls";
import { PlaceFields } from "./PlaceFields";
import { useDelayedValidation } from "./useDelayedValidation";
import { errorKey } from "./error-key";
import { VALIDATION_TIMING } from "~/components/ui/validation-timing";

/** Step 1: the e-mail address; posted only when valid. */
export function EmailStep({ place, email, actionData }: { place: LoginPlace; email: string | null; actionData?: LoginActionData }) {
  const { t, lang } = useT();
  const fetcher = useFetcher<LoginActionData>({ key: `login-email-${place.kind}` });
  // A code refused when no sign-in was waiting for one (this browser never asked, or its wait ended)
  // is answered here, where the visitor can start again.
  const answer = answerFor("email", fetcher.data, actionData) ?? answerFor("code", actionData) ?? answerFor("resend", actionData);
  const [form, fields] = useForm({
    id: `login-email-${place.kind}`,
    lastResult: answer?.reply,
    constraint: getZodConstraint(emailSchema),
    defaultValue: { email: email ?? "" },
    ...VALIDATION_TIMING,
    onValidate: ({ formData }) => parseWithZod(formData, { schema: emailSchema }),
  });
  const validateLater = useDelayedValidation(form.id, () => form.validate({ name: fields.email.name }));
  const pending = fetcher.state !== "idle";
  const { key, ...emailInput } = getInputProps(fields.email, { type: "email", ariaAttributes: false });
  const fieldError = fields.email.errors?.[0];

  return (
    <fetcher.Form method="post" action={href("login", {}, lang)} {...getFormProps(form)} className="relative flex flex-col gap-4">
      <p className="text-sm text-neutral-600">{t("loginIntro")}</p>
      <input type="hidden" name="intent" value="email" />
      <PlaceFields place={place} />
      <Honeypot />
      <CaptchaField renewOn={fetcher.data} />
      <Field
        key={key}
        {...emailInput}
        label={t("loginEmailLabel")}
        placeholder={t("loginEmailPlaceholder")}
        autoComplete="email"
        error={fieldError ? t(errorKey(fieldError)) : null}
        onInput={validateLater}
      />
      <Button type="submit" size="lg" disabled={pending} aria-disabled={pending}>
        {pending ? t("loginSending") : t("loginSendCode")}
      </Button>
      <FormAlert id={form.errorId} errors={form.errors} vars={answer?.errorVars} />
    </fetcher.Form>
  );
}
