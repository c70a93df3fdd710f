import "~/shared-chunk";
import type { SubmissionResult } from "@conform-to/react";
import { json, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { ShippingPreferencesForm } from "~/components/account/forms-on-demand";
import { CACHE, personalPageHeaders } from "~/http/cache-policy";
import { sameAlternates } from "~/i18n/alternates";
import { href } from "~/i18n/href";
import { langFromPath } from "~/i18n/lang";
import { translate } from "~/i18n/translate";
import { useT } from "~/i18n/useT";
import { readShippingPreferences } from "~/request/account-forms.server";
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

/** A refused form, answered in place: what was typed and each field's errors. */
type ActionData = { lastResult: SubmissionResult<string[]> };

/** Checked by the form's schema against the catalogue's carriers: saved (303 with a toast) or refused in place (400). */
export async function action({ request, context }: ActionFunctionArgs) {
  const lang = langFromPath(new URL(request.url).pathname);
  const { buyer, setCookies } = await requireBuyer(request, context);
  const submission = readShippingPreferences(await readForm(request), await domesticCarriers());
  const headers = new Headers({ "Cache-Control": CACHE.noStore });
  for (const cookie of setCookies) headers.append("Set-Cookie", cookie);
  if (submission.status !== "success") return json<ActionData>({ lastResult: submission.reply() }, { status: 400, headers });
  if (!(await savePreferences(buyer, submission.value))) {
    // Without a customer there is nothing the preference could be saved for.
    return json<ActionData>({ lastResult: submission.reply({ fieldErrors: { choice: ["accountShippingChoiceUnknown"] } }) }, { status: 400, headers });
  }
  const strings = stringsFor(await getSiteContent(), lang);
  return redirectWithToast(href("accountShipping", {}, lang), { type: "success", title: translate(strings, "accountShippingSaved") }, { headers });
}

export default function AccountShippingRoute() {
  const { preferences, carriers } = useLoaderData<typeof loader>();
  const refused = useActionData<typeof action>();
  const { t } = useT();
  return (
    <div className="flex flex-col gap-8">
      <h1 className="text-2xl font-bold text-neutral-900">{t("accountShippingTitle")}</h1>
      <ShippingPreferencesForm carriers={carriers} preferences={preferences} lastResult={refused?.lastResult} />
    </div>
  );
}
