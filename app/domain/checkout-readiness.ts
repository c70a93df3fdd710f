/**
 * Everything that stops an order from being placed, gathered in one place so the checkout action
 * answers a no-JS post with every problem at once.
 */
import { checkSelection, type CarrierInfo, type CarrierSelection, type SelectionProblem, type ShippingContext } from "./carriers";
import { hasCallForPrice, type CartLine } from "./cart-lines";

/** `noDestination`: nothing says where the order goes yet (a quote without an address). */
export type CheckoutProblem = "emptyCart" | "noDestination" | "callForPrice" | SelectionProblem;

export type CheckoutState = {
  lines: readonly Pick<CartLine, "callForPrice">[];
  /** False while the buyer has not said where the order goes. */
  hasDestination: boolean;
  carriers: readonly CarrierInfo[];
  selection: CarrierSelection;
  context: ShippingContext;
  shipperNumber: string | null | undefined;
};

/** Empty: the order may be placed. */
export function checkoutProblems(state: CheckoutState): CheckoutProblem[] {
  if (state.lines.length === 0) return ["emptyCart"];
  const problems: CheckoutProblem[] = state.hasDestination ? [] : ["noDestination"];
  if (hasCallForPrice(state.lines)) problems.push("callForPrice");
  const selectionProblem = checkSelection(state.carriers, state.selection, state.context, state.shipperNumber);
  if (selectionProblem !== null) problems.push(selectionProblem);
  return problems;
}
