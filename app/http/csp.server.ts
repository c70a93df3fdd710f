import type { Config } from "~/config.server";

/** The settings that decide which third-party hosts the page may talk to. */
export type CspConfig = Pick<
  Config,
  "GTM_ID" | "CAPTCHA_SITE_KEY" | "CHAT_PROPERTY_ID" | "CHAT_WIDGET_ID" | "SANITY_PROJECT_ID" | "SUPABASE_URL" | "googleSignIn" | "publicUrl"
>;

type Directive = "default-src" | "script-src" | "style-src" | "img-src" | "font-src" | "connect-src" | "frame-src" | "media-src" | "form-action";

type Sources = Partial<Record<Directive, string[]>>;

// Host lists follow each vendor's published CSP guidance; a vendor is admitted only when configured.
const TAG_MANAGER: Sources = {
  "script-src": ["https://www.googletagmanager.com"],
  "img-src": ["https://www.googletagmanager.com", "https://*.google-analytics.com", "https://*.googletagmanager.com"],
  "connect-src": ["https://*.google-analytics.com", "https://*.analytics.google.com", "https://*.googletagmanager.com"],
  "frame-src": ["https://www.googletagmanager.com"],
};

const CAPTCHA: Sources = {
  "script-src": ["https://www.google.com/recaptcha/", "https://www.gstatic.com/recaptcha/"],
  "frame-src": ["https://www.google.com/recaptcha/", "https://recaptcha.google.com/recaptcha/"],
  "connect-src": ["https://www.google.com/recaptcha/"],
};

const CHAT: Sources = {
  "script-src": ["https://embed.tawk.to", "https://cdn.jsdelivr.net"],
  "style-src": ["https://*.tawk.to", "https://fonts.googleapis.com"],
  "img-src": ["https://*.tawk.to", "https://cdn.jsdelivr.net", "https://tawk.link", "https://s3.amazonaws.com"],
  "font-src": ["https://*.tawk.to", "https://fonts.gstatic.com"],
  "connect-src": ["https://*.tawk.to", "wss://*.tawk.to"],
  "frame-src": ["https://*.tawk.to"],
  "media-src": ["https://*.tawk.to"],
  "form-action": ["https://*.tawk.to"],
};

const SANITY_IMAGES: Sources = { "img-src": ["https://cdn.sanity.io"] };

// The Google sign-in form post ends in a redirect to Google, which form-action also governs.
const GOOGLE_SIGN_IN: Sources = { "form-action": ["https://accounts.google.com"] };

const NO_FRAMING = "frame-ancestors 'none'";

/**
 * The Content-Security-Policy for one response. Scripts run only from this origin or with the
 * request's nonce; third-party hosts are added per configured service, and `formTargets` (origins) to
 * form-action for a page whose form leaves the shop (PunchOut's return page).
 */
export function contentSecurityPolicy(config: CspConfig, nonce: string, formTargets: readonly string[] = []): string {
  const sources: Record<Directive, string[]> = {
    "default-src": ["'self'"],
    "script-src": ["'self'", `'nonce-${nonce}'`],
    // Inline style attributes from React markup and vendor widgets; styles cannot run code.
    "style-src": ["'self'", "'unsafe-inline'"],
    "img-src": ["'self'", "data:"],
    "font-src": ["'self'", "data:"],
    "connect-src": ["'self'"],
    "frame-src": ["'none'"],
    "media-src": ["'self'"],
    "form-action": ["'self'"],
  };
  const extras: Sources[] = [{ "form-action": [...formTargets] }];
  if (config.GTM_ID) extras.push(TAG_MANAGER);
  if (config.CAPTCHA_SITE_KEY) extras.push(CAPTCHA);
  if (config.CHAT_PROPERTY_ID || config.CHAT_WIDGET_ID) extras.push(CHAT);
  if (config.SANITY_PROJECT_ID) extras.push(SANITY_IMAGES);
  if (config.googleSignIn) extras.push(GOOGLE_SIGN_IN);
  if (config.SUPABASE_URL) {
    const supabase = new URL(config.SUPABASE_URL).origin;
    extras.push({ "connect-src": [supabase], "form-action": [supabase] });
  }
  for (const extra of extras) {
    for (const [directive, hosts] of Object.entries(extra) as [Directive, string[]][]) {
      const list = sources[directive].filter((s) => s !== "'none'");
      sources[directive] = [...new Set([...list, ...hosts])];
    }
  }

  const directives = [...Object.entries(sources).map(([name, list]) => `${name} ${list.join(" ")}`), "object-src 'none'", "base-uri 'self'", NO_FRAMING];
  // Upgrading sub-resources only makes sense when the shop itself is served over https.
  if (config.publicUrl.startsWith("https://")) directives.push("upgrade-insecure-requests");
  return directives.join("; ");
}

/**
 * `policy` letting `origins` frame the page: a PunchOut session inside the procurement system's page
 * (docs/punchout.md#framing). Only http(s) origins are taken (never a wildcard); with none the page stays unframable.
 */
export function withFrameAncestors(policy: string, origins: readonly string[]): string {
  const allowed = origins.filter((origin) => /^https?:\/\/[^\s/*;,']+$/.test(origin));
  return allowed.length > 0 ? policy.replace(NO_FRAMING, `frame-ancestors ${allowed.join(" ")}`) : policy;
}
