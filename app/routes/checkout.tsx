import "~/shared-chunk";
import { json, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { CheckoutForm } from "~/components/checkout/checkout-form-on-demand";
import { CheckoutReview } from "~/components/checkout/CheckoutReview";
import { CACHE, personalPageHeaders } from "~/http/cache-policy";
import { sameAlternates } from "~/i18n/alternates";
import { href } from "~/i18n/href";
import { langFromPath, type Lang } from "~/i18n/lang";
import { translate } from "~/i18n/translate";
import { useT } from "~/i18n/useT";
import { redirectWithToast } from "~/request/toast.server";
import { requireBuyer, viewerHeaders } from "~/request/viewer.server";
import { personalPageMeta } from "~/root-data";
import { getSiteContent, stringsFor } from "~/services/content/site.server";
import {
  addCheckoutAddress,
  checkoutIntent,
  editCheckout,
  placeCheckout,
  reviewCheckout,
  startCheckout,
  type CheckoutOutcome,
} from "~/services/orders/checkout.server";
import { readForm } from "~/request/form-data.server";
import { log } from "~/services/observability/log.server";

export const headers = personalPageHeaders;

export const meta: MetaFunction<typeof loader> = ({ matches }) => personalPageMeta(matches, "checkoutTitle");

const ALTERNATES = sameAlternates("checkout");

/** The answer to an outcome: the form or the review in place (with its status), or a redirect with a toast. */
async function answer(outcome: CheckoutOutcome, lang: Lang, headers: Headers) {
  const strings = stringsFor(await getSiteContent(), lang);
  switch (outcome.kind) {
    case "emptyCart":
      return redirectWithToast(
        href("cart", {}, lang),
        { type: "info", title: translate(strings, "checkoutCartEmptyTitle"), description: translate(strings, "checkoutCartEmptyText") },
        { headers },
      );
    case "addressAdded":
      return redirectWithToast(href("checkout", {}, lang), { type: "success", title: translate(strings, "accountAddressAdded") }, { headers });
    case "placed": {
      const { order, created, mailSent } = outcome.order;
      const description = !mailSent
        ? translate(strings, "checkoutPlacedMailFailed")
        : translate(strings, order.status === "awaiting_payment" ? "checkoutPlacedToastCard" : "checkoutPlacedToastText", [order.email]);
      return redirectWithToast(
        href("accountOrder", { number: order.number }, lang),
        created
          ? { type: "success", title: translate(strings, "checkoutPlacedToast", [order.number]), description }
          : { type: "info", title: translate(strings, "checkoutAlreadyPlaced", [order.number]) },
        { headers },
      );
    }
    case "form":
      return json({ step: "form" as const, view: outcome.view, alternates: ALTERNATES }, { status: outcome.status, headers });
    case "review":
      return json({ step: "review" as const, view: outcome.view, alternates: ALTERNATES }, { status: outcome.status, headers });
  }
}

/** The form, from the saved cart's choices, with the new address's form when `?address=new`; an empty cart sends the buyer back to the cart page. */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  const lang = langFromPath(url.pathname);
  const viewer = await requireBuyer(request, context, "checkout");
  const headers = viewerHeaders(viewer, CACHE.personalPage);
  const outcome = await startCheckout(viewer, lang, { newAddress: url.searchParams.get("address") === "new" });
  if (outcome.kind === "emptyCart") throw await answer(outcome, lang, headers);
  return json({ step: "form" as const, view: outcome.view, alternates: ALTERNATES }, { headers });
}

// "Update shipping options" is "Change the details" asked from the form: both show it again, quoted for the posted address.
const RUN = { review: reviewCheckout, place: placeCheckout, edit: editCheckout, quote: editCheckout, addAddress: addCheckoutAddress } as const;

/**
 * "Review" (intent=review), "Change the details" (edit), "Place order" (place), a new address (addAddress) and
 * "Update shipping options" (quote): each a plain form post.
 */
export async function action({ request, context }: ActionFunctionArgs) {
  const lang = langFromPath(new URL(request.url).pathname);
  const viewer = await requireBuyer(request, context, "checkout");
  const form = await readForm(request);
  const headers = viewerHeaders(viewer, CACHE.noStore);
  const chosen = checkoutIntent(form);
  try {
    return await answer(await RUN[chosen](viewer, form, lang), lang, headers);
  } catch (error) {
    if (error instanceof Response) throw error;
    // A store that fails (database, mail) must not lose the buyer's way: back to checkout, told to try again.
    log.error({ err: error }, `checkout: failed to ${chosen}`);
    const strings = stringsFor(await getSiteContent(), lang);
    return redirectWithToast(
      href("checkout", {}, lang),
      { type: "error", title: translate(strings, "checkoutFailedTitle"), description: translate(strings, "checkoutFailedText") },
      { headers },
    );
  }
}

export default function CheckoutRoute() {
  const start = useLoaderData<typeof loader>();
  const posted = useActionData<typeof action>();
  const { t } = useT();
  const page = posted ?? start;
  return (
    <div className="mx-auto flex max-w-3xl flex-col gap-6 px-4 py-10 sm:px-6">
      <h1 className="text-2xl font-bold text-neutral-900">{page.step === "review" ? t("checkoutReviewTitle") : t("checkoutTitle")}</h1>
      {page.step === "review" ? (
        <CheckoutReview view={page.view} />
      ) : (
        <>
          <p className="text-neutral-700">{t("checkoutIntro")}</p>
          <CheckoutForm view={page.view} />
        </>
      )}
    </div>
  );
}
