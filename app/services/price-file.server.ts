import { Readable } from "node:stream";
import { findBySlug, withDescendants } from "~/domain/catalog-query";
import { priceFileName, priceFileRow, type PriceFileWords } from "~/domain/price-file";
import type { Lang } from "~/i18n/lang";
import { translate, type Translate } from "~/i18n/translate";
import { everyCartProduct, type CartProduct } from "./cart/cart-products.server";
import { getSiteContent, stringsFor, type SiteContent } from "./content/site.server";
import { csvRecords } from "./csv/write";
import { pricesFor, type PriceListChoice } from "./pricing.server";

/**
 * Products priced and written in one go: the list's entries are read once a page, no more than a page of rows waits
 * in memory, and each page goes to the response as one chunk of text (a chunk per row cost about 0.8 ms a row in the
 * stream layers: 40 s for 50,000 products).
 */
export const PRICE_FILE_PAGE_SIZE = 500;

export type PriceFileRequest = {
  /** The visitor's list, as the cart prices it: the active customer's for a buyer, null (public) for a visitor. */
  priceList: PriceListChoice;
  lang: Lang;
  /** A category slug in either language, or "" for the whole catalogue. */
  category: string;
  at: Date;
};

export type PriceFile = { kind: "file"; fileName: string; body: Readable } | { kind: "unknownCategory"; t: Translate };

function wordsOf(t: Translate): PriceFileWords {
  return {
    columns: [
      t("catalogPriceFilePartNumber"),
      t("catalogPriceFileDescription"),
      t("catalogPriceFileListPrice"),
      t("catalogPriceFileYourPrice"),
      t("catalogPriceFilePackageQuantity"),
      t("catalogPriceFileLeadTime"),
    ],
    callForPrice: t("catalogCallForPrice"),
  };
}

/** The (en) slugs of the category and every category below it: products name their category by it. */
function categoryScope(site: SiteContent, rootId: string): Set<string> {
  const ids = new Set(withDescendants(site.categories, rootId));
  return new Set(site.categories.filter((category) => ids.has(category._id)).map((category) => category.slug.en));
}

/** The byte-order mark and the header, then the products page by page, each page priced by the cart's engine in one call. */
async function* csvPages(products: readonly CartProduct[], priceList: PriceListChoice, words: PriceFileWords): AsyncGenerator<string> {
  yield `\uFEFF${csvRecords([words.columns])}`;
  for (let start = 0; start < products.length; start += PRICE_FILE_PAGE_SIZE) {
    const page = products.slice(start, start + PRICE_FILE_PAGE_SIZE);
    const prices = await pricesFor(page, priceList);
    yield csvRecords(
      page.flatMap((product) => {
        const price = prices[product.pn];
        return price ? [priceFileRow(product, price, words)] : [];
      }),
    );
  }
}

/**
 * The price file of the catalogue or one category (with the categories below it), by part number, as a CSV stream
 * (docs/price-file.md): a UTF-8 byte-order mark so spreadsheets read the accents, the shop's CSV writer (formulas
 * escaped, line breaks quoted). Rows are made as the
 * reader takes them (backpressure), so the file never sits in memory whatever its size.
 */
export async function openPriceFile({ priceList, lang, category, at }: PriceFileRequest): Promise<PriceFile> {
  const site = await getSiteContent();
  const strings = stringsFor(site, lang);
  const t: Translate = (key, vars) => translate(strings, key, vars);
  const found = category === "" ? null : findBySlug(site.categories, category);
  if (category !== "" && !found) return { kind: "unknownCategory", t };
  const every = await everyCartProduct(lang);
  const scope = found ? categoryScope(site, found._id) : null;
  const products = scope ? every.filter((product) => product.categorySlug !== null && scope.has(product.categorySlug)) : every;
  // Bytes, not objects: the next page is priced only when the reader has taken the last one (backpressure).
  const body = Readable.from(csvPages(products, priceList, wordsOf(t)), { objectMode: false });
  // A failure half-way (the database gone) destroys the stream: the download ends cut off rather than look complete.
  body.on("error", (error: NodeJS.ErrnoException) => {
    if (error.name !== "AbortError" && error.code !== "ERR_STREAM_PREMATURE_CLOSE") console.error("price file: cut off", error);
  });
  return { kind: "file", fileName: priceFileName(t("catalogPriceFileName"), found?.slug[lang] ?? null, at), body };
}
