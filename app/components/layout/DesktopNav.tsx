import { useT } from "~/i18n/useT";
import { ChevronIcon } from "./icons";
import { NavAnchor } from "./NavAnchor";
import { linksOf, ownLink, type NavItem, type ShellData } from "./shell-data";

const topLink =
  "inline-flex items-center gap-1 rounded px-3 py-3 text-sm font-semibold text-neutral-800 hover:text-primary-700 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-inset focus-visible:ring-info-600";
const summaryClass = `${topLink} cursor-pointer list-none select-none [&::-webkit-details-marker]:hidden`;

/** The shop mega-menu: one column per top-level category with its children. Opens without JavaScript. */
function MegaMenu({ item, columns }: { item: NavItem; columns: ShellData["shopColumns"] }) {
  const { t } = useT();
  const shopPage = ownLink(item);
  return (
    <details className="group" data-menu-root>
      <summary className={summaryClass}>
        {item.label}
        <ChevronIcon className="h-4 w-4 transition-transform group-open:rotate-180" />
      </summary>
      <div className="absolute inset-x-0 top-full z-40 border-t border-neutral-200 bg-white shadow-xl">
        <div className="mx-auto grid max-w-7xl grid-cols-3 gap-x-8 gap-y-6 px-6 py-6 lg:grid-cols-4 xl:grid-cols-5">
          {columns.map((column) => (
            <div key={column.key}>
              <NavAnchor
                link={column}
                className="rounded text-sm font-bold text-neutral-900 hover:text-primary-700 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-info-600"
              />
              {column.children.length > 0 ? (
                <ul className="mt-2 space-y-1.5">
                  {column.children.map((child) => (
                    <li key={child.key}>
                      <NavAnchor
                        link={child}
                        className="rounded text-sm text-neutral-600 hover:text-primary-700 hover:underline focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-info-600"
                      />
                    </li>
                  ))}
                </ul>
              ) : null}
            </div>
          ))}
        </div>
        {shopPage ? (
          <div className="border-t border-neutral-100 bg-neutral-50">
            <div className="mx-auto max-w-7xl px-6 py-3">
              <NavAnchor link={shopPage} className="rounded text-sm font-semibold text-primary-700 hover:underline focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-info-600">
                {t("shellShopAll")} →
              </NavAnchor>
            </div>
          </div>
        ) : null}
      </div>
    </details>
  );
}

function Dropdown({ item }: { item: NavItem }) {
  return (
    <details className="group relative" data-menu-root>
      <summary className={summaryClass}>
        {item.label}
        <ChevronIcon className="h-4 w-4 transition-transform group-open:rotate-180" />
      </summary>
      <ul className="absolute left-0 top-full z-40 min-w-56 rounded-b-md border border-neutral-200 bg-white py-2 shadow-lg">
        {linksOf(item).map((link) => (
          <li key={link.key}>
            <NavAnchor
              link={link}
              className="block px-4 py-2 text-sm text-neutral-700 hover:bg-neutral-50 hover:text-primary-700 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-inset focus-visible:ring-info-600"
            />
          </li>
        ))}
      </ul>
    </details>
  );
}

function TopItem({ item, columns }: { item: NavItem; columns: ShellData["shopColumns"] }) {
  const link = ownLink(item);
  if (item.shop) return <MegaMenu item={item} columns={columns} />;
  if (item.children.length > 0 || !link) return <Dropdown item={item} />;
  return <NavAnchor link={link} className={topLink} />;
}

/** Third header block on wide screens: the main menu with the shop mega-menu. */
export function DesktopNav({ shell }: { shell: ShellData }) {
  const { t } = useT();
  return (
    <nav aria-label={t("shellMainNavigation")} className="relative hidden border-b border-neutral-200 bg-white md:block">
      <ul className="mx-auto flex max-w-7xl items-center gap-1 px-3 sm:px-4">
        {shell.mainMenu.map((item) => (
          <li key={item.key}>
            <TopItem item={item} columns={shell.shopColumns} />
          </li>
        ))}
      </ul>
    </nav>
  );
}
