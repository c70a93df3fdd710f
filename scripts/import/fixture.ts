/** A tiny catalogue, editorial set and string tables for the import tests (no ../shared needed). */
import type { EditorialDoc, PortableText } from "../../app/services/content/types";
import type { Catalog } from "./catalog";
import type { StringFile } from "./strings";

const both = (en: string, es: string) => ({ en, es });

export function fixtureCatalog(): Catalog {
  return {
    categories: [
      {
        slug: both("wiring", "cableado"),
        title: both("Wiring & Marking", "Cableado y señalización"),
        family: "wiring",
        parent: null,
        showAccessoriesInShop: false,
        sequence: 2,
      },
      {
        slug: both("push-buttons", "pulsadores"),
        title: both("Push Buttons", "Pulsadores"),
        family: "operators",
        parent: null,
        showAccessoriesInShop: false,
        sequence: 1,
      },
      {
        slug: both("22mm-nema-push-buttons", "22mm-nema-push-buttons"),
        title: both("22mm NEMA Push Buttons", "Pulsadores NEMA de 22 mm"),
        family: "operators",
        parent: "push-buttons",
        showAccessoriesInShop: true,
        sequence: 1,
      },
      {
        slug: both("wire-duct", "canaleta-ranurada"),
        title: both("Wire Duct", "Canaleta ranurada"),
        family: "wiring",
        parent: "wiring",
        showAccessoriesInShop: false,
        sequence: 1,
      },
    ],
    series: [
      {
        code: "GCX11",
        discountSchedule: "G-1",
        isPublic: true,
        category: "22mm-nema-push-buttons",
        title: both("GCX Flush Push Buttons", "Pulsadores rasantes GCX"),
      },
      { code: "WD", discountSchedule: "H-2", isPublic: true, category: "wire-duct", title: both("Wide Slot Wire Duct", "Canaleta de ranura ancha") },
    ],
    products: [
      {
        pn: "GCX1111-10",
        series: "GCX11",
        category: "22mm-nema-push-buttons",
        title: both("22mm NEMA Flush Push Button, Black, 1NO", "Pulsador NEMA 22 mm rasante, negro, 1NA"),
        description: both("Flush push button.", "Pulsador rasante."),
        list_price: 15.05,
        pkgqty: 1,
        tariff: true,
        weight_lb: 0.46,
        leadTimeDays: 2,
        attributes: { color: both("Black", "negro"), binLocation: both("A36-2", "A36-2") },
      },
      {
        pn: "GCX-LP-01",
        series: "GCX11",
        category: "22mm-nema-push-buttons",
        title: both('Legend Plate "STOP", Red', 'Placa de leyenda "PARO", roja'),
        description: both("Legend plate.", "Placa de leyenda."),
        list_price: 1.2,
        pkgqty: 10,
        tariff: false,
        weight_lb: 0.02,
        leadTimeDays: 0,
        attributes: { color: both("Red", "roja") },
        accessoryOf: ["GCX1111-10"],
      },
      {
        pn: "WD-1X1-G",
        series: "WD",
        category: "wire-duct",
        title: both("Wide Slot Wire Duct 1 x 1 in, Gray, 2 m", "Canaleta de ranura ancha 1 x 1 pulg, gris, 2 m"),
        description: both("Wire duct.", "Canaleta."),
        list_price: 42,
        pkgqty: 20,
        tariff: false,
        weight_lb: 6.1,
        leadTimeDays: 1,
        attributes: {},
      },
    ],
    attributeTitles: [
      { key: "color", title: both("Color", "Color"), isPublic: true },
      { key: "binLocation", title: both("Bin location", "Ubicación"), isPublic: false },
    ],
    zones: [
      { zip: 4, zone: 4 },
      { zip: "150", zone: 2 },
      { zip: 96, zone: 5 },
    ],
    shipping: {
      rateBands: [{ min: 0, max: 48.99, ground: 9.95, groundDist: 7.95, air2day: 24.95, air1day: 44.95 }],
      cartShippingRates: [{ code: "WD", family: "wire-duct", spqBoxCount: 10, nonBoxCount: 5, zones: [{ id: 2, spqBoxPrice: 18, nonBoxPrice: 11 }] }],
      cartItemRules: [{ pn: "ENC-36*", exemptFromFreeShipping: true, leadTime10Days: true }],
      carriers: [
        {
          title: "FedEx",
          slug: "fedex",
          sequence: 1,
          isDefault: true,
          isInternational: false,
          collect: false,
          methods: [{ id: "ground", title: both("FedEx Ground", "FedEx Ground") }],
          minSubtotalThresholdvalue: null,
        },
      ],
      shippingRules: [
        { addressState: "PA", zipCodes: "150*, 151*", note: both("Pittsburgh metro.", "Área de Pittsburgh.") },
        { addressState: "PA", zipCodes: "*", note: both("Pennsylvania.", "Pensilvania.") },
      ],
      taxRates: [{ state: "PA", rate: 6 }],
      salesReps: [{ areaCodes: ["412"], states: ["PA"], countries: [], label: "Western Pennsylvania", territory: "PA-W", rep: "JM" }],
      fallbackRep: "DH",
      fallbackTerritory: "TEST",
    },
  };
}

function body(text: string, linkTo?: string): PortableText {
  return [
    {
      _type: "block",
      _key: "b0",
      style: "normal",
      markDefs: linkTo ? [{ _type: "internalLink", _key: "l0", reference: { _type: "reference", _ref: linkTo } }] : [],
      children: [{ _type: "span", _key: "s0", text, marks: linkTo ? ["l0"] : [] }],
    },
  ];
}

function editorialDoc(_id: string, _type: EditorialDoc["_type"], en: string, es: string, linkTo?: string): EditorialDoc {
  return {
    _id,
    _type,
    _createdAt: "2025-01-01T00:00:00Z",
    _updatedAt: "2025-01-01T00:00:00Z",
    title: both(`Title ${en}`, `Título ${es}`),
    slug: { _type: "localeSlug", en, es },
    excerpt: both("Excerpt.", "Resumen."),
    body: { en: body("Body.", linkTo), es: body("Cuerpo.", linkTo) },
  };
}

export function fixtureEditorial(): EditorialDoc[] {
  return [
    editorialDoc("page-home", "page", "", ""),
    editorialDoc("page-shop", "page", "shop", "tienda"),
    editorialDoc("page-about", "page", "about", "acerca-de"),
    editorialDoc("page-about-quality", "page", "about/quality", "acerca-de/calidad"),
    editorialDoc("page-contact", "page", "contact", "contacto"),
    editorialDoc("article-choosing-a-contactor", "article", "choosing-a-contactor", "como-elegir-un-contactor", "product-GCX1111-10"),
    {
      ...editorialDoc("industry-food-beverage", "industry", "food-beverage", "alimentos-bebidas"),
      categories: [{ _type: "reference", _ref: "category-push-buttons", _key: "c0" }],
    },
  ];
}

export function fixtureStrings(): StringFile[] {
  return [
    { name: "cart.json", table: { cartTitle: both("Cart", "Carrito") } },
    { name: "shell.json", table: { shellSearch: both("Search", "Buscar"), shellAccount: both("Account", "Cuenta") } },
  ];
}
