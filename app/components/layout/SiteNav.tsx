import { useLocation } from "@remix-run/react";
import { useEffect, useRef, type ReactNode, type RefObject } from "react";
import { useT } from "~/i18n/useT";
import { ChevronIcon, CloseIcon, MenuIcon } from "./icons";
import { NavAnchor } from "./NavAnchor";
import { linksOf, ownLink, type NavItem, type ShellData } from "./nav-links";

/**
 * The main navigation is rendered once for every width. On phones it is a popover sheet opened by
 * `MenuButton` (the Popover API needs no JavaScript, and closes on Escape or a tap outside); from md up
 * the same list is always shown as a bar. Its entries are `<details>`, so they open without JavaScript too.
 */
const MENU_ID = "site-menu";

/** The phone's menu button, placed in the main bar. */
export function MenuButton() {
  const { t } = useT();
  return (
    <button
      type="button"
      popovertarget={MENU_ID}
      className="focus-ring inline-flex items-center gap-1.5 rounded-md p-2 text-sm font-medium text-neutral-700 hover:bg-neutral-100 md:hidden"
    >
      <MenuIcon />
      <span>{t("shellMenu")}</span>
    </button>
  );
}

/** A top-level entry that opens (a `<details>`, so without JavaScript too). */
function TopDisclosure({ label, className, children }: { label: string; className: string; children: ReactNode }) {
  return (
    <details className={className} data-menu-root>
      <summary className="nav-top disclosure-summary">
        {label}
        <ChevronIcon className="h-4 w-4 transition-transform group-open:rotate-180" />
      </summary>
      {children}
    </details>
  );
}

/** The shop mega-menu: one column per top-level category with its children (phones list the categories only; their pages list the children). */
function MegaMenu({ item, columns }: { item: NavItem; columns: ShellData["shopColumns"] }) {
  const { t } = useT();
  const shopPage = ownLink(item);
  return (
    <TopDisclosure label={item.label} className="group">
      <div className="pb-2 md:absolute md:inset-x-0 md:top-full md:z-40 md:border-t md:border-neutral-200 md:bg-white md:pb-0 md:shadow-xl">
        <ul className="md:mx-auto md:grid md:max-w-7xl md:grid-cols-3 md:gap-x-8 md:gap-y-6 md:px-6 md:py-6 lg:grid-cols-4 xl:grid-cols-5">
          {columns.map((column) => (
            <li key={column.to}>
              <NavAnchor link={column} className="mega-heading" />
              {column.children.length > 0 ? (
                <ul className="mt-2 hidden space-y-1.5 md:block">
                  {column.children.map((child) => (
                    <li key={child.to}>
                      <NavAnchor link={child} className="mega-link" />
                    </li>
                  ))}
                </ul>
              ) : null}
            </li>
          ))}
        </ul>
        {shopPage ? (
          <div className="md:border-t md:border-neutral-100 md:bg-neutral-50">
            <div className="md:mx-auto md:max-w-7xl md:px-6 md:py-3">
              <NavAnchor
                link={shopPage}
                className="nav-sub-link font-semibold text-primary-700 md:inline md:rounded md:p-0 md:hover:bg-transparent md:hover:underline"
              >
                {t("shellShopAll")}
                <span aria-hidden className="hidden md:inline">
                  {" "}
                  →
                </span>
              </NavAnchor>
            </div>
          </div>
        ) : null}
      </div>
    </TopDisclosure>
  );
}

function Dropdown({ item }: { item: NavItem }) {
  return (
    <TopDisclosure label={item.label} className="group md:relative">
      <ul className="nav-dropdown">
        {linksOf(item).map((link) => (
          <li key={link.to}>
            <NavAnchor link={link} className="nav-sub-link" />
          </li>
        ))}
      </ul>
    </TopDisclosure>
  );
}

function TopItem({ item, columns }: { item: NavItem; columns: ShellData["shopColumns"] }) {
  const link = ownLink(item);
  if (item.shop) return <MegaMenu item={item} columns={columns} />;
  if (item.children.length > 0 || !link) return <Dropdown item={item} />;
  return <NavAnchor link={link} className="nav-top" />;
}

/** A client-side navigation keeps the document, so the open phone sheet is closed by hand. */
function useCloseOnNavigation(ref: RefObject<HTMLElement>) {
  const { key } = useLocation();
  // The page the sheet was opened on: opened before the scripts ran, it stays open when they do.
  const shownKey = useRef(key);
  useEffect(() => {
    if (shownKey.current === key) return;
    shownKey.current = key;
    const sheet = ref.current;
    if (sheet?.hidePopover && sheet.matches(":popover-open")) sheet.hidePopover();
  }, [ref, key]);
}

/** Third header block: the main menu with the shop mega-menu. */
export function SiteNav({ shell }: { shell: ShellData }) {
  const { t } = useT();
  const sheet = useRef<HTMLDivElement>(null);
  useCloseOnNavigation(sheet);
  return (
    <nav aria-label={t("shellMainNavigation")} className="relative md:border-b md:border-neutral-200 md:bg-white">
      <div ref={sheet} id={MENU_ID} popover="auto" className="site-menu">
        <div className="flex items-center justify-between border-b border-neutral-200 py-1 pl-4 pr-2 md:hidden">
          <span className="text-sm font-semibold text-neutral-900">{t("shellMenu")}</span>
          <button type="button" popovertarget={MENU_ID} popovertargetaction="hide" className="focus-ring rounded-md p-2 text-neutral-700 hover:bg-neutral-100">
            <CloseIcon />
            <span className="sr-only">{t("shellClose")}</span>
          </button>
        </div>
        <ul className="divide-y divide-neutral-100 md:mx-auto md:flex md:max-w-7xl md:items-center md:gap-1 md:divide-y-0 md:px-4">
          {shell.mainMenu.map((item) => (
            <li key={item.to ?? item.label}>
              <TopItem item={item} columns={shell.shopColumns} />
            </li>
          ))}
        </ul>
      </div>
    </nav>
  );
}
