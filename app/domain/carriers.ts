/**
 * Carrier and method: the selection state machine, what is offered, and the collect carriers'
 * shipper-number requirement (docs/shipping.md#carriers-and-methods).
 */
import { toCentsOrNull } from "./money";
import { INTERNATIONAL_THRESHOLD_CENTS } from "./shop-rules";

export const GROUND = "ground";
export const AIR_2DAY = "air2day";
export const AIR_1DAY = "air1day";

/** A carrier as the catalogue has it (threshold in dollars). */
export type CarrierInfo = {
  slug: string;
  sequence: number;
  isDefault: boolean;
  isInternational: boolean;
  collect: boolean;
  methods: readonly { id: string }[];
  minSubtotalThresholdvalue: number | null;
};
/** International carriers have no methods: `method` stays null. */
export type CarrierSelection = { carrier: string | null; method: string | null };
/** Where to and how much: `airOnly` is the destination's (AK/HI: no ground). */
export type ShippingContext = { international: boolean; airOnly: boolean; subtotalCents: number };

export function defaultCarrier<C extends CarrierInfo>(carriers: readonly C[]): C | null {
  return carriers.find((carrier) => carrier.isDefault) ?? null;
}

/**
 * After the destination changes: international clears the choice (the buyer picks an
 * international carrier); domestic resets to the default carrier, on 2nd-day air for air-only
 * states (AK/HI) and ground elsewhere.
 */
export function selectionForDestination(carriers: readonly CarrierInfo[], destination: { international: boolean; airOnly: boolean }): CarrierSelection {
  if (destination.international) return { carrier: null, method: null };
  return { carrier: defaultCarrier(carriers)?.slug ?? null, method: destination.airOnly ? AIR_2DAY : GROUND };
}

/** An international subtotal above $300 (fixed) counts as reaching every threshold. */
export function reachesThreshold(carrier: CarrierInfo, context: Omit<ShippingContext, "airOnly">): boolean {
  const threshold = toCentsOrNull(carrier.minSubtotalThresholdvalue);
  if (threshold === null) return true;
  if (context.international && context.subtotalCents > INTERNATIONAL_THRESHOLD_CENTS) return true;
  return context.subtotalCents >= threshold;
}

/** The carriers for the destination (international or domestic) the subtotal reaches, by sequence. */
export function offeredCarriers<C extends CarrierInfo>(carriers: readonly C[], context: ShippingContext): C[] {
  return carriers
    .filter((carrier) => carrier.isInternational === context.international && reachesThreshold(carrier, context))
    .sort((a, b) => a.sequence - b.sequence);
}

/** A carrier's methods for the destination: no ground to air-only states (AK/HI). */
export function offeredMethods<M extends { id: string }>(carrier: { methods: readonly M[] }, destination: { airOnly: boolean }): M[] {
  return carrier.methods.filter((method) => !(destination.airOnly && method.id === GROUND));
}

/** One choosable option (a carrier and one of its methods); `key` is the form value. */
export type ShippingOption<C extends CarrierInfo> = { carrier: C; method: C["methods"][number] | null; key: string };

const KEY_SEPARATOR = ":";

export function selectionKey(selection: CarrierSelection): string | null {
  if (selection.carrier === null) return null;
  return selection.method === null ? selection.carrier : `${selection.carrier}${KEY_SEPARATOR}${selection.method}`;
}

export function selectionFromKey(key: string | null | undefined): CarrierSelection {
  const [carrier = "", method = ""] = (key ?? "").trim().split(KEY_SEPARATOR, 2);
  return { carrier: carrier === "" ? null : carrier, method: method === "" ? null : method };
}

/** Every option the buyer may pick for this destination and subtotal, in carrier sequence. */
export function shippingOptions<C extends CarrierInfo>(carriers: readonly C[], context: ShippingContext): ShippingOption<C>[] {
  return offeredCarriers(carriers, context).flatMap((carrier): ShippingOption<C>[] => {
    if (carrier.methods.length === 0) return [{ carrier, method: null, key: carrier.slug }];
    return offeredMethods(carrier, context).map((method) => ({ carrier, method, key: `${carrier.slug}${KEY_SEPARATOR}${method.id}` }));
  });
}

/** Which part of a selection the options do not offer. */
export type NotOfferedProblem = "carrierNotOffered" | "methodNotOffered";
export type SelectionProblem = "carrierRequired" | NotOfferedProblem | "shipperNumberRequired";

/** Null when the options hold the selection; else whether its carrier is offered at all (then only the method is not). */
export function notOfferedProblem(options: readonly ShippingOption<CarrierInfo>[], selection: CarrierSelection): NotOfferedProblem | null {
  if (options.some((option) => option.key === selectionKey(selection))) return null;
  return options.some((option) => option.carrier.slug === selection.carrier) ? "methodNotOffered" : "carrierNotOffered";
}

/** Why checkout must refuse this selection, or null when it can go ahead. */
export function checkSelection(
  carriers: readonly CarrierInfo[],
  selection: CarrierSelection,
  context: ShippingContext,
  shipperNumber: string | null | undefined,
): SelectionProblem | null {
  if (selection.carrier === null) return "carrierRequired";
  const options = shippingOptions(carriers, context);
  const notOffered = notOfferedProblem(options, selection);
  if (notOffered) return notOffered;
  const collect = options.some((option) => option.carrier.slug === selection.carrier && option.carrier.collect);
  if (collect && (shipperNumber ?? "").trim() === "") return "shipperNumberRequired";
  return null;
}
