import "~/shared-chunk";
import { getFormProps, getSelectProps, useForm, type SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod";
import { Form, useNavigation } from "@remix-run/react";
import { useMemo } from "react";
import { Button } from "~/components/ui/Button";
import { ShipperNumberField } from "~/components/account/ShipperNumberField";
import { errorKeyOf, firstErrorField } from "~/components/ui/form-errors";
import { SelectField } from "~/components/ui/SelectField";
import { choiceValue, PREFERENCE_MESSAGE_KEYS, shipperField, type PreferenceCarrier, type ShippingPreferences } from "~/domain/accounts/shipping-preferences";
import { preferencesSchema } from "~/domain/accounts/shipping-preferences-schema";
import { useT } from "~/i18n/useT";
import { VALIDATION_TIMING } from "~/components/ui/validation-timing";
import { shippingTitle } from "~/i18n/order-labels";

type Props = {
  /** The domestic carriers a preference may name, with their titles. */
  carriers: readonly (PreferenceCarrier & { title: string })[];
  /** As saved; null without a customer. */
  preferences: ShippingPreferences | null;
  /** The action's answer to a refused post: what was typed and each field's errors. */
  lastResult?: SubmissionResult<string[]> | null;
};

/**
 * The preferred carrier and method and the collect carriers' shipper numbers: a plain post, checked by the same
 * schema in the browser (on blur, then as typed).
 */
export function ShippingPreferencesForm({ carriers, preferences, lastResult }: Props) {
  const { t } = useT();
  const saving = useNavigation().state === "submitting";
  const schema = useMemo(() => preferencesSchema(carriers), [carriers]);
  const collect = carriers.filter((carrier) => carrier.collect);
  const [form, fields] = useForm({
    id: "shipping-preferences-form",
    lastResult,
    defaultValue: { choice: choiceValue(preferences?.carrier ?? null, preferences?.method ?? null), shipper: preferences?.shipperNumbers ?? {} },
    ...VALIDATION_TIMING,
    onValidate: ({ formData }) => parseWithZod(formData, { schema }),
  });
  const shipper = fields.shipper.getFieldset();
  const focus = firstErrorField(lastResult, ["choice", ...collect.map((carrier) => shipperField(carrier.slug))]);
  const errorOf = (errors: string[] | undefined) => {
    const key = errorKeyOf(errors, PREFERENCE_MESSAGE_KEYS, "accountShippingChoiceUnknown");
    return key ? t(key) : null;
  };
  const { key: choiceKey, ...choice } = getSelectProps(fields.choice, { ariaAttributes: false });
  return (
    <Form method="post" {...getFormProps(form)} className="flex flex-col gap-6">
      <p className="text-sm text-neutral-600">{t("accountShippingIntro")}</p>
      <section className="rounded-xl border border-neutral-200 bg-white p-6">
        <SelectField
          key={choiceKey}
          {...choice}
          label={t("accountShippingPreferred")}
          placeholder={t("accountShippingNoPreference")}
          firstError={focus === fields.choice.name}
          options={carriers.flatMap((carrier) =>
            carrier.methods.map((method) => ({
              value: choiceValue(carrier.slug, method.id),
              label: shippingTitle(t, carrier, method.id),
            })),
          )}
          error={errorOf(fields.choice.errors)}
          className="sm:max-w-md"
        />
      </section>
      <section aria-labelledby="shipper-numbers" className="flex flex-col gap-4 rounded-xl border border-neutral-200 bg-white p-6">
        <h2 id="shipper-numbers" className="text-lg font-semibold text-neutral-900">
          {t("accountShippingNumbersHeading")}
        </h2>
        <p className="text-sm text-neutral-600">{t("accountShippingNumbersHint")}</p>
        {collect.map((carrier) => {
          const field = shipper[carrier.slug]!;
          return (
            <ShipperNumberField
              key={field.key ?? field.name}
              field={field}
              carrierTitle={shippingTitle(t, carrier, null)}
              firstError={focus === field.name}
              error={errorOf(field.errors)}
              className="sm:max-w-md"
            />
          );
        })}
      </section>
      <div>
        <Button type="submit" disabled={saving}>
          {t("accountShippingSave")}
        </Button>
      </div>
    </Form>
  );
}
