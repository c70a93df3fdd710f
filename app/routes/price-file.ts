import { createReadableStreamFromReadable, type LoaderFunctionArgs } from "@remix-run/node";
import { z } from "zod";
import { getConfig } from "~/config.server";
import { attachmentDisposition } from "~/domain/price-file";
import { CACHE } from "~/http/cache-policy";
import { href } from "~/i18n/href";
import { langFromPath } from "~/i18n/lang";
import { getViewer, viewerHeaders } from "~/request/viewer.server";
import { openPriceFile } from "~/services/price-file.server";

const querySchema = z.object({ category: z.string().trim().default("") });

/** The refusal quotes what was asked; no slug of the catalogue is longer. */
const QUOTED_LENGTH = 100;

/**
 * `/price-file.csv` (`/es/lista-de-precios.csv`), `?category=<slug>` in either language: the visitor's prices as CSV,
 * on the active customer's list for a signed-in buyer and the public list otherwise (docs/price-file.md). An unknown
 * category answers 404 in the page's language with the link to the whole file, on PUBLIC_URL (never the request's
 * Host or X-Forwarded-Host, which a client chooses). Never stored: the prices are personal.
 */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  const lang = langFromPath(url.pathname);
  const { category } = querySchema.parse({ category: url.searchParams.get("category") ?? undefined });
  const viewer = await getViewer(request, context);
  const file = await openPriceFile({ priceList: viewer.priceList, lang, category, at: new Date() });
  const headers = viewerHeaders(viewer, CACHE.personalPage);
  if (file.kind === "unknownCategory") {
    headers.set("Content-Type", "text/plain; charset=utf-8");
    return new Response(
      file.t("catalogPriceFileUnknownCategory", [
        category.replace(/\p{Cc}/gu, "").slice(0, QUOTED_LENGTH),
        `${getConfig().publicUrl}${href("priceFile", {}, lang)}`,
      ]),
      {
        status: 404,
        headers,
      },
    );
  }
  headers.set("Content-Type", "text/csv; charset=utf-8");
  headers.set("Content-Disposition", attachmentDisposition(file.fileName));
  return new Response(createReadableStreamFromReadable(file.body), { headers });
}
