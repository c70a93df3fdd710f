import { json, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { useLoaderData, useLocation } from "@remix-run/react";
import { NameForm } from "~/components/auth/NameForm";
import { sameAlternates } from "~/i18n/alternates";
import { translate } from "~/i18n/translate";
import { useT } from "~/i18n/useT";
import type { RootData } from "~/root";
import { requireUser } from "~/services/auth/index.server";

/** The account area's pages; the address book and the rest come later. */
const ACCOUNT_PAGES = ["profile"] as const;

export const headers = () => ({ "Cache-Control": "private, no-store" });

export const meta: MetaFunction<typeof loader> = ({ matches }) => {
  const root = matches.find((m) => m.id === "root")?.data as RootData | undefined;
  if (!root) return [];
  const title = translate(root.strings, "accountProfileTitle");
  return [{ title: root.shell.siteName ? `${title} | ${root.shell.siteName}` : title }, { name: "robots", content: "noindex" }];
};

/** Guarded: a visitor goes to the login page (and back here after signing in). */
export async function loader({ request, params }: LoaderFunctionArgs) {
  const { user, setCookie } = await requireUser(request);
  const slug = params.slug ?? "";
  if (!(ACCOUNT_PAGES as readonly string[]).includes(slug)) throw new Response("Not found", { status: 404, headers: { "Cache-Control": "no-store" } });
  const customer = user.primaryCustomer;
  return json(
    {
      profile: {
        email: user.email,
        nameFirst: user.webUser.nameFirst ?? "",
        nameLast: user.webUser.nameLast ?? "",
        company: customer?.name ?? null,
        priceList: user.priceListName,
        terms: customer?.ARTerm.name ?? null,
      },
      alternates: sameAlternates("account", { slug }),
    },
    { headers: setCookie ? { "Set-Cookie": setCookie } : undefined },
  );
}

export default function AccountPage() {
  const { t } = useT();
  const { profile } = useLoaderData<typeof loader>();
  const { pathname } = useLocation();
  const rows: [string, string | null][] = [
    [t("accountProfileEmail"), profile.email],
    [t("accountProfileCompany"), profile.company],
    [t("accountProfilePriceList"), profile.company ? profile.priceList : null],
    [t("accountProfileTerms"), profile.terms],
  ];
  return (
    <div className="mx-auto flex max-w-3xl flex-col gap-8 px-4 py-10 sm:px-6">
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
          place={{ kind: "page", redirectTo: pathname }}
          email={profile.email}
          defaultValue={{ firstName: profile.nameFirst, lastName: profile.nameLast }}
          banner={false}
        />
      </section>
    </div>
  );
}
