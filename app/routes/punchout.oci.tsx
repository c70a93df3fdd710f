import "~/shared-chunk";
import { json, redirect, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { useLoaderData, useActionData } from "@remix-run/react";
import { CACHE } from "~/http/cache-policy";
import { href } from "~/i18n/href";
import { callTranslator } from "~/request/call-language.server";
import { readForm } from "~/request/form-data.server";
import { enterOci, type OciEntry } from "~/services/punchout/oci-entry.server";

const REFUSALS = {
  fields: { status: 400, key: "cartPunchOutRefusedFields" },
  unauthorized: { status: 401, key: "cartPunchOutRefusedLogin" },
  returnUrl: { status: 403, key: "cartPunchOutRefusedHook" },
} as const satisfies Record<Extract<OciEntry, { kind: "refused" }>["reason"], unknown>;

/**
 * SAP's OCI login (docs/punchout.md#flow), as a link (GET) or a form post from the buyer's SAP page (POST, from another
 * site by design): a good login goes on to its start URL (303), which signs the buyer in; a refused one answers a page
 * saying why, in the browser's language.
 */
async function enter(request: Request, fields: Record<string, string>) {
  const { t, lang } = await callTranslator(request);
  const entry = await enterOci(fields, lang);
  if (entry.kind === "start")
    return redirect(href("punchoutStart", { token: entry.token }, lang), { status: 303, headers: { "Cache-Control": CACHE.noStore } });
  const refusal = REFUSALS[entry.reason];
  return json({ title: t("cartPunchOutRefused"), message: t(refusal.key) }, { status: refusal.status, headers: { "Cache-Control": CACHE.noStore } });
}

export function loader({ request }: LoaderFunctionArgs) {
  return enter(request, Object.fromEntries(new URL(request.url).searchParams));
}

export async function action({ request }: ActionFunctionArgs) {
  const form = await readForm(request);
  return enter(request, Object.fromEntries([...form].filter((entry): entry is [string, string] => typeof entry[1] === "string")));
}

export const meta: MetaFunction = ({ data }) => [
  { title: (data as { title?: string } | undefined)?.title ?? "PunchOut" },
  { name: "robots", content: "noindex" },
];

export default function PunchOutOciRoute() {
  const posted = useActionData<typeof action>();
  const opened = useLoaderData<typeof loader>();
  const data = posted ?? opened;
  return (
    <div className="mx-auto flex max-w-md flex-col gap-4 px-4 py-12 text-center sm:px-6">
      <h1 className="text-2xl font-bold text-neutral-900">{data.title}</h1>
      <p className="text-neutral-600">{data.message}</p>
    </div>
  );
}
