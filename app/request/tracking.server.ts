import { z } from "zod";
import { parseTrackingCookie, TRACKING_COOKIE, UTM_KEYS } from "~/client/utm";
import type { Utm } from "~/domain/utm";

const utmSchema = z.object(Object.fromEntries(UTM_KEYS.map((key) => [key, z.string().max(200).optional().catch(undefined)])));

/** The cookie's value: browsers send it URI-encoded, as `appendTrackingEntry` wrote it. */
function cookieValue(request: Request, name: string): string | undefined {
  for (const part of (request.headers.get("Cookie") ?? "").split(";")) {
    const [key, ...rest] = part.trim().split("=");
    if (key === name) return rest.join("=");
  }
  return undefined;
}

/** The campaign of the buyer's latest tagged page load (the tracking cookie's last entry), or {}. */
export function latestUtm(request: Request): Utm {
  const entry = parseTrackingCookie(cookieValue(request, TRACKING_COOKIE)).at(-1);
  if (!entry) return {};
  const parsed = utmSchema.parse(entry) as Utm;
  return Object.fromEntries(Object.entries(parsed).filter(([, value]) => value !== undefined));
}
