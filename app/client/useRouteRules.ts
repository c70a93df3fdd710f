import { useLocation, useNavigate } from "@remix-run/react";
import { useEffect } from "react";
import { mayReload, recordReload, routeRuleFor, type RouteRuleLike } from "./route-rules";

const RELOAD_LOG_KEY = "routeRuleReloads";

function readLog(): Record<string, number> {
  try {
    return JSON.parse(sessionStorage.getItem(RELOAD_LOG_KEY) ?? "{}") as Record<string, number>;
  } catch {
    return {};
  }
}

/**
 * Client side of the configured route rules (the root loader applies them as real redirects too):
 * internal targets navigate, external ones load fully — never twice for the same path within 10 s.
 */
export function useRouteRules(rules: readonly RouteRuleLike[]) {
  const { pathname } = useLocation();
  const navigate = useNavigate();
  useEffect(() => {
    const target = routeRuleFor(rules, pathname);
    if (!target) return;
    if (target.kind === "internal") {
      navigate(target.to, { replace: true });
      return;
    }
    const log = readLog();
    const now = Date.now();
    if (!mayReload(log, pathname, now)) return;
    sessionStorage.setItem(RELOAD_LOG_KEY, JSON.stringify(recordReload(log, pathname, now)));
    window.location.assign(target.to);
  }, [rules, pathname, navigate]);
}
