import "~/shared-chunk";
import { getFormProps, getInputProps, useForm, type SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod";
import { Form, useNavigation } from "@remix-run/react";
import { Button } from "~/components/ui/Button";
import { Field } from "~/components/ui/Field";
import { errorKeyOf, firstErrorField } from "~/components/ui/form-errors";
import { COMPANY_NAME_MESSAGE_KEYS, companyNameSchema } from "~/domain/accounts/company";
import { COMPANY_NAME_MAX } from "~/domain/accounts/company-limits";
import { useT } from "~/i18n/useT";
import { VALIDATION_TIMING } from "~/components/ui/validation-timing";

type Props = {
  /** The company's name as saved. */
  name: string;
  /** The action's answer to a refused rename: what was typed and why. */
  lastResult?: SubmissionResult<string[]> | null;
};

/** The rename of a company the shop created: a plain post, checked by the same schema in the browser (on blur, then as typed). */
export function CompanyNameForm({ name, lastResult }: Props) {
  const { t } = useT();
  const saving = useNavigation().formData?.get("intent") === "rename";
  const [form, fields] = useForm({
    id: "company-rename-form",
    lastResult,
    defaultValue: { name },
    ...VALIDATION_TIMING,
    onValidate: ({ formData }) => parseWithZod(formData, { schema: companyNameSchema }),
  });
  const { key, ...input } = getInputProps(fields.name, { type: "text", ariaAttributes: false });
  const error = errorKeyOf(fields.name.errors, COMPANY_NAME_MESSAGE_KEYS, "accountCompanyNameInvalid");
  return (
    <Form method="post" {...getFormProps(form)} className="flex flex-col gap-4 sm:max-w-md">
      <input type="hidden" name="intent" value="rename" />
      <Field
        key={key}
        {...input}
        label={t("accountCompanyName")}
        required
        maxLength={COMPANY_NAME_MAX}
        autoComplete="organization"
        firstError={firstErrorField(lastResult, ["name"]) === "name"}
        hint={t("accountCompanyNameHint")}
        error={error ? t(error) : null}
      />
      <div>
        <Button type="submit" disabled={saving}>
          {t("accountCompanyRename")}
        </Button>
      </div>
    </Form>
  );
}
