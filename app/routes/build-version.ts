import { json } from "@remix-run/node";
import { assets } from "@remix-run/dev/server-build";
import { CACHE } from "~/http/cache-policy";

/**
 * The version of the build this server runs (the Remix assets manifest version, which changes with
 * every client build). Browsers compare it with the version they loaded (useBuildVersionCheck).
 */
export function loader() {
  return json({ version: assets.version }, { headers: { "Cache-Control": CACHE.noStore } });
}
