import "~/shared-chunk";
import type { SubmissionResult } from "@conform-to/react";
import { json, redirect, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { CompanyNameForm } from "~/components/account/forms-on-demand";
import { buyerCustomers } from "~/domain/auth/primary-customer";
import { formatMoney, toCents } from "~/domain/money";
import { isSafeRelativePath } from "~/domain/url-safety";
import { CACHE, personalPageHeaders } from "~/http/cache-policy";
import { sameAlternates } from "~/i18n/alternates";
import { href } from "~/i18n/href";
import { langFromPath } from "~/i18n/lang";
import type { StringKey } from "~/i18n/string-keys";
import { translate } from "~/i18n/translate";
import { useT } from "~/i18n/useT";
import { readActiveCustomer, readCompanyRename } from "~/request/account-forms.server";
import { sessionCookieWith, sessionTokens } from "~/request/auth.server";
import { redirectWithToast } from "~/request/toast.server";
import { requireBuyer, viewerHeaders } from "~/request/viewer.server";
import { personalPageMeta } from "~/root-data";
import { chooseActiveCustomer, companyOf, renameCompany } from "~/services/accounts/company.server";
import { refreshTokens } from "~/services/auth/index.server";
import { selectCartAddresses } from "~/services/cart/cart.server";
import { getSiteContent, stringsFor } from "~/services/content/site.server";
import { priceListNameOf } from "~/services/pricing.server";
import { readForm } from "~/request/form-data.server";

export const headers = personalPageHeaders;

export const meta: MetaFunction<typeof loader> = ({ matches }) => personalPageMeta(matches, "accountCompanyTitle");

/**
 * The active customer's name, terms and people, from the database (a rename shows at once), the price list its
 * prices come from (the ERP's name resolved as the pricing engine resolves it: aliases, the settings' default), and how
 * to reach its sales team. ERP codes (list aliases, rep initials, territory codes) are not shown to buyers.
 */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const viewer = await requireBuyer(request, context);
  const company = await companyOf(viewer.buyer);
  const [pricedOn, site] = await Promise.all([company ? priceListNameOf(company.active.priceList) : null, getSiteContent()]);
  const { phone, email } = site.siteConfig.company;
  return json(
    { company, pricedOn, sales: { phone, email }, alternates: sameAlternates("accountCompany") },
    { headers: viewerHeaders(viewer, CACHE.personalPage) },
  );
}

/** A refused rename, answered in place: what was typed and why. */
type ActionData = { lastResult: SubmissionResult<string[]> };

/**
 * `rename` saves the company's name (customers the shop created only); `choose` makes another of the
 * buyer's customers the active one. Both refresh the session, whose claim carries the customers, and
 * answer 303 with a toast: to this page, or to the account page the switch was posted from.
 */
export async function action({ request, context }: ActionFunctionArgs) {
  const lang = langFromPath(new URL(request.url).pathname);
  const { buyer, cartOwner, setCookies } = await requireBuyer(request, context);
  const formData = await readForm(request);
  const form = Object.fromEntries(formData);
  const strings = stringsFor(await getSiteContent(), lang);
  const here = href("accountCompany", {}, lang);
  const back = typeof form.redirectTo === "string" && isSafeRelativePath(form.redirectTo) ? form.redirectTo : here;
  const headers = new Headers({ "Cache-Control": CACHE.noStore });
  for (const cookie of setCookies) headers.append("Set-Cookie", cookie);
  const refused = (lastResult: SubmissionResult<string[]>, status: number) => json<ActionData>({ lastResult }, { status, headers });

  let toast: string;
  if (form.intent === "rename") {
    const submission = readCompanyRename(formData);
    if (submission.status !== "success") return refused(submission.reply(), 400);
    const onName = (key: StringKey, status: number) => refused(submission.reply({ fieldErrors: { name: [key] } }), status);
    const company = await companyOf(buyer);
    if (!company) return onName("accountCompanyNone", 404);
    const result = await renameCompany(buyer, company.active.id, submission.value.name);
    if (result !== "renamed") return result === "notFound" ? onName("accountNotFound", 404) : onName("accountCompanyNotRenamable", 403);
    toast = translate(strings, "accountCompanyRenamed");
  } else if (form.intent === "choose") {
    const customerId = readActiveCustomer(formData);
    const chosen = buyerCustomers(buyer.webUser).find((c) => c.id === customerId);
    if (!chosen || (await chooseActiveCustomer(buyer, chosen.id)) !== "chosen") {
      return redirectWithToast(back, { type: "error", title: translate(strings, "accountNotFound") }, { headers });
    }
    if (cartOwner) await selectCartAddresses(cartOwner, { billingId: null, shippingId: null });
    toast = translate(strings, "accountActiveCustomerChosen", [chosen.name]);
  } else {
    return redirect(here, { status: 303, headers });
  }
  const tokens = await sessionTokens(request);
  if (tokens) headers.append("Set-Cookie", await sessionCookieWith(request, await refreshTokens(tokens)));
  return redirectWithToast(back, { type: "success", title: toast }, { headers });
}

