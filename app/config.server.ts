import { isIP } from "node:net";
import path from "node:path";
import type { PublicConfig } from "./client/public-config";
import { z } from "zod";
import { DEFAULT_CODES_PER_ADDRESS_PER_DAY } from "./domain/auth/code-sends";
import { DEFAULT_SESSION_MAX_AGE_DAYS } from "./domain/auth/session-lifetime";

/** Empty strings in the environment mean "not set". */
const optional = z
  .string()
  .trim()
  .optional()
  .transform((v) => (v ? v : undefined));

const commaList = z
  .string()
  .optional()
  .transform((v) =>
    (v ?? "")
      .split(",")
      .map((s) => s.trim())
      .filter(Boolean),
  );

/** Express's names for address ranges ("trust proxy"). */
const PROXY_RANGE_NAMES = new Set(["loopback", "linklocal", "uniquelocal"]);

function isProxyAddress(entry: string): boolean {
  const [address, bits, ...rest] = entry.split("/");
  if (PROXY_RANGE_NAMES.has(entry)) return true;
  if (rest.length > 0 || !address || !isIP(address)) return false;
  return bits === undefined || /^\d{1,3}$/.test(bits) || isIP(bits) === 4;
}

/**
 * Who may say who the client is (X-Forwarded-For): none by default; a hop count, or a comma list of
 * addresses, CIDR ranges and Express's names (loopback, linklocal, uniquelocal).
 */
const trustProxy = optional.transform((v, ctx): number | string[] | false => {
  if (!v) return false;
  if (/^\d+$/.test(v)) return Number(v);
  const entries = v
    .split(",")
    .map((s) => s.trim())
    .filter(Boolean);
  const bad = entries.filter((e) => !isProxyAddress(e));
  if (bad.length === 0) return entries;
  ctx.addIssue({ code: "custom", message: `not a hop count, address, CIDR range or loopback/linklocal/uniquelocal: ${bad.join(", ")}` });
  return z.NEVER;
});

const routeRule = z.object({
  from: z.string().startsWith("/"),
  to: z.string().min(1),
  status: z.union([z.literal(301), z.literal(302), z.literal(307), z.literal(308)]).default(302),
});

