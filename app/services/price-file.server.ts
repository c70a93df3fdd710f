import { pipeline, Readable } from "node:stream";
import { stringify } from "csv-stringify";
import { findBySlug, withDescendants } from "~/domain/catalog-query";
import { priceFileName, priceFileRow, type PriceFileWords } from "~/domain/price-file";
import type { Lang } from "~/i18n/lang";
import { translate, type Translate } from "~/i18n/translate";
import { everyCartProduct, type CartProduct } from "./cart/cart-products.server";
import { getSiteContent, stringsFor, type SiteContent } from "./content/site.server";
import { pricesFor, type PriceListChoice } from "./pricing.server";

/** Products priced in one go: the list's entries are read once a page and no more than a page of rows waits in memory. */
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

/** The header, then the products page by page, each page priced by the cart's engine in one call. */
async function* records(products: readonly CartProduct[], priceList: PriceListChoice, words: PriceFileWords): AsyncGenerator<readonly string[]> {
  yield words.columns;
  for (let start = 0; start < products.length; start += PRICE_FILE_PAGE_SIZE) {
    const page = products.slice(start, start + PRICE_FILE_PAGE_SIZE);
    const prices = await pricesFor(page, priceList);
    for (const product of page) {
      const price = prices[product.pn];
      if (price) yield priceFileRow(product, price, words);
    }
  }
}

/**
 * The price file of the catalogue or one category (with the categories below it), by part number, as a CSV stream
 * (docs/price-file.md): a UTF-8 byte-order mark so spreadsheets read the accents, CRLF records. Rows are made as the
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
  const csv = stringify({ bom: true, record_delimiter: "windows" });
  // A failure half-way (the database gone) destroys the stream: the download ends cut off rather than look complete.
  pipeline(Readable.from(records(products, priceList, wordsOf(t))), csv, (error) => {
    if (error && error.name !== "AbortError" && error.code !== "ERR_STREAM_PREMATURE_CLOSE") console.error("price file: cut off", error);
  });
  return { kind: "file", fileName: priceFileName(t("catalogPriceFileName"), found?.slug[lang] ?? null, at), body: csv };
}
