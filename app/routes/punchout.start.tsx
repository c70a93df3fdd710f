import "~/shared-chunk";
import { json, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { AuthError } from "~/domain/auth/errors";
import { CACHE } from "~/http/cache-policy";
import { useT } from "~/i18n/useT";
import { translate } from "~/i18n/translate";
import { startPunchOut } from "~/request/punchout.server";
import { rootDataOf, stringsOf } from "~/root-data";

/**
 * A PunchOut start URL (docs/punchout.md#flow): opened once within 5 minutes, it signs the buyer in and sends them to
 * the cart (303); a token that is unknown, expired or used answers 410 with a page saying to start again. A sign-in
 * service that cannot sign the buyer in (out of reach, or Supabase without its service-role key) answers its own
 * status with a page saying so, never an error page.
 */
export async function loader({ request, params }: LoaderFunctionArgs) {
  const noStore = { "Cache-Control": CACHE.noStore };
  try {
    const started = await startPunchOut(request, params.token ?? "");
    if (started) return started;
  } catch (error) {
    if (!(error instanceof AuthError)) throw error;
    const headers = new Headers(noStore);
    if (error.retryAfterSeconds !== undefined) headers.set("Retry-After", String(error.retryAfterSeconds));
    return json({ failed: true }, { status: error.status, headers });
  }
  return json({ failed: false }, { status: 410, headers: noStore });
}

const TEXTS = {
  used: { title: "cartPunchOutStartUsed", hint: "cartPunchOutStartUsedHint" },
  failed: { title: "cartPunchOutStartFailed", hint: "cartPunchOutStartFailedHint" },
} as const;

export const meta: MetaFunction<typeof loader> = ({ data, matches }) => [
  { title: translate(stringsOf(rootDataOf(matches)), TEXTS[data?.failed ? "failed" : "used"].title) },
  { name: "robots", content: "noindex" },
];

export default function PunchOutStartRoute() {
  const { t } = useT();
  const texts = TEXTS[useLoaderData<typeof loader>().failed ? "failed" : "used"];
  return (
    <div className="mx-auto flex max-w-md flex-col gap-4 px-4 py-12 text-center sm:px-6">
      <h1 className="text-2xl font-bold text-neutral-900">{t(texts.title)}</h1>
      <p className="text-neutral-600">{t(texts.hint)}</p>
    </div>
  );
}
