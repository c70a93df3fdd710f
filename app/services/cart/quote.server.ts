import { ANONYMOUS_BUYER, buyerFromCustomer, type Buyer } from "~/domain/buyer";
import type { CarrierSelection } from "~/domain/carriers";
import { zoneTable, type Address } from "~/domain/destination";
import type { PriceListChoice } from "~/domain/price-list";
import { quote, type QuoteInput } from "~/domain/quote";
import { toShopRules, type ShopRules } from "~/domain/shop-rules";
import type { Lang } from "~/i18n/lang";
import type { CustomerClaim } from "~/services/auth/index.server";
import { getSiteContent, perSite, type SiteContent } from "~/services/content/site.server";
import { priceListNameOf } from "~/services/pricing.server";
import { priceCart } from "./cart.server";
import type { CartQuote, ShippingOptionView } from "./types";

/** The rules and shipping tables of one content load, derived once (the language does not matter). */
const shopTablesOf = perSite((site: SiteContent) => {
  const rules: ShopRules = toShopRules({ ...site.settings, rateBands: site.shippingRates.rateBands });
  const carriers = site.carriers.map((carrier) => ({ ...carrier, slug: carrier.slug.current }));
  return { rules, tables: { carriers, zones: zoneTable(site.shippingZones.zones), shippingRules: site.shippingRules } };
});

export type QuoteRequest = {
  items: readonly { pn: string; quantity: number }[];
  priceList: PriceListChoice;
  /** The buyer's active customer; null for a visitor (or a buyer without one). */
  customer: CustomerClaim | null;
  address: Address | null;
  /** The buyer's carrier choice; null: the destination's default. */
  selection: CarrierSelection | null;
  /**
   * A choice the destination or subtotal does not offer: `default` takes the destination's default and says so in
   * `notOffered` (the cart page, quietly; the quote API, with a notice), `report` keeps it so `problems` say why
   * (checkout).
   */
  ifNotOffered: QuoteInput["ifNotOffered"];
  shipperNumber: string | null;
  shipToTaxable: boolean;
};

function buyerOf(customer: CustomerClaim | null, rules: ShopRules): Buyer {
  if (!customer) return ANONYMOUS_BUYER;
  return buyerFromCustomer(
    { custType: customer.CustType.name, isFreeGroundAt: customer.isFreeGroundAt, taxable: customer.taxable, arTerm: customer.ARTerm.name },
    rules,
  );
}

/** The items priced on the buyer's list and quoted for the destination and carrier choice. */
export async function quoteCart(request: QuoteRequest, lang: Lang): Promise<CartQuote> {
  const site = await getSiteContent();
  const { rules, tables } = shopTablesOf(site, lang);
  const [cart, priceList] = await Promise.all([priceCart(request.items, request.priceList, lang), priceListNameOf(request.priceList)]);
  const known = new Set(cart.lines.map((line) => line.pn));
  const result = quote(
    {
      lines: cart.lines,
      address: request.address,
      buyer: buyerOf(request.customer, rules),
      selection: request.selection,
      ifNotOffered: request.ifNotOffered,
      shipperNumber: request.shipperNumber,
      shipToTaxable: request.shipToTaxable,
    },
    tables,
    rules,
  );
  const options = result.options.map((option): ShippingOptionView => ({
    key: option.key,
    carrier: option.carrier.slug,
    carrierTitle: option.carrier.title,
    method: option.method?.id ?? null,
    collect: option.carrier.collect,
    shipping: option.shipping,
  }));
  return {
    cart,
    unknown: request.items.map((item) => item.pn).filter((pn) => !known.has(pn)),
    priceList,
    destination: result.destination,
    selection: result.selection,
    notOffered: result.notOffered,
    options,
    note: result.rule?.note ?? null,
    charges: result.charges,
    nonStandardFeeCents: rules.nonStandardWireDuctFeeCents,
    problems: result.problems,
  };
}
