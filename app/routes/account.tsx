import "~/shared-chunk";
import { json, type LoaderFunctionArgs } from "@remix-run/node";
import { Form, NavLink, Outlet, useLoaderData, useLocation } from "@remix-run/react";
import { Button } from "~/components/ui/Button";
import { SelectField } from "~/components/ui/SelectField";
import { buyerCustomers } from "~/domain/auth/primary-customer";
import { CACHE, personalPageHeaders } from "~/http/cache-policy";
import { href, priceFileHref } from "~/i18n/href";
import { langFromPath } from "~/i18n/lang";
import { useT } from "~/i18n/useT";
import { requireBuyer, viewerHeaders } from "~/request/viewer.server";

/**
 * The account area's layout: only for a signed-in buyer (a visitor signs in and comes back here). It
 * shows the account navigation and, for a buyer of several companies, which one they are buying for.
 */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const viewer = await requireBuyer(request, context);
  const customers = buyerCustomers(viewer.buyer.webUser).map(({ id, name }) => ({ id, name }));
  const priceFile = priceFileHref(langFromPath(new URL(request.url).pathname));
  return json({ customers, activeId: viewer.buyer.primaryCustomer?.id ?? null, priceFile }, { headers: viewerHeaders(viewer, CACHE.personalPage) });
}

export const headers = personalPageHeaders;

/** The account pages, in the order the navigation lists them. */
const PAGES = [
  { id: "accountProfile", label: "accountProfileTitle" },
  { id: "accountCompany", label: "accountCompanyTitle" },
  { id: "accountAddresses", label: "accountAddressesTitle" },
  { id: "accountShipping", label: "accountShippingTitle" },
  { id: "accountOrders", label: "accountOrdersTitle" },
  { id: "accountFavorites", label: "favoritesTitle" },
] as const;

/** A plain form: without JavaScript the switch posts and comes back to this page. */
function ActiveCustomerSwitch({ customers, activeId }: { customers: { id: string; name: string }[]; activeId: string | null }) {
  const { t, lang } = useT();
  const { pathname, search } = useLocation();
  return (
    <Form method="post" action={href("accountCompany", {}, lang)} className="flex flex-col gap-2 rounded-lg border border-neutral-200 p-3">
      <input type="hidden" name="intent" value="choose" />
      <input type="hidden" name="redirectTo" value={pathname + search} />
      <SelectField
        label={t("accountActiveCustomer")}
        name="customerId"
        defaultValue={activeId ?? undefined}
        options={customers.map((customer) => ({ value: customer.id, label: customer.name }))}
      />
      <Button type="submit" variant="secondary" size="sm">
        {t("accountActiveCustomerChoose")}
      </Button>
    </Form>
  );
}

export default function AccountLayout() {
  const { customers, activeId, priceFile } = useLoaderData<typeof loader>();
  const { t, lang } = useT();
  return (
    <div className="mx-auto flex max-w-5xl flex-col gap-8 px-4 py-10 sm:px-6 md:flex-row">
      <div className="flex flex-col gap-6 md:w-56 md:shrink-0">
        <nav aria-label={t("accountNavLabel")}>
          <p className="mb-3 text-xs font-semibold uppercase tracking-wide text-neutral-500">{t("accountTitle")}</p>
          <ul className="flex flex-wrap gap-2 md:flex-col">
            {PAGES.map((page) => (
              <li key={page.id}>
                <NavLink
                  to={href(page.id, {}, lang)}
                  className={({ isActive }) =>
                    `focus-ring block rounded-md px-3 py-2 text-sm font-medium ${isActive ? "bg-primary-50 text-primary-800" : "text-neutral-700 hover:bg-neutral-100"}`
                  }
                >
                  {t(page.label)}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
        {customers.length > 1 ? <ActiveCustomerSwitch customers={customers} activeId={activeId} /> : null}
        {/* A plain link: the browser downloads the file with JavaScript on or off. */}
        <a href={priceFile} download className="text-sm font-medium text-primary-700 underline hover:text-primary-900">
          {t("catalogPriceFileLink")}
        </a>
      </div>
      <div className="min-w-0 flex-1">
        <Outlet />
      </div>
    </div>
  );
}
