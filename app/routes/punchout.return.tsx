import "~/shared-chunk";
import { json, type ActionFunctionArgs, type HeadersFunction, type MetaFunction } from "@remix-run/node";
import { useActionData } from "@remix-run/react";
import { useEffect, useRef } from "react";
import { ButtonLink, buttonClass } from "~/components/ui/Button";
import { getConfig } from "~/config.server";
import { contentSecurityPolicy } from "~/http/csp.server";
import { CACHE } from "~/http/cache-policy";
import { href } from "~/i18n/href";
import { langFromPath } from "~/i18n/lang";
import { translate } from "~/i18n/translate";
import { useT } from "~/i18n/useT";
import { endSignIn } from "~/request/auth.server";
import { readCartShipping } from "~/request/cart-shipping.server";
import { carriesPunchOut, forgetPunchOut, punchOutOf } from "~/request/punchout.server";
import { redirectWithToast } from "~/request/toast.server";
import { getViewer, viewerHeaders } from "~/request/viewer.server";
import { rootDataOf, stringsOf } from "~/root-data";
import { getSiteContent, stringsFor } from "~/services/content/site.server";
import { returnCart, type ReturnForm } from "~/services/punchout/return.server";

const REFUSALS = { empty: "cartPunchOutReturnEmpty", callForPrice: "cartPunchOutReturnCallForPrice", ended: "cartPunchOutEnded" } as const;

/**
 * The cart's "Return to procurement" (docs/punchout.md#flow): the cart, priced as the cart page prices it, goes back in
 * a form this page's browser posts to the procurement system (by itself when JavaScript runs); the PunchOut session
 * and the sign-in end. A cart that cannot go back returns to the cart page with a toast saying why.
 */
export async function action({ request, context }: ActionFunctionArgs) {
  const lang = langFromPath(new URL(request.url).pathname);
  const viewer = await getViewer(request, context);
  const headers = viewerHeaders(viewer, CACHE.noStore);
  const session = await punchOutOf(request, viewer);
  const result =
    session && viewer.buyer && viewer.cartOwner
      ? await returnCart(session, { owner: viewer.cartOwner, buyer: viewer.buyer, priceList: viewer.priceList, choices: await readCartShipping(request) }, lang)
      : ({ kind: "ended" } as const);
  if (result.kind !== "returned") {
    // A session that ended (its cart went back from another tab) leaves no cookie behind.
    if (result.kind === "ended" && carriesPunchOut(request)) headers.append("Set-Cookie", await forgetPunchOut());
    const strings = stringsFor(await getSiteContent(), lang);
    return redirectWithToast(href("cart", {}, lang), { type: "error", title: translate(strings, REFUSALS[result.kind]) }, { headers });
  }
  headers.append("Set-Cookie", await endSignIn(request));
  headers.append("Set-Cookie", await forgetPunchOut());
  // This page's form posts to the procurement system: the one origin its policy admits besides the shop.
  headers.set("Content-Security-Policy", contentSecurityPolicy(getConfig(), context.cspNonce, [new URL(result.form.action).origin]));
  return json({ form: result.form }, { headers });
}

/** The action's headers (its cookies and its policy) are the page's. */
export const headers: HeadersFunction = ({ actionHeaders }) =>
  actionHeaders.has("Content-Security-Policy") ? actionHeaders : { "Cache-Control": CACHE.noStore };

export const meta: MetaFunction = ({ matches }) => [
  { title: translate(stringsOf(rootDataOf(matches)), "cartPunchOutSending") },
  { name: "robots", content: "noindex" },
];

/** The returned cart's form: submitted by the buyer's button, or by itself once JavaScript runs. */
function ReturnFormPost({ form }: { form: ReturnForm }) {
  const { t } = useT();
  const ref = useRef<HTMLFormElement>(null);
  useEffect(() => ref.current?.submit(), []);
  return (
    <form ref={ref} method="post" action={form.action} target={form.target} className="flex flex-col items-center gap-4">
      {form.fields.map(([name, value], index) => (
        <input key={`${index}-${name}`} type="hidden" name={name} value={value} />
      ))}
      <button type="submit" className={buttonClass("primary", "md")}>
        {t("cartPunchOutSend")}
      </button>
    </form>
  );
}

/** Opened by itself (a GET: no cart posted), the page has nothing to send and says so. */
export default function PunchOutReturnRoute() {
  const { t, lang } = useT();
  const data = useActionData<typeof action>();
  return (
    <div className="mx-auto flex max-w-md flex-col gap-4 px-4 py-12 text-center sm:px-6">
      <h1 className="text-2xl font-bold text-neutral-900">{t("cartPunchOutSending")}</h1>
      {data ? (
        <>
          <p className="text-neutral-600">{t("cartPunchOutSendingHint")}</p>
          <ReturnFormPost form={data.form} />
        </>
      ) : (
        <>
          <p className="text-neutral-600">{t("cartPunchOutEnded")}</p>
          <ButtonLink to={href("cart", {}, lang)}>{t("cartTitle")}</ButtonLink>
        </>
      )}
    </div>
  );
}
