/**
 * Where an order ships: domestic or international, the zone from Pittsburgh and the state's
 * shipping rule (docs/shipping.md#destinations-and-zones).
 */
import type { ShopRules } from "./shop-rules";

export type ZoneEntry = { zip: string | number; zone: number };
/** Three-digit zip prefix → zone. */
export type ZoneTable = ReadonlyMap<string, number>;
export type ShippingRule = { addressState: string; zipCodes: string };

export function isDomestic(country: string | null | undefined, rules: Pick<ShopRules, "domesticCountry">): boolean {
  return country?.trim().toUpperCase() === rules.domesticCountry.trim().toUpperCase();
}

export function normaliseState(state: string | null | undefined): string | null {
  const value = state?.trim().toUpperCase() ?? "";
  return value === "" ? null : value;
}

/** A zone-table prefix as three digits: `4` and `"4"` mean `"004"`. Null if it is not one. */
export function normaliseZipPrefix(zip: string | number): string | null {
  const text = typeof zip === "number" ? String(zip) : zip.trim();
  return /^\d{1,3}$/.test(text) ? text.padStart(3, "0") : null;
}

/** The first entry for a prefix wins; entries that are not prefixes are skipped. */
export function zoneTable(entries: readonly ZoneEntry[]): ZoneTable {
  const table = new Map<string, number>();
  for (const entry of entries) {
    const prefix = normaliseZipPrefix(entry.zip);
    if (prefix !== null && !table.has(prefix)) table.set(prefix, entry.zone);
  }
  return table;
}

/** The first three digits of a US postal code (`15222-1234` → `152`), or null. */
export function zipPrefix(postalCode: string | null | undefined): string | null {
  const match = /^(\d{3})/.exec(postalCode?.trim() ?? "");
  return match?.[1] ?? null;
}

/** Null: the zone is unknown (default-carrier shipping becomes TBD). */
export function findZone(table: ZoneTable, postalCode: string | null | undefined): number | null {
  const prefix = zipPrefix(postalCode);
  return prefix === null ? null : (table.get(prefix) ?? null);
}

function zipEntries(zipCodes: string): string[] {
  return zipCodes
    .split(",")
    .map((entry) => entry.trim())
    .filter((entry) => entry !== "");
}

function isCatchAll(zipCodes: string): boolean {
  const entries = zipEntries(zipCodes);
  return entries.length === 1 && entries[0] === "*";
}

/** Comma list, trimmed: `152*` is a prefix, a lone `*` matches all, anything else is exact. */
export function matchesZipList(zipCodes: string, postalCode: string | null | undefined): boolean {
  const code = postalCode?.trim() ?? "";
  return zipEntries(zipCodes).some((entry) => (entry.endsWith("*") ? code.startsWith(entry.slice(0, -1)) : code === entry));
}

/**
 * The destination state's shipping rule. Exactly one rule for the state: that rule. Several: the
 * first specific list matching the postal code, else the state's catch-all (`*`) rule.
 */
export function chooseShippingRule<R extends ShippingRule>(
  rules: readonly R[],
  state: string | null | undefined,
  postalCode: string | null | undefined,
): R | null {
  const wanted = normaliseState(state);
  const forState = rules.filter((rule) => normaliseState(rule.addressState) === wanted);
  if (wanted === null || forState.length === 0) return null;
  if (forState.length === 1) return forState[0] ?? null;
  return (
    forState.find((rule) => !isCatchAll(rule.zipCodes) && matchesZipList(rule.zipCodes, postalCode)) ??
    forState.find((rule) => isCatchAll(rule.zipCodes)) ??
    null
  );
}

/** A domestic state ground does not reach (AK, HI): it ships 2nd-day air. */
export function isAirOnly(state: string | null | undefined, rules: Pick<ShopRules, "airOnlyStates">): boolean {
  const wanted = normaliseState(state);
  return wanted !== null && rules.airOnlyStates.some((airOnly) => normaliseState(airOnly) === wanted);
}

export type Address = { country: string | null | undefined; state: string | null | undefined; postalCode: string | null | undefined };
/** What shipping needs of an address; `zone` and `airOnly` only for domestic addresses. */
export type Destination = { international: boolean; state: string | null; postalCode: string | null; zone: number | null; airOnly: boolean };

export function toDestination(address: Address, zones: ZoneTable, rules: Pick<ShopRules, "domesticCountry" | "airOnlyStates">): Destination {
  const international = !isDomestic(address.country, rules);
  const state = normaliseState(address.state);
  const postalCode = address.postalCode?.trim() || null;
  return {
    international,
    state,
    postalCode,
    zone: international ? null : findZone(zones, postalCode),
    airOnly: !international && isAirOnly(state, rules),
  };
}
