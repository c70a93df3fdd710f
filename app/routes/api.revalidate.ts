import { createHash, timingSafeEqual } from "node:crypto";
import type { ActionFunctionArgs, AppLoadContext } from "@remix-run/node";
import { getConfig } from "~/config.server";
import { CACHE } from "~/http/cache-policy";
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
};

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
 * 404 when no secret is configured, 405 for other methods, 401 for a missing or wrong secret.
 */
export async function revalidate(request: Request, deps: Deps): Promise<Response> {
  if (!deps.secret) return new Response("Not Found", { status: 404, headers: noStore });
  if (request.method !== "POST") return new Response("Method Not Allowed", { status: 405, headers: { ...noStore, Allow: "POST" } });
  const given = givenSecret(request);
  if (given === null || !sameSecret(given, deps.secret)) {
    return new Response("Unauthorized", { status: 401, headers: { ...noStore, "WWW-Authenticate": "Bearer" } });
  }
  await deps.clear();
  await deps.reload();
  deps.purgePages();
  return Response.json({ revalidated: true, otherServersTold: await deps.tellOthers() }, { headers: noStore });
}

const liveDeps = (context: AppLoadContext): Deps => ({
  secret: getConfig().REVALIDATE_SECRET,
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
