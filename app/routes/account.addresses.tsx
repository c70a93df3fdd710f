import "~/shared-chunk";
import type { SubmissionResult } from "@conform-to/react";
import { json, redirect, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { useActionData, useLoaderData, useLocation } from "@remix-run/react";
import { AddressCard } from "~/components/account/AddressCard";
import { AddressForm } from "~/components/account/address-form-on-demand";
import { DefaultAddressesForm } from "~/components/account/DefaultAddressesForm";
import { RemoveAddressForm } from "~/components/account/RemoveAddressForm";
import { ButtonLink } from "~/components/ui/Button";
import { Dialog } from "~/components/ui/Dialog";
import { SlideOver } from "~/components/ui/SlideOver";
import { withSearchParam } from "~/components/ui/url-state";
import type { PanelRefusal } from "~/domain/address/address-book-page";
import type { ContactInput } from "~/domain/address/contact-schema";
import { buyerCustomers } from "~/domain/auth/primary-customer";
import { CACHE, personalPageHeaders } from "~/http/cache-policy";
import { sameAlternates } from "~/i18n/alternates";
import { href } from "~/i18n/href";
import { langFromPath } from "~/i18n/lang";
import type { StringKey } from "~/i18n/string-keys";
import { translate } from "~/i18n/translate";
import { useT } from "~/i18n/useT";
import { sessionCookieWith, sessionTokens } from "~/request/auth.server";
import { redirectWithToast } from "~/request/toast.server";
import { requireBuyer, viewerHeaders } from "~/request/viewer.server";
import { personalPageMeta } from "~/root-data";
import { addressBookPage, addressFormOptions, addressToEdit, readAddressForm, readAddressPost } from "~/services/accounts/address-book-page.server";
import { addressBook, type AddressResult } from "~/services/accounts/address-book.server";
import type { AddressFormOptions } from "~/services/accounts/address-book-view";
import { refreshTokens } from "~/services/auth/index.server";
import { selectCartAddresses } from "~/services/cart/cart.server";
import { getSiteContent, stringsFor } from "~/services/content/site.server";
import { readForm } from "~/request/form-data.server";

export const headers = personalPageHeaders;

export const meta: MetaFunction<typeof loader> = ({ matches }) => personalPageMeta(matches, "accountAddressesTitle");

const REFUSAL: Record<PanelRefusal | "unavailable", { notice: StringKey; status: number }> = {
  notFound: { notice: "accountAddressNotFound", status: 404 },
  readOnly: { notice: "accountAddressReadOnly", status: 403 },
  unavailable: { notice: "accountAddressFetchFailed", status: 503 },
};

type AddressBookPage = Awaited<ReturnType<typeof addressBookPage>>;

/** The page when the addresses cannot be read: nothing listed, nothing open. */
const EMPTY_PAGE: Omit<AddressBookPage, "refused"> = {
  addresses: [],
  groups: [],
  billingContactId: null,
  shippingContactId: null,
  form: null,
  removing: null,
  options: null,
};

/**
 * The buyer's addresses by customer with their default choices, and what the URL opens (docs/accounts.md#the-address-book-page):
 * `?address=new`, `?address={id}`, `?remove={id}`. An address that is not the buyer's, or read-only, opens nothing:
 * the list comes with a message (404 / 403).
 */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const viewer = await requireBuyer(request, context);
  const url = new URL(request.url);
  const customers = buyerCustomers(viewer.buyer.webUser).map(({ id, name }) => ({ id, name }));
  const params = { address: url.searchParams.get("address"), remove: url.searchParams.get("remove") };
  const loaded = await addressBookPage(viewer.buyer, customers, langFromPath(url.pathname), params).catch(() => null);
  // The service has logged the failure in the spec's words; the buyer reads it on the page, in their language.
  const { refused, ...page }: Omit<AddressBookPage, "refused"> & { refused: PanelRefusal | "unavailable" | null } = loaded ?? {
    ...EMPTY_PAGE,
    refused: "unavailable",
  };
  const refusal = refused ? REFUSAL[refused] : null;
  return json(
    {
      ...page,
      alternates: sameAlternates("accountAddresses"),
      customers,
      activeCustomerId: viewer.buyer.primaryCustomer?.id ?? null,
      notice: refusal?.notice ?? null,
    },
    { status: refusal?.status ?? 200, headers: viewerHeaders(viewer, CACHE.personalPage) },
  );
}

