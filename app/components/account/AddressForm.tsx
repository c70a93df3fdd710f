import "~/shared-chunk";
import { getFormProps, getInputProps, getSelectProps, useForm, type SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod";
import { Form, useNavigation } from "@remix-run/react";
import { useMemo, useRef, useState, type FormEvent } from "react";
import { useDelayedValidation } from "~/components/auth/useDelayedValidation";
import { Button, ButtonLink } from "~/components/ui/Button";
import { Field } from "~/components/ui/Field";
import { errorKeyOf, firstErrorField } from "~/components/ui/form-errors";
import { SelectField } from "~/components/ui/SelectField";
import { useBrowserOnlyUi } from "~/components/ui/full-stylesheet";
import { CONTACT_FIELDS, CONTACT_MESSAGE_KEYS, contactSchemaFor, type ContactField, type ContactInput } from "~/domain/address/contact-schema";
import { findRegionCode } from "~/domain/address/regions";
import { useT } from "~/i18n/useT";
import type { AddressFormOptions } from "~/services/accounts/address-book-view";
import { VALIDATION_TIMING } from "~/components/ui/validation-timing";
import { typedBeforeHydration, withTyped } from "./typed-before-hydration";

export type AddressFormProps = {
  /** `add` a new address or `update` the one with `id`. */
  intent: "add" | "update";
  /** The posted `intent` when the page's action names it otherwise (checkout's `addAddress`); by default `intent`. */
  postIntent?: string;
  id?: string;
  /** The address's fields as strings (a checked `taxable` is "on"); an edited address's as stored, whose ERP marker its names may keep. */
  defaultValue?: Partial<Record<ContactField, string>>;
  /** The server's answer to a refused post: what was typed and each field's errors. */
  lastResult?: SubmissionResult<string[]>;
  options: AddressFormOptions;
  /** For a buyer of several customers adding an address: which customer it is for. */
  customers?: readonly { id: string; name: string }[];
  defaultCustomerId?: string | null;
  cancelTo: string;
};

/** The fields in the order the form shows them: the first in error of a refused post gets the focus. */
const FIELD_ORDER: readonly ContactField[] = [
  "nameFirst",
  "nameLast",
  "nameCompany",
  "addressCountry",
  "addressLine1",
  "addressLine2",
  "addressCity",
  "addressState",
  "addressPostalCode",
  "phone1",
];

/**
 * The address form: a plain post of the contact's own fields, checked by the contact schema in the browser (on blur,
 * then again as the buyer types, and after a 300 ms pause in typing) and always on the server. Once its code runs, the
 * state is a select for the countries with a list (US, CA, MX) and free text elsewhere, following the chosen country;
 * before (and without JavaScript) it is one text field taking a state's code or name, so the first post works whatever
 * country is chosen. What the buyer changed before hydration is kept.
 */
export function AddressForm({
  intent,
  postIntent = intent,
  id,
  defaultValue,
  lastResult,
  options,
  customers = [],
  defaultCustomerId,
  cancelTo,
}: AddressFormProps) {
  const { t } = useT();
  const navigation = useNavigation();
  const hydrated = useBrowserOnlyUi();
  const schema = useMemo(() => contactSchemaFor(intent === "update" ? defaultValue : {}), [intent, defaultValue]);
  const formId = intent === "add" ? "address-new" : `address-${id}`;
  // Read once, as the form hydrates; the first answer is kept as that object so conform does not report it again.
  const [start] = useState(() => ({ received: lastResult, ...withTyped(typedBeforeHydration(formId), defaultValue, lastResult) }));
  const [form, fields] = useForm<ContactInput>({
    id: formId,
    lastResult: lastResult === start.received ? start.lastResult : lastResult,
    defaultValue: start.defaultValue,
    ...VALIDATION_TIMING,
    onValidate: ({ formData }) => parseWithZod(formData, { schema }),
  });
  // Fields typed into since the last pause: each is checked once typing has paused for the input delay.
  const typed = useRef(new Set<string>());
  const validateTyped = useDelayedValidation(form.id, () => {
    for (const name of typed.current) form.validate({ name });
    typed.current.clear();
  });
  const onInput = (event: FormEvent<HTMLFormElement>) => {
    const { name } = event.target as HTMLInputElement;
    if (!(CONTACT_FIELDS as readonly string[]).includes(name)) return;
    typed.current.add(name);
    validateTyped();
  };
  const saving = navigation.state !== "idle" && navigation.formData?.get("intent") === postIntent;
  const errorOf = (errors: string[] | undefined) => {
    const key = errorKeyOf(errors, CONTACT_MESSAGE_KEYS, "accountFieldInvalid");
    return key ? t(key) : null;
  };
  const focus = firstErrorField(lastResult, FIELD_ORDER);
  const text = (field: (typeof fields)[Exclude<ContactField, "taxable">], label: string, autoComplete: string, type: "text" | "tel" = "text") => {
    const { key, ...props } = getInputProps(field, { type, ariaAttributes: false });
    return <Field key={key} {...props} label={label} autoComplete={autoComplete} firstError={focus === field.name} error={errorOf(field.errors)} />;
  };
  const country = (fields.addressCountry.value ?? "").toUpperCase();
  const regions = hydrated ? options.regions[country] : undefined;
  const { key: countryKey, ...countryProps } = getSelectProps(fields.addressCountry, { ariaAttributes: false });
  const { key: stateKey, ...stateSelect } = getSelectProps(fields.addressState, { ariaAttributes: false });
  const { key: _stateTextKey, ...stateText } = getInputProps(fields.addressState, { type: "text", ariaAttributes: false });
  const { key: taxableKey, ...taxable } = getInputProps(fields.taxable, { type: "checkbox", ariaAttributes: false });
  const hasErrors = form.status === "error" && Object.values(form.allErrors).some((errors) => errors.length > 0);

  return (
    <Form method="post" preventScrollReset {...getFormProps(form)} onInput={onInput} className="flex flex-col gap-4">
      <input type="hidden" name="intent" value={postIntent} />
      {id ? <input type="hidden" name="id" value={id} /> : null}
      {intent === "add" && customers.length > 1 ? (
        <SelectField
          label={t("accountAddressCustomer")}
          name="customerId"
          defaultValue={defaultCustomerId ?? undefined}
          options={customers.map((c) => ({ value: c.id, label: c.name }))}
        />
      ) : null}
      <div className="grid gap-4 sm:grid-cols-2">
        {text(fields.nameFirst, t("accountAddressFirstName"), "given-name")}
        {text(fields.nameLast, t("accountAddressLastName"), "family-name")}
      </div>
      {text(fields.nameCompany, t("accountAddressCompany"), "organization")}
      <SelectField
        key={countryKey}
        {...countryProps}
        label={t("accountAddressCountry")}
        autoComplete="country"
        placeholder={t("accountAddressChoose")}
        options={options.countries.map((c) => ({ value: c.code, label: c.callingCode ? `${c.name} (${c.callingCode})` : c.name }))}
        firstError={focus === "addressCountry"}
        error={errorOf(fields.addressCountry.errors)}
      />
      {text(fields.addressLine1, t("accountAddressLine1"), "address-line1")}
      {text(fields.addressLine2, t("accountAddressLine2"), "address-line2")}
      <div className="grid gap-4 sm:grid-cols-2">
        {text(fields.addressCity, t("accountAddressCity"), "address-level2")}
        {!hydrated ? (
          <Field
            key={`${stateKey}-typed`}
            {...stateText}
            label={t("accountAddressStateOrRegion")}
            hint={t("accountAddressStateOrRegionHint")}
            autoComplete="address-level1"
            firstError={focus === "addressState"}
            error={errorOf(fields.addressState.errors)}
          />
        ) : regions ? (
          <SelectField
            key={`${stateKey}-${country}`}
            {...stateSelect}
            defaultValue={findRegionCode(country, fields.addressState.value ?? "") ?? ""}
            label={t("accountAddressState")}
            autoComplete="address-level1"
            placeholder={t("accountAddressChoose")}
            options={regions.map((r) => ({ value: r.code, label: r.name }))}
            firstError={focus === "addressState"}
            error={errorOf(fields.addressState.errors)}
          />
        ) : (
          <Field
            key={`${stateKey}-text`}
            {...stateText}
            label={t("accountAddressRegion")}
            autoComplete="address-level1"
            firstError={focus === "addressState"}
            error={errorOf(fields.addressState.errors)}
          />
        )}
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        {text(fields.addressPostalCode, t("accountAddressPostalCode"), "postal-code")}
        {text(fields.phone1, t("accountAddressPhone"), "tel", "tel")}
      </div>
      <label className="flex items-center gap-2 text-sm text-neutral-800">
        <input key={taxableKey} {...taxable} className="h-4 w-4 rounded border-neutral-300" />
        {t("accountAddressTaxable")}
      </label>
      {hasErrors ? (
        <p role="alert" className="rounded-md border border-error-200 bg-error-50 px-3 py-2 text-sm text-error-700">
          {t("accountAddressCheckFields")}
        </p>
      ) : null}
      <div className="flex justify-end gap-3">
        <ButtonLink to={cancelTo} preventScrollReset variant="secondary">
          {t("accountAddressCancel")}
        </ButtonLink>
        <Button type="submit" disabled={saving}>
          {saving ? t("accountAddressSaving") : t("accountAddressSave")}
        </Button>
      </div>
    </Form>
  );
}
