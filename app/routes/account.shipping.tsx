import "~/shared-chunk";
import { json, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Form, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { Button } from "~/components/ui/Button";
import { Field } from "~/components/ui/Field";
import { SelectField } from "~/components/ui/SelectField";
import { choiceValue, SHIPPER_NUMBER_MAX, shipperField, type PreferenceErrors } from "~/domain/accounts/shipping-preferences";
import { CACHE, personalPageHeaders } from "~/http/cache-policy";
import { sameAlternates } from "~/i18n/alternates";
import { href } from "~/i18n/href";
import { langFromPath } from "~/i18n/lang";
import type { StringKey } from "~/i18n/string-keys";
import { translate } from "~/i18n/translate";
import { useT } from "~/i18n/useT";
import { redirectWithToast } from "~/request/toast.server";
import { requireBuyer, viewerHeaders } from "~/request/viewer.server";
import { personalPageMeta } from "~/root-data";
import { domesticCarriers, preferencesOf, savePreferences } from "~/services/accounts/shipping-preferences.server";
import { getSiteContent, stringsFor } from "~/services/content/site.server";
import { readForm } from "~/request/form-data.server";

export const headers = personalPageHeaders;

export const meta: MetaFunction<typeof loader> = ({ matches }) => personalPageMeta(matches, "accountShippingTitle");

/** The active customer's preferred carrier and method, and the shipper numbers of the collect carriers. */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const viewer = await requireBuyer(request, context);
  const [preferences, carriers] = await Promise.all([preferencesOf(viewer.buyer), domesticCarriers()]);
  return json({ preferences, carriers, alternates: sameAlternates("accountShipping") }, { headers: viewerHeaders(viewer, CACHE.personalPage) });
}

/** A refused form, answered in place with every typed value. */
type ActionData = { values: Record<string, string>; errors: PreferenceErrors };

export async function action({ request, context }: ActionFunctionArgs) {
  const lang = langFromPath(new URL(request.url).pathname);
  const { buyer, setCookies } = await requireBuyer(request, context);
  const form = Object.fromEntries([...(await readForm(request))].filter((entry): entry is [string, string] => typeof entry[1] === "string"));
  const headers = new Headers({ "Cache-Control": CACHE.noStore });
  for (const cookie of setCookies) headers.append("Set-Cookie", cookie);
  const saved = await savePreferences(buyer, form);
  if (!saved.ok) {
    const errors: PreferenceErrors = "errors" in saved ? saved.errors : { choice: "accountShippingChoiceUnknown" };
    return json<ActionData>({ values: form, errors }, { status: 400, headers });
  }
  const strings = stringsFor(await getSiteContent(), lang);
  return redirectWithToast(href("accountShipping", {}, lang), { type: "success", title: translate(strings, "accountShippingSaved") }, { headers });
}

const METHOD_LABELS: Record<string, StringKey> = {
  ground: "accountShippingMethodGround",
  air2day: "accountShippingMethodAir2day",
  air1day: "accountShippingMethodAir1day",
};

export default function AccountShippingRoute() {
  const { preferences, carriers } = useLoaderData<typeof loader>();
  const refused = useActionData<typeof action>();
  const { t } = useT();
  const saving = useNavigation().state === "submitting";
  const values = refused?.values;
  const chosen = values ? (values.choice ?? "") : choiceValue(preferences?.carrier ?? null, preferences?.method ?? null);
  const choiceError = refused?.errors.choice;
  return (
    <div className="flex flex-col gap-8">
      <h1 className="text-2xl font-bold text-neutral-900">{t("accountShippingTitle")}</h1>
      <Form method="post" className="flex flex-col gap-6">
        <p className="text-sm text-neutral-600">{t("accountShippingIntro")}</p>
        <section className="rounded-xl border border-neutral-200 bg-white p-6">
          <SelectField
            label={t("accountShippingPreferred")}
            name="choice"
            defaultValue={chosen}
            placeholder={t("accountShippingNoPreference")}
            options={carriers.flatMap((carrier) =>
              carrier.methods.map((method) => ({
                value: choiceValue(carrier.slug, method.id),
                label: `${carrier.title} · ${METHOD_LABELS[method.id] ? t(METHOD_LABELS[method.id]!) : method.id}`,
              })),
            )}
            error={choiceError ? t(choiceError) : null}
            className="sm:max-w-md"
          />
        </section>
        <section aria-labelledby="shipper-numbers" className="flex flex-col gap-4 rounded-xl border border-neutral-200 bg-white p-6">
          <h2 id="shipper-numbers" className="text-lg font-semibold text-neutral-900">
            {t("accountShippingNumbersHeading")}
          </h2>
          <p className="text-sm text-neutral-600">{t("accountShippingNumbersHint")}</p>
          {carriers
            .filter((carrier) => carrier.collect)
            .map((carrier) => {
              const field = shipperField(carrier.slug);
              const error = refused?.errors[`shipper.${carrier.slug}`];
              return (
                <Field
                  key={carrier.slug}
                  label={t("accountShippingNumberLabel", [carrier.title])}
                  name={field}
                  maxLength={SHIPPER_NUMBER_MAX * 2}
                  autoComplete="off"
                  defaultValue={values ? (values[field] ?? "") : (preferences?.shipperNumbers[carrier.slug] ?? "")}
                  error={error ? t(error) : null}
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
    </div>
  );
}
