/**
 * Whether quick order may put an item in the cart as asked (docs/quick-order.md): the part number is sold
 * online, and wire duct comes in its package quantity. Pure.
 */
import { isNonStandard, quantityStep, type Packaging } from "../cart-lines";
import type { OrderItem, RowProblem } from "./order-rows";

/** What quick order knows of a catalogue product: its packaging and whether it has a price to sell at. */
export type OrderProduct = Packaging & { pn: string; callForPrice: boolean };

export type ItemProblem = { kind: "unknownPartNumber" } | { kind: "notInMultiple"; step: number } | { kind: "callForPrice" } | { kind: "tooLarge" };

/** Why a row was not added: its own reading, or its item's check. */
export type OrderProblem = RowProblem | ItemProblem;

/** The item's problem, or null when it can go into the cart. */
export function checkOrderItem(item: Pick<OrderItem, "quantity">, product: OrderProduct | null): ItemProblem | null {
  if (!product) return { kind: "unknownPartNumber" };
  if (product.callForPrice) return { kind: "callForPrice" };
  return isNonStandard(item.quantity, product) ? { kind: "notInMultiple", step: quantityStep(product) } : null;
}
