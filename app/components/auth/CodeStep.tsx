import "~/shared-chunk";
import { getFormProps, useForm } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod";
import { Link, useFetcher } from "@remix-run/react";
import { Button } from "~/components/ui/Button";
import { codeSchema } from "~/domain/forms/auth-schemas";
import { href } from "~/i18n/href";
import { useT } from "~/i18n/useT";
import { CodeInput } from "./CodeInput";
import { FormAlert } from "./FormAlert";
import { answerFor, replyFor, type LoginActionData } from "./login-result";
import { loginStepUrl, type LoginPlace } from "./login-urls";
import { Honeypot } from "./Honeypot";
import { PlaceFields } from "./PlaceFields";
import { ResendForm } from "./ResendForm";
import { errorKey } from "./error-key";

/** `resendAt`: when the server last allowed a resend (a new value restarts the countdown). */
type CodeStepProps = { place: LoginPlace; email: string; resendAt: number; resendSeconds: number; actionData?: LoginActionData };

/** Step 2: the code sent to the e-mail, a resend, and a way back to change the address. */
export function CodeStep({ place, email, resendAt, resendSeconds, actionData }: CodeStepProps) {
  const { t, lang } = useT();
  const fetcher = useFetcher<LoginActionData>({ key: `login-code-${place.kind}` });
  const resend = useFetcher<LoginActionData>({ key: `login-resend-${place.kind}` });
  const [form, fields] = useForm({
    id: `login-code-${place.kind}`,
    lastResult: replyFor("code", fetcher.data, actionData),
    shouldValidate: "onSubmit",
    onValidate: ({ formData }) => parseWithZod(formData, { schema: codeSchema }),
  });
  const pending = fetcher.state !== "idle";
  const codeError = fields.code.errors?.[0];
  const resendAnswer = answerFor("resend", resend.data, actionData);
  const resendErrors = resendAnswer?.reply.error?.[""] ?? undefined;

  return (
    <div className="flex flex-col gap-4">
      <p className="text-sm text-neutral-700">{t("loginCodeSentTo", [email])}</p>
      <fetcher.Form method="post" action={href("login", {}, lang)} {...getFormProps(form)} className="flex flex-col gap-4">
        <input type="hidden" name="intent" value="code" />
        <input type="hidden" name="email" value={email} />
        <PlaceFields place={place} />
        <Honeypot />
        <CodeInput name={fields.code.name} id={fields.code.id} error={codeError ? t(errorKey(codeError)) : null} />
        <Button type="submit" size="lg" disabled={pending} aria-disabled={pending}>
          {pending ? t("loginVerifying") : t("loginVerify")}
        </Button>
        {form.errors ? (
          <FormAlert id={form.errorId} errors={form.errors} vars={answerFor("code", fetcher.data, actionData)?.errorVars} />
        ) : (
          <FormAlert errors={resendErrors} vars={resendAnswer?.errorVars} />
        )}
      </fetcher.Form>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <ResendForm key={resendAt} place={place} email={email} secondsLeft={resendSeconds} />
        <Link to={loginStepUrl(place, "email", lang)} preventScrollReset className="text-sm font-medium text-info-700 underline hover:text-info-800">
          {t("loginBack")}
        </Link>
      </div>
    </div>
  );
}
