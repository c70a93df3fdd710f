import "~/shared-chunk";
import { getFormProps, getInputProps, useForm } from "@conform-to/react";
import { getZodConstraint, parseWithZod } from "@conform-to/zod";
import { useFetcher } from "@remix-run/react";
import { Button } from "~/components/ui/Button";
import { Field } from "~/components/ui/Field";
import { nameSchema } from "~/domain/forms/auth-schemas";
import { href } from "~/i18n/href";
import { useT } from "~/i18n/useT";
import { FormAlert } from "./FormAlert";
import { replyFor, type LoginActionData } from "./login-result";
import type { LoginPlace } from "./login-urls";
import { PlaceFields } from "./PlaceFields";
import { useDelayedValidation } from "./useDelayedValidation";
import { useSignOutWhenUnauthorized } from "./useSignOutWhenUnauthorized";
import { errorKey } from "./error-key";
import { VALIDATION_TIMING } from "~/components/ui/validation-timing";

type NameFormProps = {
  /** Where the form is: its page is where the buyer returns after saving. */
  place: LoginPlace;
  /** Where it posts: the login page, or the page it is on (so a refusal shows there without JavaScript). */
  action?: string;
  email: string;
  defaultValue?: { firstName: string; lastName: string };
  actionData?: LoginActionData;
  /** The name step's banner; the profile page goes without. */
  banner?: boolean;
};

/** First and last name (trimmed, required) beside the read-only e-mail; saved by the login action. */
export function NameForm({ place, action, email, defaultValue, actionData, banner = true }: NameFormProps) {
  const { t, lang } = useT();
  const fetcher = useFetcher<LoginActionData>({ key: `login-name-${place.kind}` });
  const [form, fields] = useForm({
    id: `login-name-${place.kind}`,
    lastResult: replyFor("name", fetcher.data, actionData),
    constraint: getZodConstraint(nameSchema),
    defaultValue,
    ...VALIDATION_TIMING,
    onValidate: ({ formData }) => parseWithZod(formData, { schema: nameSchema }),
  });
  const validateFirst = useDelayedValidation(form.id, () => form.validate({ name: fields.firstName.name }));
  const validateLast = useDelayedValidation(form.id, () => form.validate({ name: fields.lastName.name }));
  // Saving needs the session: when it is gone, sign out and offer the login modal.
  useSignOutWhenUnauthorized(form.errors?.includes("authSessionMissing") === true);
  const pending = fetcher.state !== "idle";
  const { key: firstKey, ...firstName } = getInputProps(fields.firstName, { type: "text", ariaAttributes: false });
  const { key: lastKey, ...lastName } = getInputProps(fields.lastName, { type: "text", ariaAttributes: false });
  const errorOf = (errors: string[] | undefined) => (errors?.[0] ? t(errorKey(errors[0])) : null);

  return (
    <fetcher.Form method="post" action={action ?? href("login", {}, lang)} {...getFormProps(form)} className="flex flex-col gap-4">
      {banner ? <p className="rounded-md border border-info-200 bg-info-50 px-3 py-2 text-sm text-info-800">{t("loginNameBanner")}</p> : null}
      <input type="hidden" name="intent" value="name" />
      <PlaceFields place={place} />
      <Field label={t("loginEmailLabel")} type="email" value={email} readOnly className="[&_input]:bg-neutral-100" />
      <div className="grid gap-4 sm:grid-cols-2">
        <Field
          key={firstKey}
          {...firstName}
          label={t("loginFirstName")}
          autoComplete="given-name"
          error={errorOf(fields.firstName.errors)}
          onInput={validateFirst}
        />
        <Field
          key={lastKey}
          {...lastName}
          label={t("loginLastName")}
          autoComplete="family-name"
          error={errorOf(fields.lastName.errors)}
          onInput={validateLast}
        />
      </div>
      <Button type="submit" size="lg" disabled={pending} aria-disabled={pending}>
        {pending ? t("loginSaving") : t("loginSave")}
      </Button>
      <FormAlert id={form.errorId} errors={form.errors} />
    </fetcher.Form>
  );
}
