import type { LoaderFunctionArgs } from "@remix-run/node";
import { CACHE } from "~/http/cache-policy";
import { getViewer, viewerHeaders } from "~/request/viewer.server";
import { ownQuotePdf } from "~/services/quotes/quotes.server";

/**
 * `/quote/{number}` (`/es/cotizacion/{number}`): the stored quote's PDF, in the language it was made in, shown in
 * the browser. Someone else's number answers 404 like an unknown one, never saying it exists.
 */
export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const viewer = await getViewer(request, context);
  const pdf = await ownQuotePdf(viewer, params.number ?? "");
  const headers = viewerHeaders(viewer, CACHE.personalPage);
  if (!pdf) throw new Response("Not Found", { status: 404, headers });
  headers.set("Content-Type", "application/pdf");
  headers.set("Content-Disposition", `inline; filename="${pdf.filename}"`);
  return new Response(new Uint8Array(pdf.bytes), { headers });
}
