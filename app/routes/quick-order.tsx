import "~/shared-chunk";
import { json, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { QuickOrderForm } from "~/components/cart/quick-order-on-demand";
import { Breadcrumbs } from "~/components/layout/Breadcrumbs";
import { CACHE, loaderCachePolicy } from "~/http/cache-policy";
import { sameAlternates } from "~/i18n/alternates";
import { href } from "~/i18n/href";
import { langFromPath } from "~/i18n/lang";
import { translate } from "~/i18n/translate";
import { useT } from "~/i18n/useT";
import { SHARED_TEMPLATE } from "~/render/personal-template";
import { commitCartToken } from "~/request/cart-token.server";
import { readForm } from "~/request/form-data.server";
import { answerQuickOrder, readQuickOrderPost } from "~/request/quick-order-post.server";
import { latestUtm } from "~/request/tracking.server";
import { getViewer, pricedPageCache, viewerHeaders } from "~/request/viewer.server";
import { previewQuickOrder, quickOrder } from "~/services/cart/quick-order.server";
import type { QuickOrderAnswer, QuickOrderPreviewAnswer } from "~/services/cart/quick-order-report";
import { getSiteContent, stringsFor } from "~/services/content/site.server";
import { partNumberSuggestions } from "~/services/search/search-products.server";

export async function loader({ request, context }: LoaderFunctionArgs) {
  const lang = langFromPath(new URL(request.url).pathname);
  const [viewer, site] = await Promise.all([getViewer(request, context), getSiteContent()]);
  const strings = stringsFor(site, lang);
  return json(
    { title: translate(strings, "quickOrderTitle"), description: translate(strings, "quickOrderDescription"), alternates: sameAlternates("quickOrder") },
    { headers: viewerHeaders(viewer, pricedPageCache(viewer)) },
  );
}

export const headers = loaderCachePolicy;
export const handle = SHARED_TEMPLATE;

export const meta: MetaFunction<typeof loader> = ({ data }) => (data ? [{ title: data.title }, { name: "description", content: data.description }] : []);

/**
 * A preview post (`intent=preview`, sent by the form's script): the lines checked and priced, nothing added.
 * A quick order post: every line that can be added goes into the cart in one write. All added: 303 to the cart with
 * a toast. Some not: the report (200, or 400 when nothing was added) with those lines kept in the box. A refused
 * form (empty, too long, more than MAX_ORDER_ROWS lines, a file that is not CSV): 400, nothing added, the text kept.
 */
export async function action({ request, context }: ActionFunctionArgs) {
  const lang = langFromPath(new URL(request.url).pathname);
  const formData = await readForm(request);
  const viewer = await getViewer(request, context);
  const headers = viewerHeaders(viewer, CACHE.personalPage);
  const refuse = (lastResult: QuickOrderAnswer["lastResult"]) => json<QuickOrderAnswer>({ lastResult, report: null }, { status: 400, headers });
  const post = await readQuickOrderPost(formData);
  if (post.kind === "refused") return refuse(post.submission.reply());
  if (post.kind === "refusedFile") return refuse(post.submission.reply({ fieldErrors: { lines: [post.message] } }));
  if (post.preview) {
    const preview = await previewQuickOrder(post.rows, { lang, priceList: viewer.priceList, suggest: partNumberSuggestions });
    return json<QuickOrderPreviewAnswer>({ preview }, { headers });
  }
  const { report, anonymous } = await quickOrder(viewer.cartOwner, post.rows, {
    lang,
    priceList: viewer.priceList,
    utm: latestUtm(request),
    suggest: partNumberSuggestions,
  });
  if (anonymous) headers.append("Set-Cookie", await commitCartToken(anonymous.token));
  if (report.kind === "tooManyRows") return refuse(post.submission.reply({ fieldErrors: { lines: ["quickOrderTooManyRows"] } }));
  return answerQuickOrder(report, { lang, headers, lastResult: post.submission.reply({ resetForm: true }) });
}

export default function QuickOrderRoute() {
  const { title } = useLoaderData<typeof loader>();
  const answer = useActionData<QuickOrderAnswer>() ?? null;
  const { t, lang } = useT();
  return (
    <div className="mx-auto max-w-3xl px-4 py-6 sm:px-6 sm:py-10 lg:px-8">
      <Breadcrumbs items={[{ label: t("quickOrderTitle"), to: href("quickOrder", {}, lang) }]} />
      <h1 className="mt-4 text-3xl font-bold tracking-tight text-neutral-900">{title}</h1>
      <p className="mt-2 text-neutral-700">{t("quickOrderDescription")}</p>
      <div className="mt-6">
        <QuickOrderForm answer={answer} />
      </div>
    </div>
  );
}
