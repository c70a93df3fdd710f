import "~/shared-chunk";
import { json, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { CACHE } from "~/http/cache-policy";
import { useT } from "~/i18n/useT";
import { translate } from "~/i18n/translate";
import { startPunchOut } from "~/request/punchout.server";
import { rootDataOf, stringsOf } from "~/root-data";

/**
 * A PunchOut start URL (docs/punchout.md#flow): opened once within 5 minutes, it signs the buyer in and sends them to
 * the cart (303); a token that is unknown, expired or used answers 410 with a page saying to start again.
 */
export async function loader({ request, params }: LoaderFunctionArgs) {
  const started = await startPunchOut(request, params.token ?? "");
  if (started) return started;
  return json({}, { status: 410, headers: { "Cache-Control": CACHE.noStore } });
}

export const meta: MetaFunction = ({ matches }) => [
  { title: translate(stringsOf(rootDataOf(matches)), "cartPunchOutStartUsed") },
  { name: "robots", content: "noindex" },
];

export default function PunchOutStartRoute() {
  const { t } = useT();
  return (
    <div className="mx-auto flex max-w-md flex-col gap-4 px-4 py-12 text-center sm:px-6">
      <h1 className="text-2xl font-bold text-neutral-900">{t("cartPunchOutStartUsed")}</h1>
      <p className="text-neutral-600">{t("cartPunchOutStartUsedHint")}</p>
    </div>
  );
}
