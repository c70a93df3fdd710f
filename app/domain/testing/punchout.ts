/** Test fixtures of PunchOut: a cart line as both protocols send it back (docs/punchout.md#samples). */
import type { ReturnedLine } from "../punchout/returned-line";

/** A catalogue push button with every optional field: cXML writes the manufacturer, OCI the lead time. */
export const BUTTON_LINE: ReturnedLine = {
  supplierPartId: "GCX1111-10",
  quantity: 4,
  unitPrice: 1505,
  description: "22mm NEMA Flush Push Button, Black, 1NO",
  unitOfMeasure: "EA",
  classification: { domain: "UNSPSC", value: "39122205" },
  manufacturerPartId: "GCX1111-10",
  manufacturerName: "VoltShop",
  leadTimeDays: 2,
};
