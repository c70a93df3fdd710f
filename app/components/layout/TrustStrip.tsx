import { useT } from "~/i18n/useT";
import { HeadsetIcon, InvoiceIcon, ShieldIcon, TruckIcon } from "./icons";
import type { ShellData } from "./nav-links";

/** First block after the main content: why buy here, and how to reach a person. */
export function TrustStrip({ company }: { company: ShellData["company"] }) {
  const { t } = useT();
  const items = [
    { icon: <TruckIcon />, title: t("shellTrustShippingTitle"), text: t("shellTrustShippingText", [company ? `${company.city}, ${company.state}` : ""]) },
    { icon: <InvoiceIcon />, title: t("shellTrustTermsTitle"), text: t("shellTrustTermsText") },
    { icon: <ShieldIcon />, title: t("shellTrustQualityTitle"), text: t("shellTrustQualityText") },
    { icon: <HeadsetIcon />, title: t("shellTrustSupportTitle"), text: t("shellTrustSupportText", [company?.phone ?? ""]) },
  ];
  return (
    <section aria-label={t("shellTrustLabel")} className="border-t border-neutral-200 bg-neutral-50">
      <ul className="mx-auto grid max-w-7xl gap-6 px-4 py-8 sm:grid-cols-2 sm:px-6 lg:grid-cols-4">
        {items.map((item) => (
          <li key={item.title} className="flex gap-3">
            <span className="trust-icon">{item.icon}</span>
            <div>
              <p className="text-sm font-semibold text-neutral-900">{item.title}</p>
              <p className="text-sm text-neutral-600">{item.text}</p>
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}
