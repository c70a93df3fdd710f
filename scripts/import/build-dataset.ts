/**
 * The whole content dataset from the catalogue, the editorial documents and the translated strings.
 * Pure: same input, same documents in the same order, so the written file is byte-identical.
 */
import type { EditorialDoc } from "../../app/services/content/types";
import type { Catalog } from "./catalog";
import { attributeTitleDocuments, categoryDocuments, productDocuments, seriesDocuments } from "./catalog-documents";
import { menuDocuments } from "./menus";
import { carrierDocuments, shippingRatesDocument, shippingRuleDocuments, shippingZonesDocument, siteSettingsDocument } from "./shipping-documents";
import { siteConfigDocument, socialDocument } from "./site-documents";
import { stringDocuments, type StringFile } from "./strings";
import { assertValidDataset } from "./validate";

export type DatasetDocument = { _id: string; _type: string } & Record<string, unknown>;

export function buildDataset(catalog: Catalog, editorialDocs: EditorialDoc[], strings: StringFile[]): DatasetDocument[] {
  const categories = categoryDocuments(catalog);
  const docs = [
    siteConfigDocument(),
    siteSettingsDocument(catalog),
    socialDocument(),
    ...menuDocuments(categories, editorialDocs),
    shippingRatesDocument(catalog),
    shippingZonesDocument(catalog),
    ...carrierDocuments(catalog),
    ...shippingRuleDocuments(catalog),
    ...categories,
    ...seriesDocuments(catalog),
    ...attributeTitleDocuments(catalog),
    ...productDocuments(catalog),
    ...editorialDocs,
    ...stringDocuments(strings),
  ] as unknown as DatasetDocument[];
  assertValidDataset(docs);
  return docs;
}

/** Sanity export format: one JSON document a line. */
export function toNdjson(docs: DatasetDocument[]): string {
  return docs.map((d) => JSON.stringify(d)).join("\n") + "\n";
}