/**
 * A refused add or edit: the form comes back open with what was typed and each field's errors; an edit also with
 * the address as stored (its ERP marker, which the names may keep).
 */
type RefusedForm = { intent: "add" } | { intent: "update"; id: string; defaultValue?: NonNullable<Awaited<ReturnType<typeof addressToEdit>>>["formValues"] };

type AddressSubmission = ReturnType<typeof readAddressForm>;

type ActionData = { notice: StringKey } | { form: RefusedForm & { lastResult: SubmissionResult<string[]> }; options: AddressFormOptions };

const FAILED: Record<"add" | "update" | "remove" | "defaults", StringKey> = {
  add: "accountAddressAddFailed",
  update: "accountAddressUpdateFailed",
  remove: "accountAddressRemoveFailed",
  defaults: "accountAddressUpdateFailed",
};

/**
 * Form posts with the intents `add`, `update`, `remove` and `defaults`. Done: 303 to the list with a toast. Refused:
 * 400 with the form open again, 403 for a read-only address, 404 for one that is not the buyer's (nothing changes).
 * Choosing defaults refreshes the session, whose claim carries the web user's billing and shipping contact ids.
 */
export async function action({ request, context }: ActionFunctionArgs) {
  const lang = langFromPath(new URL(request.url).pathname);
  const { buyer, cartOwner, setCookies } = await requireBuyer(request, context);
  const form = await readForm(request);
  const strings = stringsFor(await getSiteContent(), lang);
  const list = href("accountAddresses", {}, lang);
  const headers = new Headers({ "Cache-Control": CACHE.noStore });
  for (const cookie of setCookies) headers.append("Set-Cookie", cookie);
  const refused = (reason: PanelRefusal) => json<ActionData>({ notice: REFUSAL[reason].notice }, { status: REFUSAL[reason].status, headers });
  const done = (key: StringKey) => redirectWithToast(list, { type: "success", title: translate(strings, key) }, { headers });
  const formAgain = (opened: RefusedForm, lastResult: SubmissionResult<string[]>) =>
    json<ActionData>({ form: { ...opened, lastResult }, options: addressFormOptions(lang) }, { status: 400, headers });
  // The form's own schema first (its messages and kept values, as conform gives them in the browser), then the book's checks.
  const save = async (submission: AddressSubmission, opened: RefusedForm, write: (value: ContactInput) => Promise<AddressResult>, toast: StringKey) => {
    if (submission.status !== "success") return formAgain(opened, submission.reply());
    const result = await write(submission.value);
    if (result.ok) return done(toast);
    if (result.reason !== "invalid") return refused(result.reason);
    return formAgain(opened, submission.reply({ fieldErrors: result.fieldErrors }));
  };

  const post = readAddressPost(Object.fromEntries(form));
  if (!post) return redirect(list, { status: 303, headers });
  try {
    switch (post.intent) {
      case "add":
        return await save(readAddressForm(form), { intent: "add" }, (value) => addressBook.add(buyer, value, post.customerId), "accountAddressAdded");
      case "update": {
        const stored = await addressToEdit(buyer, post.id);
        if (!stored) return refused("notFound");
        if (stored.readOnly) return refused("readOnly");
        const opened: RefusedForm = { intent: "update", id: post.id, defaultValue: stored.formValues };
        return await save(readAddressForm(form, stored.names), opened, (value) => addressBook.update(buyer, post.id, value), "accountAddressUpdated");
      }
      case "remove": {
        const removed = await addressBook.remove(buyer, post.id);
        return removed.ok ? done("accountAddressRemoved") : refused(removed.reason);
      }
      case "defaults": {
        const saved = await addressBook.setDefaults(buyer, { billingContactId: post.billingContactId, shippingContactId: post.shippingContactId });
        if (!saved.ok) return refused(saved.reason);
        if (cartOwner) await selectCartAddresses(cartOwner, { billingId: post.billingContactId, shippingId: post.shippingContactId });
        const tokens = await sessionTokens(request);
        if (tokens) headers.append("Set-Cookie", await sessionCookieWith(request, await refreshTokens(tokens)));
        return done("accountAddressDefaultsSaved");
      }
    }
  } catch {
    // The service has logged the failure with the spec's wording; the buyer reads it as a toast in their language.
    return redirectWithToast(list, { type: "error", title: translate(strings, FAILED[post.intent]) }, { headers });
  }
}

