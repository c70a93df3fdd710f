import { isWireDuct } from "~/domain/cart-lines";
import { checkOrderItem } from "~/domain/quick-order/order-check";
import { readOrderRows, type OrderItem, type OrderRow } from "~/domain/quick-order/order-rows";
import type { Lang } from "~/i18n/lang";
import { getSiteContent } from "~/services/content/site.server";
import { pricesFor, type PriceListChoice } from "~/services/pricing.server";
import { addCartLines, priceCart, type AnonymousCartChange, type CartOwner, type Utm } from "./cart.server";
import { cartProducts } from "./cart-products.server";
import type { QuickOrderPreview, QuickOrderPreviewLine, QuickOrderRejection, QuickOrderReport } from "./quick-order-report";

export type { QuickOrderPreview, QuickOrderRejection, QuickOrderReport } from "./quick-order-report";

/** The closest part numbers the catalogue has to one typed (best first): the search index's part-number ranking. */
export type SuggestPartNumbers = (pn: string) => Promise<string[]>;

/** How many part numbers a rejected row offers instead. */
const SUGGESTIONS = 3;
/** Unknown part numbers looked up in the search index per post: a list of 1,000 typos is not 1,000 searches. */
const LOOKUPS = 50;

const keyOf = (pn: string) => pn.toUpperCase().replace(/[^\p{L}\p{N}]/gu, "");

/**
 * A part number typed with other separators ("GCX111110", "GCX1111 10") is the catalogue's when the search's
 * best match has the same letters and digits; otherwise the suggestions are offered and the row is reported.
 */
async function resolveUnknown(item: OrderItem, suggest: SuggestPartNumbers): Promise<{ pn: string | null; suggestions: string[] }> {
  const suggestions = (await suggest(item.pn)).slice(0, SUGGESTIONS);
  const same = suggestions.find((pn) => keyOf(pn) === keyOf(item.pn));
  return same ? { pn: same, suggestions: [] } : { pn: null, suggestions };
}

type QuickOrderOptions = { lang: Lang; priceList: PriceListChoice; suggest: SuggestPartNumbers };
type AcceptedItem = { pn: string; quantity: number; title: string; item: OrderItem };
type CheckedRows = { kind: "checked"; accepted: AcceptedItem[]; rejected: QuickOrderRejection[] } | Extract<QuickOrderReport, { kind: "tooManyRows" }>;

/**
 * Reads the rows and checks every item against the catalogue and the buyer's prices: what may be added, and each
 * item that may not with its reason and the closest part numbers (rows numbered as given).
 */
async function checkRows(rows: readonly OrderRow[], { lang, priceList, suggest }: QuickOrderOptions): Promise<CheckedRows> {
  const read = readOrderRows(rows);
  if (read.kind === "tooManyRows") return read;
  const known = await cartProducts(
    read.items.map((item) => item.pn),
    lang,
  );
  let lookups = 0;
  const resolved = await Promise.all(
    read.items.map(async (item) => {
      if (known.has(item.pn)) return { item, pn: item.pn, suggestions: [] };
      return lookups++ < LOOKUPS ? { item, ...(await resolveUnknown(item, suggest)) } : { item, pn: null, suggestions: [] };
    }),
  );
  const products = await cartProducts(
    resolved.flatMap((r) => r.pn ?? []),
    lang,
  );
  const [site, prices] = await Promise.all([getSiteContent(), pricesFor([...products.values()], priceList)]);
  const { wireDuctCategory } = site.settings;
  const rejected: QuickOrderRejection[] = read.rejected.map(({ row, text, problem }) => ({
    pn: null,
    quantity: null,
    rows: [{ row, text }],
    problem,
    suggestions: [],
  }));
  const accepted: AcceptedItem[] = [];
  for (const { item, pn, suggestions } of resolved) {
    const product = pn === null ? undefined : products.get(pn);
    const problem = checkOrderItem(
      item,
      product
        ? {
            pn: product.pn,
            pkgqty: product.pkgqty,
            wireDuct: isWireDuct(product.categorySlug, wireDuctCategory),
            callForPrice: prices[product.pn]?.callForPrice ?? true,
          }
        : null,
    );
    if (problem || !product)
      rejected.push({ pn: item.pn, quantity: item.quantity, rows: item.rows, problem: problem ?? { kind: "unknownPartNumber" }, suggestions });
    else accepted.push({ pn: product.pn, quantity: item.quantity, title: product.title, item });
  }
  return { kind: "checked", accepted, rejected };
}

