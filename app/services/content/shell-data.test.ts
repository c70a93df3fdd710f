import { describe, expect, it } from "vitest";
import type { SiteContent } from "~/services/content/site.server";
import { shellData } from "./shell-data";

const slug = (en: string, es = en) => ({ _type: "localeSlug" as const, en, es });
const title = (en: string, es: string) => ({ en, es });
const category = (_id: string, en: string, es: string, parent: string | null, sequence: number) => ({
  _id,
  title: title(en, es),
  slug: slug(en.toLowerCase(), es.toLowerCase()),
  family: "x",
  parent: parent ? { _type: "reference" as const, _ref: parent } : null,
  showAccessoriesInShop: false,
  sequence,
});

const site = {
  siteConfig: {
    title: title("VoltShop", "VoltShop ES"),
    company: { name: "VoltShop Inc.", addressLine: "1 Main", city: "Pittsburgh", state: "PA", postalCode: "15201", phone: "+1 412", email: "a@b.c" },
  },
  categories: [
    category("c-relays", "Relays", "Reles", null, 2),
    category("c-timers", "Timers", "Temporizadores", "c-relays", 2),
    category("c-general", "General", "Generales", "c-relays", 1),
    category("c-buttons", "Buttons", "Botones", null, 1),
    category("c-22mm", "22mm", "22mm", "c-buttons", 1),
  ],
  menus: [
    {
      menuSlug: "main",
      menuItems: [
        { _key: "shop", title: title("Shop", "Tienda"), shopMenu: true, link: { _type: "page", slug: slug("shop", "tienda"), title: title("Shop", "Tienda") } },
        {
          _key: "about",
          title: title("About", "Acerca"),
          link: { _type: "page", slug: slug("about", "acerca-de"), title: title("About", "Acerca") },
          submenuItems: [
            { _key: "q", title: title("Quality", "Calidad"), link: { _type: "page", slug: slug("about/quality", "acerca-de/calidad"), title: title("", "") } },
          ],
        },
        { _key: "ext", title: title("Blog", "Blog"), url: "https://blog.example.com", link: null },
        { _key: "products", title: title("Products", "Productos"), routeId: "products", link: null },
        {
          _key: "group",
          title: title("Industries", "Industrias"),
          link: null,
          submenuItems: [{ _key: "i1", title: title("Food", "Alimentos"), link: { _type: "industry", slug: slug("food", "alimentos"), title: title("", "") } }],
        },
        { _key: "broken", title: title("Gone", "Ido"), link: null },
        { _key: "bad-route", title: title("Bad", "Malo"), routeId: "toString", link: null },
      ],
    },
    {
      menuSlug: "shop",
      menuItems: [],
      columns: [{ _key: "k1", category: { _id: "c-relays", title: title("Relays", "Reles"), slug: slug("relays", "reles") } }],
    },
    {
      menuSlug: "footer",
      menuItems: [{ _key: "f1", title: title("Contact", "Contacto"), link: { _type: "page", slug: slug("contact", "contacto"), title: title("", "") } }],
    },
  ],
  social: { links: [{ _key: "s1", platform: "linkedin", url: "https://linkedin.com/x" }] },
} as unknown as SiteContent;

describe("shellData", () => {
  it("localizes the main menu, marks the shop item and skips links without a target", () => {
    const es = shellData(site, "es");
    expect(es.siteName).toBe("VoltShop ES");
    expect(es.mainMenu.map((i) => [i.label, i.to, i.shop ?? false])).toEqual([
      ["Tienda", "/es/tienda", true],
      ["Acerca", "/es/acerca-de", false],
      ["Blog", "https://blog.example.com", false],
      ["Productos", "/es/productos", false],
      ["Industrias", null, false],
    ]);
    expect(es.mainMenu[4]!.children.map((c) => c.to)).toEqual(["/es/industria/alimentos"]);
    expect(es.mainMenu[1]!.children).toEqual([{ label: "Calidad", to: "/es/acerca-de/calidad" }]);
  });
  it("builds mega-menu columns from the shop menu with children in sequence order", () => {
    const en = shellData(site, "en");
    expect(en.shopColumns).toHaveLength(1);
    expect(en.shopColumns[0]!.to).toBe("/category/relays");
    expect(en.shopColumns[0]!.children.map((c) => [c.label, c.to])).toEqual([
      ["General", "/category/general"],
      ["Timers", "/category/timers"],
    ]);
  });
  it("falls back to every top-level category without a shop menu", () => {
    const noShop = { ...site, menus: site.menus.filter((m) => m.menuSlug !== "shop") } as SiteContent;
    expect(shellData(noShop, "es").shopColumns.map((c) => c.label)).toEqual(["Reles", "Botones"]);
  });
  it("ships only what the shell renders: no stored keys, no flags that are false", () => {
    const json = JSON.stringify(shellData(site, "en"));
    expect(json).not.toMatch(/"(key|_key|_id|external)"/);
    expect(json).not.toContain('"shop":false');
  });
  it("projects footer, social and company, and survives an empty dataset", () => {
    const en = shellData(site, "en");
    expect(en.footerMenu.map((l) => [l.label, l.to])).toEqual([["Contact", "/contact"]]);
    expect(en.social).toEqual([{ platform: "linkedin", url: "https://linkedin.com/x" }]);
    expect(en.company?.city).toBe("Pittsburgh");
    const empty = shellData({ siteConfig: {}, categories: [], menus: [], social: null } as unknown as SiteContent, "en");
    expect(empty).toEqual({ siteName: "", siteDescription: "", company: null, mainMenu: [], shopColumns: [], footerMenu: [], social: [] });
  });
});