export default function AccountAddressesRoute() {
  const data = useLoaderData<typeof loader>();
  const answer = useActionData<typeof action>();
  const { t } = useT();
  const location = useLocation();
  const open = (name: "address" | "remove", value: string) => withSearchParam({ pathname: location.pathname, search: "" }, name, value);
  const notice = answer && "notice" in answer ? answer.notice : data.notice;
  // A refused post brings its form back open, whatever the URL it was posted to.
  const form = (answer && "form" in answer ? answer.form : null) ?? data.form;
  const options = (answer && "options" in answer ? answer.options : null) ?? data.options;
  const removing = data.removing;
  const several = data.groups.length > 1;

  return (
    <div className="flex flex-col gap-8">
      <div className="flex flex-wrap items-center justify-between gap-4">
        <h1 className="text-2xl font-bold text-neutral-900">{t("accountAddressesTitle")}</h1>
        <ButtonLink to={open("address", "new")} preventScrollReset>
          {t("accountAddressAdd")}
        </ButtonLink>
      </div>
      {notice ? (
        <p role="alert" className="rounded-md border border-error-200 bg-error-50 px-3 py-2 text-sm text-error-700">
          {t(notice)}
        </p>
      ) : null}
      {data.addresses.length === 0 ? <p className="text-sm text-neutral-600">{t("accountAddressesEmpty")}</p> : null}
      {data.groups.map((group) => (
        <section key={group.customer.id} aria-labelledby={several ? `customer-${group.customer.id}` : undefined} className="flex flex-col gap-4">
          {several ? (
            <h2 id={`customer-${group.customer.id}`} className="text-lg font-semibold text-neutral-900">
              {group.customer.name}
            </h2>
          ) : null}
          <ul className="grid gap-4 sm:grid-cols-2">
            {group.addresses.map((address) => (
              <AddressCard key={address.id} address={address} editTo={open("address", address.id)} removeTo={open("remove", address.id)} />
            ))}
          </ul>
        </section>
      ))}
      {data.addresses.length > 0 ? (
        <section aria-labelledby="default-addresses" className="rounded-xl border border-neutral-200 bg-white p-6">
          <h2 id="default-addresses" className="mb-4 text-lg font-semibold text-neutral-900">
            {t("accountAddressDefaultsHeading")}
          </h2>
          <DefaultAddressesForm addresses={data.addresses} billingContactId={data.billingContactId} shippingContactId={data.shippingContactId} />
        </section>
      ) : null}
      <SlideOver
        open={form !== null && options !== null}
        title={t(form?.intent === "update" ? "accountAddressEditTitle" : "accountAddressNewTitle")}
        closeTo={withSearchParam(location, "address", null)}
      >
        {form && options ? (
          <AddressForm
            {...form}
            options={options}
            customers={data.customers}
            defaultCustomerId={data.activeCustomerId}
            cancelTo={withSearchParam(location, "address", null)}
          />
        ) : null}
      </SlideOver>
      <Dialog open={removing !== null} title={t("accountAddressRemoveTitle")} closeTo={withSearchParam(location, "remove", null)}>
        {removing ? <RemoveAddressForm address={removing} cancelTo={withSearchParam(location, "remove", null)} /> : null}
      </Dialog>
    </div>
  );
}
