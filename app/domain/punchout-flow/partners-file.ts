import { z } from "zod";
import { PRICE_DIFFERENCES_SETTINGS } from "./purchase-order";

/**
 * The trading partners' JSON file (docs/punchout.md#registering-a-partner): one entry per partner, each buying for
 * one customer. `secret` is the cXML shared secret or the OCI PASSWORD login field; it is hashed before it is stored.
 */
const returnUrl = z
  .string()
  .url()
  .refine((value) => /^https?:\/\//i.test(value), "must be an http or https URL");

const partner = z
  .object({
    id: z.string().regex(/^[A-Za-z0-9][\w.-]{0,63}$/, "letters, digits, '.', '_' and '-', up to 64"),
    customerId: z.string().min(1),
    protocol: z.enum(["cxml", "oci"]),
    domain: z.string().trim().max(100).default(""),
    identity: z.string().trim().min(1).max(200),
    secret: z.string().min(12, "at least 12 characters").max(200),
    returnUrls: z.array(returnUrl).min(1),
    priceDifferences: z.enum(PRICE_DIFFERENCES_SETTINGS).default("refuse"),
  })
  .strict()
  .refine((p) => p.protocol === "oci" || p.domain !== "", { message: "a cXML partner needs its credential domain", path: ["domain"] });

export const partnersFileSchema = z.object({ partners: z.array(partner).min(1) }).strict();

export type PartnerEntry = z.infer<typeof partner>;

/** The problems of a parsed file, one line each, never quoting a secret. */
export function partnersFileProblems(error: z.ZodError): string[] {
  return error.issues.map((issue) => `${issue.path.join(".") || "(file)"}: ${issue.message}`);
}

/**
 * Whether `url` may receive a returned cart: it must start with one of the partner's registered URLs, compared
 * as parsed URLs (same origin, path under the registered one), so `https://buyer.example.com.evil.test` never passes.
 */
export function returnUrlAllowed(url: string, allowed: readonly string[]): boolean {
  let target: URL;
  try {
    target = new URL(url);
  } catch {
    return false;
  }
  if (target.protocol !== "https:" && target.protocol !== "http:") return false;
  return allowed.some((entry) => {
    const base = new URL(entry);
    if (base.origin !== target.origin) return false;
    const prefix = base.pathname.endsWith("/") ? base.pathname : `${base.pathname}/`;
    return target.pathname === base.pathname || target.pathname.startsWith(prefix);
  });
}

/**
 * The origins that may frame the shop during the partner's sessions (docs/punchout.md#framing): those of its return
 * URLs, the procurement system's own pages, each once. Only http(s) origins: never a wildcard nor `null`.
 */
export function frameAncestorsOf(returnUrls: readonly string[]): string[] {
  const origins = returnUrls.flatMap((url) => {
    try {
      const { protocol, origin } = new URL(url);
      return protocol === "https:" || protocol === "http:" ? [origin] : [];
    } catch {
      return [];
    }
  });
  return [...new Set(origins)];
}
