import { json, type LoaderFunctionArgs } from "@remix-run/node";
import { NavLink, Outlet } from "@remix-run/react";
import { personalPageHeaders } from "~/http/cache-policy";
import { href } from "~/i18n/href";
import { useT } from "~/i18n/useT";
import { requireBuyer } from "~/request/viewer.server";

/** The account area's layout: only for a signed-in buyer (a visitor signs in and comes back here). */
export async function loader({ request }: LoaderFunctionArgs) {
  const { setCookies } = await requireBuyer(request);
  const headers = new Headers();
  for (const cookie of setCookies) headers.append("Set-Cookie", cookie);
  return json(null, { headers });
}

export const headers = personalPageHeaders;

/** The account pages, in the order the navigation lists them. */
const PAGES = [{ id: "accountProfile", label: "accountProfileTitle" }] as const;

export default function AccountLayout() {
  const { t, lang } = useT();
  return (
    <div className="mx-auto flex max-w-5xl flex-col gap-8 px-4 py-10 sm:px-6 md:flex-row">
      <nav aria-label={t("accountNavLabel")} className="md:w-56 md:shrink-0">
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
      <div className="min-w-0 flex-1">
        <Outlet />
      </div>
    </div>
  );
}
