import { isSafeExternalUrl, isSafeRelativePath } from "~/domain/url-safety";

/** A configured redirect (config `ROUTE_RULES`): `from` is a path, or a prefix ending in `*`. */
export type RouteRuleLike = { from: string; to: string; status?: number };

export type RuleTarget = { kind: "internal"; to: string } | { kind: "external"; to: string };

/** Reloads for the same path are not repeated within this window (docs/site.md#redirect-rules). */
export const RELOAD_GUARD_MS = 10_000;

function matches(from: string, pathname: string): boolean {
  if (from.endsWith("*")) return pathname.startsWith(from.slice(0, -1));
  return from === pathname || (from.length > 1 && from.endsWith("/") && from.slice(0, -1) === pathname);
}

/** The first rule whose `from` matches the path, or null. */
export function matchRouteRule<R extends RouteRuleLike>(rules: readonly R[], pathname: string): R | null {
  return rules.find((rule) => matches(rule.from, pathname)) ?? null;
}

/**
 * Where a rule leads: a path on this site (client navigation) or an http(s) address (full load).
 * Anything else — `javascript:`, `data:`, `vbscript:`, protocol-relative — is refused (null).
 */
export function resolveRuleTarget(rule: RouteRuleLike): RuleTarget | null {
  if (isSafeRelativePath(rule.to)) return { kind: "internal", to: rule.to };
  if (isSafeExternalUrl(rule.to)) return { kind: "external", to: rule.to };
  return null;
}

/** Rule and target for a path, skipping rules that lead back to the same path (no loops). */
export function routeRuleFor(rules: readonly RouteRuleLike[], pathname: string): (RuleTarget & { status: number }) | null {
  const rule = matchRouteRule(rules, pathname);
  if (!rule) return null;
  const target = resolveRuleTarget(rule);
  if (!target || (target.kind === "internal" && new URL(target.to, "http://x").pathname === pathname)) return null;
  return { ...target, status: rule.status ?? 302 };
}

/** Whether a full reload for `path` may happen now, given when each path last reloaded. */
export function mayReload(lastReloads: Readonly<Record<string, number>>, path: string, now: number): boolean {
  const last = lastReloads[path];
  return last === undefined || now - last >= RELOAD_GUARD_MS;
}

/** The reload log after reloading `path` at `now`, dropping entries older than the guard window. */
export function recordReload(lastReloads: Readonly<Record<string, number>>, path: string, now: number): Record<string, number> {
  const kept = Object.entries(lastReloads).filter(([, at]) => now - at < RELOAD_GUARD_MS);
  return { ...Object.fromEntries(kept), [path]: now };
}
