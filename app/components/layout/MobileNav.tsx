import { useT } from "~/i18n/useT";
import { ChevronIcon, MenuIcon } from "./icons";
import { NavAnchor } from "./NavAnchor";
import { linksOf, ownLink, type NavItem, type NavLink, type ShellData } from "./shell-data";

const row =
  "flex w-full items-center justify-between px-4 py-3 text-sm font-semibold text-neutral-800 hover:bg-neutral-50 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-inset focus-visible:ring-info-600";
const summaryRow = `${row} cursor-pointer list-none [&::-webkit-details-marker]:hidden`;
const subLink =
  "block py-2 pl-8 pr-4 text-sm text-neutral-600 hover:bg-neutral-50 hover:text-primary-700 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-inset focus-visible:ring-info-600";

function Group({ label, links }: { label: string; links: NavLink[] }) {
  return (
    <details className="group/sub">
      <summary className={summaryRow}>
        {label}
        <ChevronIcon className="h-4 w-4 transition-transform group-open/sub:rotate-180" />
      </summary>
      <ul className="pb-2">
        {links.map((link) => (
          <li key={link.key}>
            <NavAnchor link={link} className={subLink} />
          </li>
        ))}
      </ul>
    </details>
  );
}

function Entry({ item }: { item: NavItem }) {
  const link = ownLink(item);
  if (item.children.length > 0 || !link) return <Group label={item.label} links={linksOf(item)} />;
  return <NavAnchor link={link} className={row} />;
}

/** Phones: a menu button (a `<details>`, so no JavaScript needed) revealing the whole navigation. */
export function MobileNav({ shell }: { shell: ShellData }) {
  const { t } = useT();
  return (
    <details className="group md:hidden" data-menu-root>
      <summary className="inline-flex cursor-pointer list-none items-center gap-1.5 rounded-md p-2 text-sm font-medium text-neutral-700 hover:bg-neutral-100 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-info-600 [&::-webkit-details-marker]:hidden">
        <MenuIcon />
        <span>{t("shellMenu")}</span>
      </summary>
      <nav aria-label={t("shellMainNavigation")} className="absolute inset-x-0 top-full z-40 max-h-[75vh] overflow-y-auto border-y border-neutral-200 bg-white shadow-xl">
        <ul className="divide-y divide-neutral-100">
          {shell.mainMenu.map((item) => {
            const shopPage = ownLink(item);
            return (
            <li key={item.key}>
              {item.shop ? (
                <details className="group/shop">
                  <summary className={summaryRow}>
                    {item.label}
                    <ChevronIcon className="h-4 w-4 transition-transform group-open/shop:rotate-180" />
                  </summary>
                  <ul className="pb-2">
                    {shopPage ? (
                      <li>
                        <NavAnchor link={shopPage} className={`${subLink} pl-6 font-semibold text-primary-700`}>
                          {t("shellShopAll")}
                        </NavAnchor>
                      </li>
                    ) : null}
                    {shell.shopColumns.map((column) => (
                      <li key={column.key} className="pl-2">
                        <Group label={column.label} links={[column, ...column.children]} />
                      </li>
                    ))}
                  </ul>
                </details>
              ) : (
                <Entry item={item} />
              )}
            </li>
            );
          })}
        </ul>
      </nav>
    </details>
  );
}
