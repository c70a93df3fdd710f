import { createHash, timingSafeEqual } from "node:crypto";
import type { ActionFunctionArgs, AppLoadContext } from "@remix-run/node";
import { getConfig } from "~/config.server";
import { CACHE } from "~/http/cache-policy";
import { RateLimiter, type RateLimitResult, type RateLimitRule } from "~/http/rate-limit.server";
import { rateLimitStore } from "~/http/rate-limit-store.server";
import { announce } from "~/services/cluster/announcements.server";
import { log } from "~/services/observability/log.server";
import { getContent } from "~/services/content/index.server";
import { reloadContent } from "~/services/lifecycle.server";

type Deps = {
  /** REVALIDATE_SECRET; without one the endpoint does not exist. */
  secret: string | undefined;
  /** Forgets cached content. */
  clear: () => void | Promise<void>;
  /** Loads site-wide content again so the next visitor does not wait for it. */
  reload: () => Promise<unknown>;
  /** Forgets the whole pages kept for anonymous visitors, once fresh content is loaded. */
  purgePages: () => void;
  /** Tells the other servers of the database to do the same; false when they could not be told. */
  tellOthers: () => Promise<boolean>;
  /** The caller's wrong secrets: `refusedFor` the seconds it must wait when over the limit (else null), `count` one more. */
  wrongSecrets: WrongSecrets;
};

type WrongSecrets = { refusedFor: () => Promise<number | null>; count: () => Promise<RateLimitResult> };

/** Wrong secrets an IP may send in ten minutes: a webhook misconfigured retries a few times; a guesser gets nowhere. */
export const WRONG_SECRET_RULE: RateLimitRule = { max: 10, windowMs: 10 * 60_000 };

export type WrongSecretLimiter = RateLimiter<"revalidateWrongSecret">;

/** The wrong secrets of `ip`, counted by `limiter`. */
export const wrongSecretsOf = (limiter: WrongSecretLimiter, ip: string): WrongSecrets => ({
  refusedFor: () => limiter.refusedFor("revalidateWrongSecret", ip),
  count: () => limiter.hit("revalidateWrongSecret", ip),
});

const noStore = { "Cache-Control": CACHE.noStore };

/** Compares secrets in constant time (hashing first makes lengths equal). */
function sameSecret(given: string, expected: string): boolean {
  const digest = (s: string) => createHash("sha256").update(s).digest();
  return timingSafeEqual(digest(given), digest(expected));
}

function givenSecret(request: Request): string | null {
  const auth = request.headers.get("Authorization");
  const bearer = auth && /^Bearer\s+(.+)$/i.exec(auth.trim());
  if (bearer) return bearer[1]!;
  return new URL(request.url).searchParams.get("secret");
}

/**
 * Content webhook: `POST /api/revalidate` with `Authorization: Bearer <secret>` or `?secret=`.
 * 404 when no secret is configured, 405 for other methods, 401 for a missing or wrong secret. An IP past
 * WRONG_SECRET_RULE's wrong secrets gets 429 with Retry-After for every try, the right secret too, until its
 * window ends: otherwise a 429 for wrong and a 200 for right would let the guessing go on at full speed.
 */
export async function revalidate(request: Request, deps: Deps): Promise<Response> {
  if (!deps.secret) return new Response("Not Found", { status: 404, headers: noStore });
  if (request.method !== "POST") return new Response("Method Not Allowed", { status: 405, headers: { ...noStore, Allow: "POST" } });
  const tooMany = (seconds: number) => new Response("Too Many Requests", { status: 429, headers: { ...noStore, "Retry-After": String(seconds) } });
  const waitSeconds = await deps.wrongSecrets.refusedFor();
  if (waitSeconds !== null) return tooMany(waitSeconds);
  const given = givenSecret(request);
  if (given === null || !sameSecret(given, deps.secret)) {
    const counted = await deps.wrongSecrets.count();
    if (!counted.allowed) return tooMany(counted.retryAfterSeconds);
    return new Response("Unauthorized", { status: 401, headers: { ...noStore, "WWW-Authenticate": "Bearer" } });
  }
  await deps.clear();
  await deps.reload();
  deps.purgePages();
  return Response.json({ revalidated: true, otherServersTold: await deps.tellOthers() }, { headers: noStore });
}

let limiter: WrongSecretLimiter | undefined;

const liveDeps = (context: AppLoadContext): Deps => ({
  secret: getConfig().REVALIDATE_SECRET,
  wrongSecrets: wrongSecretsOf((limiter ??= new RateLimiter("revalidate", { revalidateWrongSecret: WRONG_SECRET_RULE }, rateLimitStore())), context.clientIp),
  clear: async () => (await getContent()).clear(),
  reload: reloadContent,
  purgePages: context.purgePages,
  tellOthers: () =>
    announce({ kind: "content-revalidated" }).then(
      () => true,
      (error: unknown) => {
        log.error({ err: error }, "revalidate: the other servers could not be told");
        return false;
      },
    ),
});

export const loader = ({ request, context }: ActionFunctionArgs) => revalidate(request, liveDeps(context));
export const action = ({ request, context }: ActionFunctionArgs) => revalidate(request, liveDeps(context));
