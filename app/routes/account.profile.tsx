import "~/shared-chunk";
import { json, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { useActionData, useLoaderData, useLocation } from "@remix-run/react";
import { NameForm } from "~/components/auth/forms-on-demand";
import type { LoginActionData } from "~/components/auth/login-result";
import { personalPageHeaders } from "~/http/cache-policy";
import { sameAlternates } from "~/i18n/alternates";
import { useT } from "~/i18n/useT";
import { requireBuyer } from "~/request/viewer.server";
import { personalPageMeta } from "~/root-data";

export const headers = personalPageHeaders;

// The name form's post: its parsing (zod, conform) stays out of the page's JavaScript.
export { action } from "./account.profile.server";

export const meta: MetaFunction<typeof loader> = ({ matches }) => personalPageMeta(matches, "accountProfileTitle");

/** The buyer's e-mail, company, price list and terms, and the form for their name. */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const { buyer, setCookies } = await requireBuyer(request, context);
  const customer = buyer.primaryCustomer;
  const headers = new Headers();
  for (const cookie of setCookies) headers.append("Set-Cookie", cookie);
  return json(
    {
      profile: {
        email: buyer.email,
        nameFirst: buyer.webUser.nameFirst ?? "",
        nameLast: buyer.webUser.nameLast ?? "",
        company: customer?.name ?? null,
        priceList: buyer.priceListName,
        terms: customer?.ARTerm.name ?? null,
      },
      alternates: sameAlternates("accountProfile"),
    },
    { headers },
  );
}

export default function AccountProfileRoute() {
  const { t } = useT();
  const { profile } = useLoaderData<typeof loader>();
  const actionData = useActionData<LoginActionData>();
  const { pathname } = useLocation();
  const rows: [string, string | null][] = [
    [t("accountProfileEmail"), profile.email],
    [t("accountProfileCompany"), profile.company],
    [t("accountProfilePriceList"), profile.company ? profile.priceList : null],
    [t("accountProfileTerms"), profile.terms],
  ];
  return (
    <div className="flex flex-col gap-8">
      <h1 className="text-2xl font-bold text-neutral-900">{t("accountProfileTitle")}</h1>
      <section className="rounded-xl border border-neutral-200 bg-white p-6">
        {profile.company ? null : <p className="mb-4 text-sm text-neutral-600">{t("accountProfileNoCompany")}</p>}
        <dl className="grid gap-4 sm:grid-cols-2">
          {rows
            .filter((row): row is [string, string] => row[1] !== null)
            .map(([label, value]) => (
              <div key={label}>
                <dt className="text-xs font-medium uppercase tracking-wide text-neutral-500">{label}</dt>
                <dd className="mt-1 text-sm text-neutral-900">{value}</dd>
              </div>
            ))}
        </dl>
      </section>
      <section aria-labelledby="profile-name" className="rounded-xl border border-neutral-200 bg-white p-6">
        <h2 id="profile-name" className="mb-4 text-lg font-semibold text-neutral-900">
          {t("accountProfileNameHeading")}
        </h2>
        <NameForm
          // Named in the name step's modal over this page, the buyer sees the saved names here at once.
          key={`${profile.nameFirst}\n${profile.nameLast}`}
          place={{ kind: "page", redirectTo: pathname }}
          action={pathname}
          actionData={actionData}
          email={profile.email}
          defaultValue={{ firstName: profile.nameFirst, lastName: profile.nameLast }}
          banner={false}
        />
      </section>
    </div>
  );
}