/**
 * Quick order (docs/quick-order.md): checks the rows, adds what may be added in one write, and reports each item
 * that was not with its reason and the closest part numbers.
 */
export async function quickOrder(
  owner: CartOwner | null,
  rows: readonly OrderRow[],
  { utm, ...options }: QuickOrderOptions & { utm: Utm },
): Promise<{ report: QuickOrderReport; anonymous: AnonymousCartChange }> {
  const checked = await checkRows(rows, options);
  if (checked.kind === "tooManyRows") return { report: checked, anonymous: null };
  const { accepted, rejected } = checked;
  const { tooLarge, anonymous } = await addCartLines(
    owner,
    accepted.map(({ pn, quantity }) => ({ pn, quantity })),
    utm,
  );
  for (const line of accepted.filter((a) => tooLarge.includes(a.pn))) {
    rejected.push({ pn: line.pn, quantity: line.quantity, rows: line.item.rows, problem: { kind: "tooLarge" }, suggestions: [] });
  }
  const added = accepted.filter((a) => !tooLarge.includes(a.pn)).map(({ pn, title, quantity }) => ({ pn, title, quantity }));
  return { report: { kind: "done", added, ...keptRows(rejected) }, anonymous };
}

/**
 * Quick order's preview (docs/quick-order.md#the-preview): the same check, nothing added; each item that may be
 * added priced as the cart prices it, each other one with its reason, in the order of the box's lines.
 */
export async function previewQuickOrder(rows: readonly OrderRow[], options: QuickOrderOptions): Promise<QuickOrderPreview> {
  const checked = await checkRows(rows, options);
  if (checked.kind === "tooManyRows") return checked;
  const priced = await priceCart(checked.accepted, options.priceList, options.lang);
  const lines = new Map(priced.lines.map((line) => [line.pn, line]));
  const previewed: QuickOrderPreviewLine[] = [
    ...checked.accepted.flatMap(({ pn, title, quantity, item }): QuickOrderPreviewLine[] => {
      const line = lines.get(pn);
      if (!line) return [];
      return [
        {
          kind: "priced",
          pn,
          title,
          quantity,
          unitCents: line.saleCents,
          lineCents: line.subTotalSaleCents,
          rows: item.rows.map(({ row, text }) => ({ row, text })),
        },
      ];
    }),
    ...checked.rejected.map((rejection) => ({ kind: "rejected" as const, ...rejection })),
  ];
  return { kind: "preview", lines: previewed.sort((a, b) => (a.rows[0]?.row ?? 0) - (b.rows[0]?.row ?? 0)), subtotalCents: priced.subtotalCents };
}

/** The rejected rows as the box keeps them, in their order, each rejection's rows numbered as the box's lines. */
function keptRows(rejected: readonly QuickOrderRejection[]): { rejected: QuickOrderRejection[]; keptText: string } {
  const kept = rejected.flatMap((r) => r.rows).sort((a, b) => a.row - b.row);
  const line = new Map(kept.map((r, i) => [r.row, i + 1]));
  const renumbered = rejected
    .map((r) => ({ ...r, rows: r.rows.map((row) => ({ ...row, row: line.get(row.row)! })) }))
    .sort((a, b) => (a.rows[0]?.row ?? 0) - (b.rows[0]?.row ?? 0));
  return { rejected: renumbered, keptText: kept.map((r) => r.text).join("\n") };
}
