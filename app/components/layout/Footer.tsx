import { useT } from "~/i18n/useT";
import { NavAnchor } from "./NavAnchor";
import { linksOf, type ShellData } from "./nav-links";

/** Brand spellings of the usual platforms; others are shown capitalized. */
const platformNames: Record<string, string> = {
  linkedin: "LinkedIn",
  youtube: "YouTube",
  facebook: "Facebook",
  x: "X",
  instagram: "Instagram",
  github: "GitHub",
};
const platformName = (platform: string) => platformNames[platform.toLowerCase()] ?? platform.charAt(0).toUpperCase() + platform.slice(1);

/** Last block: about and social links, the footer menu's groups, contact and address, copyright. */
export function Footer({ shell }: { shell: ShellData }) {
  const { t } = useT();
  const { company } = shell;
  return (
    <footer className="bg-neutral-900 text-neutral-300">
      <div className="mx-auto flex max-w-7xl flex-wrap gap-10 px-4 py-12 sm:px-6">
        <div className="basis-full lg:basis-80">
          <p className="text-base font-bold text-white">{shell.siteName}</p>
          <p className="mt-3 max-w-md text-sm leading-6">{t("shellFooterAbout")}</p>
          {shell.social.length > 0 ? (
            <>
              <h2 className="footer-heading mt-6">{t("shellFooterFollowHeading")}</h2>
              <ul className="mt-3 flex flex-wrap gap-x-4 gap-y-2">
                {shell.social.map((s) => (
                  <li key={s.url}>
                    <a className="footer-link" href={s.url} rel="noopener me">
                      {platformName(s.platform)}
                    </a>
                  </li>
                ))}
              </ul>
            </>
          ) : null}
        </div>
        {shell.footerMenu.length > 0 ? (
          <nav aria-label={t("shellFooterNavigation")} className="contents">
            {shell.footerMenu.map((group) => (
              <div key={group.label} className="min-w-36 flex-1">
                <h2 className="footer-heading">{group.label}</h2>
                <ul className="mt-3 space-y-2">
                  {linksOf(group).map((link) => (
                    <li key={link.to}>
                      <NavAnchor link={link} className="footer-link" />
                    </li>
                  ))}
                </ul>
              </div>
            ))}
          </nav>
        ) : null}
        {company ? (
          <div className="min-w-60 flex-1">
            <h2 className="footer-heading">{t("shellFooterContactHeading")}</h2>
            <address className="mt-3 space-y-1 text-sm not-italic leading-6">
              <p>{company.name}</p>
              <p>{company.addressLine}</p>
              <p>{`${company.city}, ${company.state} ${company.postalCode}`}</p>
              <p>
                <a className="footer-link" href={`tel:${company.phone.replace(/[^\d+]/g, "")}`}>
                  {company.phone}
                </a>
              </p>
              <p>
                <a className="footer-link" href={`mailto:${company.email}`}>
                  {company.email}
                </a>
              </p>
            </address>
          </div>
        ) : null}
      </div>
      <div className="border-t border-neutral-800">
        <p className="mx-auto max-w-7xl px-4 py-4 text-xs text-neutral-400 sm:px-6">{t("shellCopyright", [new Date().getFullYear(), shell.siteName])}</p>
      </div>
    </footer>
  );
}
