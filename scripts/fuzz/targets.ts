/**
 * What the fuzz aims at: every localized route in both languages (params filled from the embedded dataset), every
 * plain route and API, and every form with each of its intents and a valid-looking set of fields to mutate.
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import { href } from "~/i18n/href";
import { LANGS } from "~/i18n/lang";
import { plainRoutes, routeTable, type RouteId } from "~/routes";
import { ROOT } from "../../tests/http/support/built-server";

export interface Target {
  /** Route id (and language, intent) for the report. */
  name: string;
  path: string;
}

export interface FormTarget extends Target {
  fields: Record<string, string>;
}

export interface ApiTarget extends Target {
  method: string;
  /** A valid-looking JSON body (mutated by the cases), or none for query-only calls. */
  json?: unknown;
  query?: string;
}

export interface Targets {
  pages: Target[];
  forms: FormTarget[];
  apis: ApiTarget[];
  /** Real part numbers and e-mails the cases put into fields. */
  partNumbers: string[];
}

type Doc = { _type: string; pn?: string; slug?: Record<string, string> };

function datasetDocs(): Doc[] {
  return readFileSync(path.join(ROOT, "content/dataset.ndjson"), "utf8")
    .split("\n")
    .filter(Boolean)
    .map((line) => JSON.parse(line) as Doc);
}

/** The dataset type whose slug fills each route's `:slug`. */
const SLUG_TYPES: Partial<Record<RouteId, string>> = {
  product: "product",
  category: "category",
  article: "article",
  industry: "industry",
  resource: "resource",
  testimonial: "testimonial",
  whitePaper: "whitePaper",
};

export function fuzzTargets(email: string): Targets {
  const docs = datasetDocs();
  const first = (type: string) => docs.find((d) => d._type === type && d.slug?.en);
  const products = docs.filter((d) => d._type === "product" && d.pn);
  const partNumbers = products.slice(0, 50).map((d) => d.pn!);
  const pn = partNumbers[0]!;
  const page = first("page")!;

  const pages: Target[] = [];
  for (const id of Object.keys(routeTable) as RouteId[]) {
    for (const lang of LANGS) {
      const doc = SLUG_TYPES[id] ? first(SLUG_TYPES[id]) : undefined;
      const params = { slug: doc?.slug?.[lang] ?? "", number: "1001", "*": page.slug![lang]! };
      pages.push({ name: `${id}.${lang}`, path: href(id, params, lang) });
    }
  }
  for (const [id, route] of Object.entries(plainRoutes)) {
    pages.push({ name: id, path: route.path.replace(":id", "1").replace(":file", "voltshop.json") });
  }

  const cart = href("cart", {}, "en");
  const product = href("product", { slug: products[0]!.slug!.en! }, "en");
  const line = { pn, quantity: "2", redirectTo: product };
  const address = {
    nameFirst: "Ada",
    nameLast: "Lovelace",
    nameCompany: "Panel Works",
    addressLine1: "1 Main St",
    addressCity: "Pittsburgh",
    addressState: "PA",
    addressPostalCode: "15222",
    addressCountry: "US",
    phone: "+1 412 555 0100",
    email,
  };
  const forms: FormTarget[] = [
    ...["add", "set", "increment", "decrement", "remove"].map((intent) => ({ name: `cart ${intent}`, path: cart, fields: { intent, ...line } })),
    { name: "cart clear", path: cart, fields: { intent: "clear" } },
    { name: "cart destination", path: cart, fields: { intent: "destination", country: "US", state: "PA", postalCode: "15222" } },
    { name: "cart shipping", path: cart, fields: { intent: "shipping", choice: "fedex:ground", shipperNumber: "" } },
    { name: "login email", path: "/login", fields: { intent: "email", place: "page", email, name__confirm: "" } },
    { name: "login code", path: "/login", fields: { intent: "code", place: "page", email, code: "123456" } },
    { name: "login resend", path: "/login", fields: { intent: "resend", place: "modal", email } },
    { name: "login name", path: "/login", fields: { intent: "name", name: "Ada Lovelace", redirectTo: "/" } },
    ...["review", "place", "edit", "addAddress", "quote"].map((intent) => ({
      name: `checkout ${intent}`,
      path: href("checkout", {}, "en"),
      fields: { intent, shippingContactId: "1", billingContactId: "1", shipping: "fedex:ground", poNumber: "PO-1", notes: "", idempotencyKey: "k1" },
    })),
    ...["add", "update", "remove", "defaults"].map((intent) => ({
      name: `addresses ${intent}`,
      path: href("accountAddresses", {}, "en"),
      fields: { intent, id: "1", customerId: "1", ...address },
    })),
    ...["add", "remove", "moveToCart", "addAllToCart"].map((intent) => ({
      name: `favorites ${intent}`,
      path: href("accountFavorites", {}, "en"),
      fields: { intent, pn, redirectTo: product },
    })),
    { name: "company rename", path: href("accountCompany", {}, "en"), fields: { intent: "rename", name: "Panel Works" } },
    { name: "account choose", path: href("accountHome", {}, "en"), fields: { intent: "choose", customerId: "1" } },
    { name: "profile", path: href("accountProfile", {}, "en"), fields: { nameFirst: "Ada", nameLast: "Lovelace", phone: "+1 412 555 0100" } },
    { name: "shipping prefs", path: href("accountShipping", {}, "en"), fields: { carrier: "fedex", shipperNumber: "123456789" } },
    { name: "switch language", path: plainRoutes.switchLanguage.path, fields: { lng: "es", to: product } },
    { name: "logout", path: plainRoutes.logout.path, fields: {} },
  ];

  const items = partNumbers.slice(0, 3).map((p, i) => ({ pn: p, quantity: i + 1 }));
  const destination = { country: "US", state: "PA", postalCode: "15222" };
  const apis: ApiTarget[] = [
    { name: "quote", path: plainRoutes.publicQuote.path, method: "POST", json: { items, destination, carrier: "fedex", method: "ground" } },
    { name: "search", path: plainRoutes.publicSearch.path, method: "POST", json: { elasticQuery: { size: 10, query: "push button" } } },
    { name: "price", path: plainRoutes.publicPrice.path, method: "GET", query: "listName=OEM" },
    { name: "icons", path: "/api/_nuxt_icon/voltshop.json", method: "GET", query: "icons=cart,heart" },
    { name: "revalidate", path: plainRoutes.revalidate.path, method: "POST", json: { _type: "product", slug: { en: "x" } } },
    { name: "hubKV get", path: plainRoutes.privateHubKv.path, method: "GET", query: `key=${encodeURIComponent(`${email}:liveCart`)}` },
    {
      name: "hubKV post",
      path: plainRoutes.privateHubKv.path,
      method: "POST",
      json: { key: `${email}:liveCart`, feature: "liveCart", liveCart: { cartItems: [{ pn, prod_quantity: 2 }] } },
    },
    { name: "hubKV delete", path: plainRoutes.privateHubKv.path, method: "DELETE", query: `email=${encodeURIComponent(email)}&feature=favorites` },
    { name: "user", path: plainRoutes.privateUser.path, method: "PATCH", json: { name: "Ada Lovelace" } },
    { name: "customer", path: plainRoutes.privateCustomer.path, method: "POST", json: { name: "Panel Works" } },
    { name: "contacts", path: plainRoutes.privateContacts.path, method: "POST", json: address },
    { name: "contact", path: "/api/private/contacts/1", method: "PATCH", json: address },
    { name: "build version", path: plainRoutes.buildVersion.path, method: "GET" },
  ];
  return { pages, forms, apis, partNumbers };
}
