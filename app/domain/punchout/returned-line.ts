/** One cart line as it goes back to the procurement system, in either protocol (cXML ItemIn, OCI NEW_ITEM-*[n]). */
export type ReturnedLine = {
  supplierPartId: string;
  quantity: number;
  /** Integer cents, as everywhere in the domain (app/domain/money.ts). */
  unitPrice: number;
  description: string;
  /** UN/CEFACT Recommendation 20 code, as cXML and SAP's ISO units expect: `EA` for an item sold by the piece. */
  unitOfMeasure: string;
  /** UNSPSC when the product has one, else the shop's category (domain `VoltShopCategory`). */
  classification: { domain: "UNSPSC" | (string & {}); value: string };
  manufacturerPartId?: string;
  manufacturerName?: string;
  /** Business days; OCI sends it, cXML 1.2.014 has no place for it. */
  leadTimeDays?: number;
};
