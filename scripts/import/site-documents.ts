/** The shop's identity: siteConfig (name, description, company block) and social links. */
import type { SiteConfigDoc, SocialDoc } from "../../app/services/content/types";
import { base } from "./documents";

export function siteConfigDocument(): SiteConfigDoc {
  return {
    ...base("siteConfig", "siteConfig"),
    title: { en: "VoltShop Industrial", es: "VoltShop Industrial" },
    description: {
      en: "Push buttons, pilot lights, contactors, circuit protection, terminal blocks, enclosures and wire duct for control panel builders, shipped from Pittsburgh, PA.",
      es: "Pulsadores, pilotos luminosos, contactores, protección de circuitos, bloques de terminales, gabinetes y canaleta para fabricantes de tableros de control, con envío desde Pittsburgh, PA.",
    },
    company: {
      name: "VoltShop Industrial, Inc.",
      addressLine: "3400 Smallman Street",
      city: "Pittsburgh",
      state: "PA",
      postalCode: "15201",
      phone: "+1 412-555-0100",
      email: "sales@voltshop-industrial.example",
    },
  };
}

export function socialDocument(): SocialDoc {
  return {
    ...base("social", "social"),
    links: [
      { _key: "linkedin", platform: "linkedin", url: "https://www.linkedin.com/company/voltshop-industrial" },
      { _key: "youtube", platform: "youtube", url: "https://www.youtube.com/@voltshopindustrial" },
      { _key: "facebook", platform: "facebook", url: "https://www.facebook.com/voltshopindustrial" },
      { _key: "x", platform: "x", url: "https://x.com/voltshopind" },
    ],
  };
}
