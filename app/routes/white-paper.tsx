import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { documentMeta } from "~/components/content/document-meta";
import { EditorialDocument } from "~/components/content/EditorialDocument";
import { useT } from "~/i18n/useT";
import { loadEditorialDocument, publicPageHeaders } from "~/services/content/editorial-route.server";

export const loader = (args: LoaderFunctionArgs) => loadEditorialDocument("whitePaper", "whitePaper", args);
export const headers = publicPageHeaders;
export const meta: MetaFunction<typeof loader> = ({ data }) => documentMeta(data?.doc);

export default function WhitePaperRoute() {
  const { doc } = useLoaderData<typeof loader>();
  const { t } = useT();
  return <EditorialDocument doc={doc} kicker={t("pagesTypeWhitePaper")} relatedHeading={t("pagesRelatedWhitePaper")} />;
}