const schema = z
  .object({
    NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
    PORT: z.coerce.number().int().min(0).max(65535).default(3000),
    HOST: z.string().default("0.0.0.0"),
    PUBLIC_URL: optional.pipe(z.string().url().optional()),
    DATA_DIR: z.string().default("./data"),
    SESSION_SECRET: commaList,
    /** Days a session lasts from its sign-in, however active (at most 400, the longest a browser keeps a cookie). */
    SESSION_MAX_AGE_DAYS: z.coerce.number().positive().max(400).default(DEFAULT_SESSION_MAX_AGE_DAYS),
    TRUST_PROXY: trustProxy,
    LOG_REQUESTS: z
      .enum(["true", "false"])
      .default("true")
      .transform((v) => v === "true"),
    /** The least severe log line written (pino's levels); `silent` writes none. */
    LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
    /** Bearer token `/metrics` asks for; unset, only loopback clients may read it. */
    METRICS_TOKEN: optional.pipe(z.string().min(16, "METRICS_TOKEN must be at least 16 characters").optional()),

    DATABASE_URL: optional,

    SANITY_PROJECT_ID: optional,
    SANITY_DATASET: z.string().default("production"),
    SANITY_API_VERSION: z
      .string()
      .regex(/^\d{4}-\d{2}-\d{2}$/)
      .refine((v) => v >= "2021-03-25", "Sanity API version must be 2021-03-25 or later")
      .default("2024-01-01"),
    SANITY_TOKEN: optional,
    SANITY_USE_CDN: z
      .enum(["true", "false"])
      .default("true")
      .transform((v) => v === "true"),
    CONTENT_TTL_SECONDS: z.coerce.number().int().min(1).default(60),
    REVALIDATE_SECRET: optional,
    PAGE_CACHE_MB: z.coerce.number().min(0).default(64),
    /** Pages rendered at once (cache hits, static files and health checks never wait); see maxConcurrentRenders. */
    MAX_CONCURRENT_RENDERS: optional.pipe(z.coerce.number().int().min(1).optional()),
    /** Requests waiting for a render; more are answered 503 at once. */
    RENDER_QUEUE_LIMIT: z.coerce.number().int().min(0).default(32),
    /** Longest wait for a render before the answer is 503. */
    RENDER_QUEUE_TIMEOUT_MS: z.coerce.number().int().min(0).default(2000),
    /** After SIGTERM, how long an idle kept-alive connection may still bring a request before it is closed. */
    SHUTDOWN_IDLE_GRACE_MS: z.coerce.number().int().min(0).max(9000).default(1000),

    SUPABASE_URL: optional.pipe(z.string().url().optional()),
    SUPABASE_ANON_KEY: optional,
    /** Only PunchOut's sign-in uses it (Supabase's admin API); without it a PunchOut start answers 501. */
    SUPABASE_SERVICE_ROLE_KEY: optional,
    /** Multiplies the per-IP limit of /punchout/* (app/http/rate-limit.server.ts). */
    PUNCHOUT_RATE_LIMIT_FACTOR: z.coerce.number().positive().default(1),
    UPSTASH_REDIS_REST_URL: optional.pipe(z.string().url().optional()),
    UPSTASH_REDIS_REST_TOKEN: optional,
    SMTP_URL: optional.pipe(
      z
        .string()
        .regex(/^smtps?:\/\/[^/?#]+/i, "SMTP_URL must look like smtp://user:pass@host:587 or smtps://host:465")
        .optional(),
    ),
    /** Longest wait for the SMTP server (to connect, to greet, to answer each command). */
    SMTP_TIMEOUT_SECONDS: z.coerce.number().positive().max(300).default(10),
    MAIL_FROM: z.string().default("VoltShop <no-reply@voltshop.example>"),
    /** Where replies to order mails go (they ask the buyer to reply); unset: the shop's e-mail in the site content. */
    MAIL_REPLY_TO: optional.pipe(z.string().min(3).optional()),
    GOOGLE_CLIENT_ID: optional,
    GOOGLE_CLIENT_SECRET: optional,
    /** Paths needing sign-in (`*` wildcards); empty: the account area. */
    /** Remember the attempted path in a `redirect-path` cookie and return there after sign-in. */
    AUTH_COOKIE_REDIRECT: z
      .enum(["true", "false"])
      .default("true")
      .transform((v) => v === "true"),
    /** Keys of one-time code hashes and embedded access tokens; generated into DATA_DIR/secrets.json when unset. */
    AUTH_CODE_SECRET: commaList,
    AUTH_JWT_SECRET: commaList,
    /** Multiplies the auth rate limits (tests sending many sign-ins from one address raise it). */
    AUTH_RATE_LIMIT_FACTOR: z.coerce.number().positive().default(1),
    /** Codes mailed to one address in 24 hours, except to browsers that signed in as it before (docs/sign-in.md#one-time-codes). */
    AUTH_CODES_PER_ADDRESS_PER_DAY: z.coerce.number().int().positive().default(DEFAULT_CODES_PER_ADDRESS_PER_DAY),
    /** Multiplies the per-IP limits of the public quote, price and search calls (app/http/rate-limit.server.ts). */
    PUBLIC_API_RATE_LIMIT_FACTOR: z.coerce.number().positive().default(1),
    /** Multiplies the per-IP limits of the search page and the search modal's suggestions (app/services/search/rate-limits.server.ts). */
    SEARCH_RATE_LIMIT_FACTOR: z.coerce.number().positive().default(1),

    GTM_ID: optional.pipe(
      z
        .string()
        .regex(/^GTM-[A-Z0-9]+$/i, "GTM_ID must look like GTM-XXXXXXX")
        .optional(),
    ),
    CAPTCHA_SITE_KEY: optional,
    CAPTCHA_SECRET_KEY: optional,
    /** reCAPTCHA's token check; a local fake in the tests. */
    CAPTCHA_VERIFY_URL: z.string().url().default("https://www.google.com/recaptcha/api/siteverify"),
    CHAT_PROPERTY_ID: optional,
    CHAT_WIDGET_ID: optional,
    BUILD_VERSION_POLL_SECONDS: z.coerce.number().int().min(10).default(300),
    ROUTE_RULES: z
      .string()
      .optional()
      .transform((v, ctx) => {
        if (!v) return [];
        try {
          return JSON.parse(v) as unknown;
        } catch {
          ctx.addIssue({ code: z.ZodIssueCode.custom, message: "ROUTE_RULES must be JSON" });
          return z.NEVER;
        }
      })
      .pipe(z.array(routeRule)),
  })
  .superRefine((c, ctx) => {
    if (c.SUPABASE_URL && !c.SUPABASE_ANON_KEY) ctx.addIssue({ code: "custom", path: ["SUPABASE_ANON_KEY"], message: "required with SUPABASE_URL" });
    if (c.UPSTASH_REDIS_REST_URL && !c.UPSTASH_REDIS_REST_TOKEN)
      ctx.addIssue({ code: "custom", path: ["UPSTASH_REDIS_REST_TOKEN"], message: "required with UPSTASH_REDIS_REST_URL" });
    if (Boolean(c.CAPTCHA_SITE_KEY) !== Boolean(c.CAPTCHA_SECRET_KEY))
      ctx.addIssue({ code: "custom", path: ["CAPTCHA_SITE_KEY"], message: "set both CAPTCHA_SITE_KEY and CAPTCHA_SECRET_KEY" });
    if (Boolean(c.GOOGLE_CLIENT_ID) !== Boolean(c.GOOGLE_CLIENT_SECRET))
      ctx.addIssue({ code: "custom", path: ["GOOGLE_CLIENT_ID"], message: "set both GOOGLE_CLIENT_ID and GOOGLE_CLIENT_SECRET" });
    // Several servers share one database (docs/operations.md#several-servers): what one signs or links, all must read.
    if (c.DATABASE_URL) {
      const shared = { SESSION_SECRET: c.SESSION_SECRET.length > 0, PUBLIC_URL: Boolean(c.PUBLIC_URL) };
      const embeddedAuth = c.SUPABASE_URL ? {} : { AUTH_CODE_SECRET: c.AUTH_CODE_SECRET.length > 0, AUTH_JWT_SECRET: c.AUTH_JWT_SECRET.length > 0 };
      for (const [name, set] of Object.entries({ ...shared, ...embeddedAuth })) {
        if (!set) ctx.addIssue({ code: "custom", path: [name], message: "required with DATABASE_URL: every server on the database must use the same value" });
      }
    }
    if (c.NODE_ENV === "production" && c.SESSION_SECRET.length === 0 && c.PUBLIC_URL?.startsWith("https://"))
      ctx.addIssue({ code: "custom", path: ["SESSION_SECRET"], message: "required for a public https deployment" });
  });

export type RouteRule = z.infer<typeof routeRule>;

function derive(env: z.infer<typeof schema>) {
  const dataDir = path.resolve(env.DATA_DIR);
  return {
    ...env,
    dataDir,
    publicUrl: (env.PUBLIC_URL ?? `http://localhost:${env.PORT}`).replace(/\/$/, ""),
    isProduction: env.NODE_ENV === "production",
    content: env.SANITY_PROJECT_ID ? ("sanity" as const) : ("embedded" as const),
    database: env.DATABASE_URL ? ("postgres" as const) : ("pglite" as const),
    /**
     * The embedded database runs each query on the server's own thread, so a second render could not use
     * the wait for the first one's queries; it would only make the event loop's turns longer. PostgreSQL
     * answers from its own processes: renders overlap their waits for it.
     */
    maxConcurrentRenders: env.MAX_CONCURRENT_RENDERS ?? (env.DATABASE_URL ? 4 : 1),
    auth: env.SUPABASE_URL ? ("supabase" as const) : ("embedded" as const),
    kv: env.UPSTASH_REDIS_REST_URL ? ("upstash" as const) : ("database" as const),
    mail: env.SMTP_URL ? ("smtp" as const) : ("outbox" as const),
    googleSignIn: Boolean(env.GOOGLE_CLIENT_ID && env.GOOGLE_CLIENT_SECRET),
    captcha: Boolean(env.CAPTCHA_SITE_KEY && env.CAPTCHA_SECRET_KEY),
  };
}

export type Config = ReturnType<typeof derive>;

export class ConfigError extends Error {}

/** Validates an environment; throws a readable error naming every bad setting. */
export function loadConfig(env: Record<string, string | undefined>): Config {
  const parsed = schema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join(".") || "(env)"}: ${i.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join("\n")}`);
  }
  return derive(parsed.data);
}

let current: Config | undefined;

/** The process configuration, read from `process.env` once. */
export function getConfig(): Config {
  current ??= loadConfig(process.env);
  return current;
}

/** The only settings the browser may see. */
export function publicConfig(c: Config = getConfig()): PublicConfig {
  return {
    gtmId: c.GTM_ID ?? null,
    captchaSiteKey: c.CAPTCHA_SITE_KEY ?? null,
    chat: c.CHAT_PROPERTY_ID || c.CHAT_WIDGET_ID ? { propertyId: c.CHAT_PROPERTY_ID ?? null, widgetId: c.CHAT_WIDGET_ID ?? null } : null,
    googleSignIn: c.googleSignIn,
    buildPollSeconds: c.BUILD_VERSION_POLL_SECONDS,
    routeRules: c.ROUTE_RULES,
    sanityImages: c.content === "sanity" ? { projectId: c.SANITY_PROJECT_ID!, dataset: c.SANITY_DATASET } : null,
  };
}
