import "~/shared-chunk";
import { json, type LoaderFunctionArgs } from "@remix-run/node";
import { Form, Link, useLocation, useSearchParams } from "@remix-run/react";
import { z } from "zod";
import { Breadcrumbs } from "~/components/layout/Breadcrumbs";
import { Button } from "~/components/ui/Button";
import { Dialog } from "~/components/ui/Dialog";
import { Field } from "~/components/ui/Field";
import { SlideOver } from "~/components/ui/SlideOver";
import { withSearchParam } from "~/components/ui/url-state";
import { redirectWithToast } from "~/request/toast.server";
import { testRoutes } from "~/routes";

/** This page's words: it exists only in test builds, so its strings stay out of every other build. */
const TEXT = {
  title: "Layout test page",
  showToast: "Show a notification",
  toastTitle: "Saved",
  toastDescription: "This notification came from the server.",
  openDialog: "Open dialog",
  openSlideOver: "Open panel",
  dialogText: "This dialog is opened by the address and closes with a link.",
  fieldLabel: "Company name",
  fieldHint: "As it appears on invoices.",
};

/** `?error=500` throws an error, `?error=403` (any 4xx/5xx) throws a Response: to test the error pages. */
const errorParam = z.coerce.number().int().min(400).max(599).optional().catch(undefined);

export function loader({ request }: LoaderFunctionArgs) {
  const status = errorParam.parse(new URL(request.url).searchParams.get("error") ?? undefined);
  if (status === 500) throw new Error("Test error from /__test/layout");
  if (status) throw new Response(null, { status });
  return json({}, { headers: { "X-Robots-Tag": "noindex" } });
}

/** Posts back with a flash toast, so e2e tests can check toasts with and without JavaScript. */
export async function action() {
  return redirectWithToast(testRoutes.testLayout.path, { type: "success", title: TEXT.toastTitle, description: TEXT.toastDescription });
}

export default function TestLayoutPage() {
  const location = useLocation();
  const [params] = useSearchParams();
  const open = params.get("panel");
  const closeTo = withSearchParam(location, "panel", null);
  return (
    <div className="space-y-8">
      <Breadcrumbs items={[{ label: TEXT.title, to: testRoutes.testLayout.path }]} />
      <h1 className="text-2xl font-bold">{TEXT.title}</h1>
      <Form method="post">
        <Button type="submit">{TEXT.showToast}</Button>
      </Form>
      <div className="flex gap-3">
        <Link className="text-info-700 underline" preventScrollReset to={withSearchParam(location, "panel", "dialog")}>
          {TEXT.openDialog}
        </Link>
        <Link className="text-info-700 underline" preventScrollReset to={withSearchParam(location, "panel", "slide")}>
          {TEXT.openSlideOver}
        </Link>
      </div>
      <Field label={TEXT.fieldLabel} hint={TEXT.fieldHint} name="company" />
      <Dialog open={open === "dialog"} title={TEXT.openDialog} closeTo={closeTo}>
        <p className="text-sm text-neutral-700">{TEXT.dialogText}</p>
      </Dialog>
      <SlideOver open={open === "slide"} title={TEXT.openSlideOver} closeTo={closeTo}>
        <p className="text-sm text-neutral-700">{TEXT.dialogText}</p>
      </SlideOver>
    </div>
  );
}