/** A fact's value, with an optional detail under it. */
type Fact = [label: string, value: string, detail?: string];

function Facts({ rows }: { rows: Fact[] }) {
  return (
    <dl className="grid gap-4 sm:grid-cols-2">
      {rows.map(([label, value, detail]) => (
        <div key={label}>
          <dt className="text-xs font-medium uppercase tracking-wide text-neutral-500">{label}</dt>
          <dd className="mt-1 text-sm text-neutral-900">
            {value}
            {detail ? <span className="block text-xs text-neutral-500">{detail}</span> : null}
          </dd>
        </div>
      ))}
    </dl>
  );
}

export default function AccountCompanyRoute() {
  const { company, pricedOn, sales } = useLoaderData<typeof loader>();
  const refused = useActionData<typeof action>();
  const { t, lang } = useT();
  if (!company) {
    return (
      <div className="flex flex-col gap-8">
        <h1 className="text-2xl font-bold text-neutral-900">{t("accountCompanyTitle")}</h1>
        <p className="text-sm text-neutral-600">{t("accountCompanyNone")}</p>
      </div>
    );
  }
  const { active } = company;
  const rows: Fact[] = [
    [t("accountCompanyPriceList"), pricedOn ?? active.priceList.trim()],
    [t("accountCompanyTerms"), `${active.arTerm} (${active.approvedForTerms ? t("accountCompanyApprovedForTerms") : t("accountCompanyCardOnly")})`],
    [t("accountCompanyType"), `${active.custType || "—"} (${active.distributor ? t("accountCompanyDistributor") : t("accountCompanyNotDistributor")})`],
    [t("accountCompanyFreeGround"), formatMoney(toCents(active.freeGroundAt), lang)],
    [
      t("accountCompanyTax"),
      `${active.taxable ? t("accountCompanyTaxable") : t("accountCompanyTaxExempt")} · ${active.taxVerificationCompleted ? t("accountCompanyTaxVerified") : t("accountCompanyTaxNotVerified")}${active.taxVerificationNote ? ` · ${active.taxVerificationNote}` : ""}`,
    ],
    [t("accountCompanySalesTeam"), active.salesTeam ?? sales.email, t("accountCompanySalesTeamReach", [sales.phone, sales.email])],
  ];
  return (
    <div className="flex flex-col gap-8">
      <h1 className="text-2xl font-bold text-neutral-900">{t("accountCompanyTitle")}</h1>
      <section aria-labelledby="company-name" className="rounded-xl border border-neutral-200 bg-white p-6">
        <h2 id="company-name" className="mb-4 text-lg font-semibold text-neutral-900">
          {active.name}
        </h2>
        {active.renamable ? (
          <CompanyNameForm name={active.name} lastResult={refused?.lastResult} />
        ) : (
          <p className="text-sm text-neutral-600">{t("accountCompanyNameFixed")}</p>
        )}
      </section>
      <section aria-labelledby="company-terms" className="rounded-xl border border-neutral-200 bg-white p-6">
        <h2 id="company-terms" className="mb-4 text-lg font-semibold text-neutral-900">
          {t("accountCompanyTermsHeading")}
        </h2>
        <Facts rows={rows} />
      </section>
    </div>
  );
}
