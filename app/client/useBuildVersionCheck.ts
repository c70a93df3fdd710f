import { createPath, useNavigation } from "@remix-run/react";
import { useEffect, useRef } from "react";
import { plainRoutes } from "~/routes";

declare global {
  interface Window {
    __remixManifest?: { version: string };
  }
}

/**
 * Polls the server's build version; once it differs from the running one, the next page navigation
 * becomes a full load so the visitor gets the new build (form submissions are left alone).
 */
export function useBuildVersionCheck(pollSeconds: number) {
  const stale = useRef(false);
  const navigation = useNavigation();

  useEffect(() => {
    const running = window.__remixManifest?.version;
    if (!running) return;
    const check = async () => {
      try {
        const res = await fetch(plainRoutes.buildVersion.path, { cache: "no-store" });
        if (!res.ok) return;
        const { version } = (await res.json()) as { version?: string };
        if (version && version !== running) stale.current = true;
      } catch {
        // Offline or deploying: try again at the next tick.
      }
    };
    const timer = setInterval(check, pollSeconds * 1000);
    return () => clearInterval(timer);
  }, [pollSeconds]);

  useEffect(() => {
    if (stale.current && navigation.state === "loading" && !navigation.formMethod) {
      window.location.assign(createPath(navigation.location));
    }
  }, [navigation]);
}
